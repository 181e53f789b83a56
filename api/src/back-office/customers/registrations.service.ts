import type { RegistrationRow } from '@storefront/shared-kernel/contracts';
import type { Updateable } from 'kysely';
import type { CustomersTable } from '../../db/schema';
import type { Db } from '../../db/database';
import type { Deps } from '../../deps';
import { conflict, notFound } from '../../lib/errors';
import type { MailMessage } from '../../lib/mailer';
import type { CustomerRow } from '../../modules/customer/customer.repository';
import { forgetCaller } from '../../plugins/auth';
import { changedFields, recordAudit, type Actor } from '../audit';
import { auditedTerms, toRegistrationRow } from './customer-views';
import { approvalMail, rejectionMail } from './registration-mails';

/** What deciding a registration needs: the database, the mailer and the store's addresses. */
export type DecisionDeps = Pick<Deps, 'db' | 'mailer' | 'config' | 'log'>;

const NO_SUCH_REGISTRATION = 'No such registration.';

/** Pending registrations, oldest first (docs/product.md §13.2). */
export const listRegistrations = async (db: Db): Promise<RegistrationRow[]> =>
  (
    await db
      .selectFrom('customers')
      .selectAll()
      .where('status', '=', 'pending')
      .orderBy('created_at')
      .orderBy('id')
      .execute()
  ).map(toRegistrationRow);

export async function registrationDetail(db: Db, id: number): Promise<RegistrationRow> {
  const row = await db.selectFrom('customers').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(NO_SUCH_REGISTRATION, 'REGISTRATION_NOT_FOUND');
  return toRegistrationRow(row);
}

/** The words for a registration already decided: what it became, so the rep knows what happened. */
export const alreadyDecided = (status: string): string =>
  status === 'inactive'
    ? 'This registration is no longer pending: it was approved already, and the account is now inactive.'
    : `This registration is no longer pending: it was ${status} already.`;

interface Decision {
  action: 'registration.approve' | 'registration.reject';
  set: (row: CustomerRow) => Updateable<CustomersTable>;
  mail: (row: CustomerRow) => MailMessage;
}

/**
 * One decision in one transaction: the row is locked and must still be pending (two reps deciding at
 * once: the second is told it was decided), then changed and audited. The applicant is mailed after
 * the commit; a mail that fails leaves the decision standing and says so (`mailSent: false`).
 */
async function decideRegistration(deps: DecisionDeps, actor: Actor, id: number, decision: Decision) {
  const row = await deps.db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('customers')
      .selectAll()
      .where('id', '=', id)
      .forNoKeyUpdate()
      .executeTakeFirst();
    if (!before) throw notFound(NO_SUCH_REGISTRATION, 'REGISTRATION_NOT_FOUND');
    if (before.status !== 'pending') throw conflict(alreadyDecided(before.status), 'REGISTRATION_DECIDED');
    const after = await trx
      .updateTable('customers')
      .set({ ...decision.set(before), decided_at: new Date() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(trx, actor, {
      action: decision.action,
      recordKind: 'customer',
      recordId: id,
      ...changedFields(auditedTerms(before), auditedTerms(after)),
    });
    return after;
  });
  forgetCaller(deps.db, id);
  let mailSent = true;
  try {
    await deps.mailer.send(decision.mail(row));
  } catch (error) {
    mailSent = false;
    deps.log.error({ err: error, customerId: id }, 'The applicant could not be mailed the decision');
  }
  return { registration: toRegistrationRow(row), mailSent };
}

/** Tax-exempt unless told otherwise when a seller's permit is on file (docs/product.md §13.2). */
export const defaultTaxExempt = (row: Pick<CustomerRow, 'sp_no'>): boolean => row.sp_no.trim() !== '';

export const approveRegistration = (
  deps: DecisionDeps,
  actor: Actor,
  input: { id: number; priceLevel: number; taxExempt?: boolean },
) =>
  decideRegistration(deps, actor, input.id, {
    action: 'registration.approve',
    set: (row) => ({
      status: 'approved',
      price_lev: input.priceLevel,
      tax_exempt: input.taxExempt ?? defaultTaxExempt(row),
    }),
    mail: (row) => approvalMail(row, deps.config.publicUrl),
  });

export const rejectRegistration = (deps: DecisionDeps, actor: Actor, input: { id: number; reason: string }) =>
  decideRegistration(deps, actor, input.id, {
    action: 'registration.reject',
    set: () => ({ status: 'rejected', reject_reason: input.reason }),
    mail: (row) => rejectionMail(row, input.reason, deps.config.serviceEmail),
  });
