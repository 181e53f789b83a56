import crypto from 'node:crypto';
import type { StaffRow } from '@storefront/shared-kernel/contracts';
import type { StaffRole } from '@storefront/shared-kernel/domain';
import type { Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { StaffTable } from '../db/schema';
import type { Deps } from '../deps';
import { conflict, isUniqueViolation, notFound, unauthorized, unprocessable } from '../lib/errors';
import type { Requester } from '../lib/fair-queue';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../lib/password';
import {
  assertSignInAllowed,
  forgetFailedSignIns,
  normaliseEmail,
  recordFailedSignIn,
  recordSuccessfulSignIn,
} from '../lib/sign-in-throttle';
import { actorOf, changedFields, recordAudit, type Actor } from './audit';
import { signStaffToken, type StaffCaller } from './staff-token';

/** A set-password link works this long (docs/product.md §13.1). */
export const PASSWORD_LINK_TTL_MS = 24 * 60 * 60 * 1000;
const BAD_SIGN_IN = 'The email or password is incorrect.';
const BAD_LINK = 'This link is invalid or has expired. Ask an admin for a new one.';

/** The demo back office's admin, made beside the demo buyer when the store runs with its demo. */
export const DEMO_ADMIN = { email: 'admin@demo.storefront', password: 'BackOffice2025!', name: 'Alex Morgan' };

const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');
/** Failed staff sign-ins are counted apart from a buyer's of the same address. */
const throttleKey = (email: string) => `staff:${normaliseEmail(email)}`;
const hashingFor = (client: string, account: string): Requester => ({ client, account });

type StaffRecord = Selectable<StaffTable>;

export const toStaffRow = (row: StaffRecord): StaffRow => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
  active: row.active,
  passwordSet: row.password_hash !== '',
  createdAt: new Date(row.created_at).toISOString(),
});

/** What the audit log keeps of a member: never its password hash. */
const audited = (row: StaffRecord) => ({ email: row.email, name: row.name, role: row.role, active: row.active });

const findByEmail = (db: Db, email: string) =>
  db
    .selectFrom('staff')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['email']), '=', normaliseEmail(email)))
    .executeTakeFirst();

export async function signInStaff(deps: Deps, email: string, password: string, client: string) {
  const key = throttleKey(email);
  await assertSignInAllowed(deps.db, key);
  const row = await findByEmail(deps.db, email);
  // Always hash, so an unknown email answers as slowly as a wrong password.
  const stored = row?.password_hash || (await dummyPasswordHash());
  const ok = await verifyPassword(password, stored, hashingFor(client, key));
  if (!row || !row.password_hash || !ok || !row.active) {
    await recordFailedSignIn(deps.db, key);
    throw unauthorized(BAD_SIGN_IN, 'INVALID_CREDENTIALS');
  }
  await recordSuccessfulSignIn(deps.db, key);
  const { token, exp } = signStaffToken(deps, row.id, row.token_version);
  return {
    is_success: true as const,
    token,
    tokenExp: exp,
    staff: { id: row.id, email: row.email, name: row.name, role: row.role },
  };
}

/** A new one-time link for a member, kept as a hash; the link itself is only ever shown once. */
async function issuePasswordLink(db: Db, deps: Deps, staffId: number) {
  const token = crypto.randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + PASSWORD_LINK_TTL_MS);
  await db
    .insertInto('staff_password_links')
    .values({ token_hash: hashToken(token), staff_id: staffId, expires_at: expiresAt })
    .execute();
  return { link: `${deps.config.publicUrl}/admin/set-password?token=${token}`, expiresAt: expiresAt.toISOString() };
}

export async function setStaffPassword(deps: Deps, token: string, password: string, client: string) {
  const tokenHash = hashToken(token);
  const usable = (db: Db) =>
    db
      .selectFrom('staff_password_links')
      .innerJoin('staff', 'staff.id', 'staff_password_links.staff_id')
      .select(['staff.id', 'staff.email'])
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', new Date())
      .where('staff.active', '=', true);
  // Checked before the (slow) hash so a wrong link costs nothing, and again as it is used up.
  const link = await usable(deps.db).executeTakeFirst();
  if (!link) throw unprocessable(BAD_LINK, 'INVALID_LINK');
  const passwordHash = await hashPassword(password, { who: hashingFor(client, `staff-id:${link.id}`) });
  await deps.db.transaction().execute(async (trx) => {
    const used = await trx
      .updateTable('staff_password_links')
      .set({ used_at: new Date() })
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .returning('staff_id')
      .executeTakeFirst();
    if (!used) throw unprocessable(BAD_LINK, 'INVALID_LINK');
    // A new password ends the member's other sessions.
    await trx
      .updateTable('staff')
      .set((eb) => ({ password_hash: passwordHash, token_version: eb('token_version', '+', 1) }))
      .where('id', '=', link.id)
      .execute();
    await recordAudit(
      trx,
      { staffId: link.id, label: link.email },
      {
        action: 'staff.password-set',
        recordKind: 'staff',
        recordId: link.id,
        before: null,
        after: null,
      },
    );
  });
  await forgetFailedSignIns(deps.db, throttleKey(link.email));
  return { is_success: true as const, message: 'Your password is set. Please sign in.' };
}

export const listStaff = async (db: Db): Promise<StaffRow[]> =>
  (await db.selectFrom('staff').selectAll().orderBy('email').execute()).map(toStaffRow);

const EMAIL_TAKEN = 'A staff member with this email exists already.';

export async function addStaff(
  deps: Deps,
  actor: Actor,
  input: { email: string; name: string; role: StaffRole },
): Promise<{ staff: StaffRow; link: string; expiresAt: string }> {
  try {
    return await deps.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('staff')
        .values({ email: normaliseEmail(input.email), name: input.name, role: input.role })
        .returningAll()
        .executeTakeFirstOrThrow();
      const link = await issuePasswordLink(trx, deps, row.id);
      await recordAudit(trx, actor, {
        action: 'staff.add',
        recordKind: 'staff',
        recordId: row.id,
        before: null,
        after: audited(row),
      });
      return { staff: toStaffRow(row), ...link };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN, 'STAFF_EXISTS');
    throw error;
  }
}

/**
 * Changes a member's name, role or whether it may sign in. A role change or disabling bumps its token
 * version: its sessions end on their next call. An admin cannot take away its own admin role or
 * disable itself, so the store always keeps someone who can manage staff.
 */
export async function updateStaff(
  deps: Deps,
  actor: Actor,
  input: { id: number; name?: string; role?: StaffRole; active?: boolean },
): Promise<StaffRow> {
  if (actor.staffId === input.id && ((input.role && input.role !== 'admin') || input.active === false))
    throw unprocessable('You cannot take away your own admin role or disable yourself.', 'OWN_ACCOUNT');
  return deps.db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('staff').selectAll().where('id', '=', input.id).forUpdate().executeTakeFirst();
    if (!before) throw notFound('No such staff member.', 'STAFF_NOT_FOUND');
    const next = {
      name: input.name ?? before.name,
      role: input.role ?? before.role,
      active: input.active ?? before.active,
    };
    const endsSessions = next.role !== before.role || (before.active && !next.active);
    const row = await trx
      .updateTable('staff')
      .set((eb) => ({ ...next, token_version: endsSessions ? eb('token_version', '+', 1) : eb.ref('token_version') }))
      .where('id', '=', input.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const change = changedFields(audited(before), audited(row));
    if (Object.keys(change.after).length > 0)
      await recordAudit(trx, actor, { action: 'staff.update', recordKind: 'staff', recordId: row.id, ...change });
    return toStaffRow(row);
  });
}

/** Disables a member by email (the CLI's staff-disable); false when there is none. */
export async function disableStaffByEmail(deps: Deps, actor: Actor, email: string): Promise<StaffRow | null> {
  const row = await findByEmail(deps.db, email);
  if (!row) return null;
  return updateStaff(deps, actor, { id: row.id, active: false });
}

export async function newPasswordLink(deps: Deps, actor: Actor, staffId: number) {
  return deps.db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('staff').select(['id', 'active']).where('id', '=', staffId).executeTakeFirst();
    if (!row) throw notFound('No such staff member.', 'STAFF_NOT_FOUND');
    if (!row.active) throw unprocessable('This staff member is disabled: enable it first.', 'STAFF_DISABLED');
    const link = await issuePasswordLink(trx, deps, row.id);
    await recordAudit(trx, actor, {
      action: 'staff.password-link',
      recordKind: 'staff',
      recordId: row.id,
      before: null,
      after: { expiresAt: link.expiresAt },
    });
    return link;
  });
}

/** The demo admin, when the store has no staff yet (npm start with the demo on a fresh data folder). */
export async function ensureDemoAdmin(db: Db): Promise<boolean> {
  const any = await db.selectFrom('staff').select('id').limit(1).executeTakeFirst();
  if (any) return false;
  const passwordHash = await hashPassword(DEMO_ADMIN.password);
  const inserted = await db
    .insertInto('staff')
    .values({ email: DEMO_ADMIN.email, name: DEMO_ADMIN.name, role: 'admin', password_hash: passwordHash })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  return !!inserted;
}

export const meOf = (staff: StaffCaller) => ({ is_success: true as const, staff });
export { actorOf };
