import type { StaffRole } from '@storefront/shared-kernel/domain';
import { signStaffToken } from '../../src/back-office/staff-token';
import { hashPassword } from '../../src/lib/password';
import type { TestApp } from '../helpers';

export const STAFF_PASSWORD = 'Back-office-2026!';
let counter = 0;

/** A new active staff member of `role` with STAFF_PASSWORD, and a staff token signed for it. */
export async function newStaff(
  t: TestApp,
  role: StaffRole,
  name = `${role} member`,
): Promise<{ id: number; email: string; token: string }> {
  const email = `${role}.${process.pid}.${++counter}@staff.test`;
  const row = await t.db
    .insertInto('staff')
    .values({ email, name, role, password_hash: await hashPassword(STAFF_PASSWORD) })
    .returning(['id', 'token_version'])
    .executeTakeFirstOrThrow();
  return { id: row.id, email, token: signStaffToken(t.deps, row.id, row.token_version).token };
}

/** The audit rows written for one record, oldest first. */
export const auditOf = (t: TestApp, recordKind: string, recordId: string | number) =>
  t.db
    .selectFrom('audit_log')
    .selectAll()
    .where('record_kind', '=', recordKind)
    .where('record_id', '=', String(recordId))
    .orderBy('id')
    .execute();
