import crypto from 'node:crypto';
import type { Registration } from '@storefront/shared-kernel/contracts';
import { decodeTokenPayload } from '@storefront/shared-kernel/domain';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/database';
import type { Caller, Deps } from '../../deps';
import { conflict, forbidden, isUniqueViolation, notFound, unauthorized, unprocessable } from '../../lib/errors';
import type { Requester } from '../../lib/fair-queue';
import { signSession } from '../../lib/jwt';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../lib/password';
import {
  assertSignInAllowed,
  forgetFailedSignIns,
  normaliseEmail,
  recordFailedSignIn,
  recordSuccessfulSignIn,
} from '../../lib/sign-in-throttle';
import { customerOfToken, type SessionRow } from '../../plugins/auth';
import * as repo from './customer.repository';

export const PENDING_MESSAGE = 'Your account is awaiting approval by our customer service team.';
const REJECTED_MESSAGE = 'Your registration was not approved. Please contact customer service.';
const INACTIVE_MESSAGE = 'Your account is inactive. Please contact customer service.';
const BAD_LOGIN = 'Invalid email or password.';
const RESET_TTL_MS = 60 * 60 * 1000;
export const DEFAULT_STORE = { idStore: 1, brandId: 1, brandCode: 'SF' };

const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** Hashing for `client` (the request's address) on behalf of `account`: the pool's turns (lib/fair-queue.ts). */
const hashingFor = (client: string, account: string): Requester => ({ client, account });

/**
 * A taken email answers exactly as a new one (OWASP's account-enumeration advice): the same words,
 * and as late, since the password is hashed either way; its owner is mailed instead, after the answer.
 */
export async function registerCustomer(deps: Deps, input: Registration, client: string) {
  const passwordHash = await hashPassword(input.password, { who: hashingFor(client, normaliseEmail(input.email)) });
  const holder = await repo.findCustomerByEmail(deps.db, input.email);
  if (holder) tellOwnerOfRegistration(deps, holder);
  else {
    try {
      const { id } = await repo.insertCustomer(deps.db, input, passwordHash);
      tellServiceOfRegistration(deps, { id, ...input });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // Registered by another request at the same moment: its owner is told like any other.
      const winner = await repo.findCustomerByEmail(deps.db, input.email);
      if (winner) tellOwnerOfRegistration(deps, winner);
    }
  }
  return {
    is_success: true as const,
    message: 'Register Success! One of our customer service reps will get back to you',
  };
}

/**
 * Customer service hears of each new registration, with a link to it in the back office
 * (docs/product.md §13.2); after the answer, which must not wait for SMTP.
 */
function tellServiceOfRegistration(
  deps: Deps,
  applicant: { id: number; companyNm: string; firstname: string; lastname: string; email: string },
) {
  deps.background.run(
    () =>
      deps.mailer.send({
        to: deps.config.serviceEmail,
        subject: `New registration: ${applicant.companyNm}`,
        text: `A new wholesale account is waiting for approval.\n\nCompany: ${applicant.companyNm}\nName: ${applicant.firstname} ${applicant.lastname}\nEmail: ${applicant.email}\n\nReview it at ${deps.config.publicUrl}/admin/registrations/${applicant.id}\n`,
      }),
    (error) =>
      deps.log.error({ err: error, customerId: applicant.id }, 'Customer service could not be told of a registration'),
  );
}

const TELL_OWNER_AGAIN_MS = 60 * 60 * 1000;
/** When each account (per database) was last told of a registration: at most one such mail an hour. */
const ownersTold = new WeakMap<object, Map<number, number>>();

function tellOwnerOfRegistration(deps: Deps, owner: { id: number; email: string; firstname: string }) {
  const told = ownersTold.get(deps.db) ?? new Map<number, number>();
  ownersTold.set(deps.db, told);
  const now = Date.now();
  if (now - (told.get(owner.id) ?? -Infinity) < TELL_OWNER_AGAIN_MS) return;
  if (told.size >= 10_000) for (const [id, at] of told) if (now - at >= TELL_OWNER_AGAIN_MS) told.delete(id);
  told.set(owner.id, now);
  deps.background.run(
    () =>
      deps.mailer.send({
        to: owner.email,
        subject: 'Someone tried to register with your email',
        text: `Hello ${owner.firstname},\n\nSomeone just tried to register a new account with this email address, which already has an account with us. Nothing was changed.\n\nIf it was you, sign in with your password, or reset your password at ${deps.config.publicUrl}/forgot-password.\n\nIf it was not you, you can ignore this message.\n`,
      }),
    (error) =>
      deps.log.error({ err: error, customerId: owner.id }, 'The owner of a registered email could not be told'),
  );
}

const sessionFor = (deps: Deps, row: repo.CustomerRow) => {
  const { token, exp } = signSession(row.id, row.token_version, deps.config.jwtSecret, deps.config.tokenTtlSeconds);
  return { token, exp };
};

export async function login(deps: Deps, email: string, password: string, client: string) {
  const account = normaliseEmail(email);
  // A locked email (too many failures in a row, known or not) is refused before any hashing.
  await assertSignInAllowed(deps.db, account);
  const row = await repo.findCustomerByEmail(deps.db, email);
  // Always run scrypt, so an unknown email answers as slowly as a wrong password.
  const ok = await verifyPassword(
    password,
    row?.password_hash ?? (await dummyPasswordHash()),
    hashingFor(client, account),
  );
  if (!row || !ok) {
    await recordFailedSignIn(deps.db, account);
    throw unauthorized(BAD_LOGIN, 'INVALID_CREDENTIALS');
  }
  await recordSuccessfulSignIn(deps.db, account);
  if (row.status === 'pending') throw forbidden(PENDING_MESSAGE, 'ACCOUNT_PENDING');
  if (row.status === 'rejected') throw forbidden(REJECTED_MESSAGE, 'ACCOUNT_REJECTED');
  // Deactivated by staff (docs/product.md §13.2): refused until reactivated.
  if (row.status === 'inactive') throw forbidden(INACTIVE_MESSAGE, 'ACCOUNT_INACTIVE');
  const { token, exp } = sessionFor(deps, row);
  return { is_success: true as const, message: 'Login Success', user: sessionUserOf(row, token, exp) };
}

/** The user info a sign-in answers with, for `row` signed in with `token` (valid until `exp`). */
export const sessionUserOf = (row: SessionRow, token: string, exp: number) => ({
  userId: row.id,
  idCustomer: row.id,
  ...DEFAULT_STORE,
  zipcode: row.zipcode,
  companyNm: row.company_nm,
  firstname: row.firstname,
  lastname: row.lastname,
  email: row.email,
  tel: row.tel,
  cellPhone: row.cell_phone,
  fax: row.fax,
  priceLev: row.price_lev,
  receiveEmail: row.receive_email,
  SPermit: row.sp_no,
  token,
  tokenExp: exp,
  loginDt: new Date().toISOString(),
});

/**
 * The user info of the session `token` names (as its sign-in answered), or null. Its row is the one kept
 * with the remembered caller (plugins/auth.ts), as fresh as the caller is.
 */
export async function sessionUserOfToken(deps: Deps, token: string) {
  const customer = await customerOfToken(token, deps);
  // customerOfToken verified the token: its expiry is read from it, not verified again.
  const exp = customer ? decodeTokenPayload(token)?.['exp'] : undefined;
  return customer && typeof exp === 'number' ? sessionUserOf(customer.row, token, exp) : null;
}

export async function getProfile(deps: Deps, caller: Caller) {
  const row = await repo.findCustomerById(deps.db, caller.id);
  if (!row) throw notFound('Customer not found');
  return { is_success: true as const, data: repo.toProfile(row) };
}

export async function setCustomerInfo(deps: Deps, caller: Caller, info: Parameters<typeof repo.updateCustomerInfo>[2]) {
  const holder = await repo.findCustomerByEmail(deps.db, info.email);
  if (holder && holder.id !== caller.id) throw conflict('An account with this email already exists.', 'EMAIL_TAKEN');
  // Nobody holds the email yet: the caller is moving to it, and the address it leaves is read (not the
  // remembered caller's, which may be a change behind: plugins/auth.ts) to be told.
  const left = holder ? null : await repo.findCustomerById(deps.db, caller.id);
  try {
    const row = await repo.updateCustomerInfo(deps.db, caller.id, info);
    if (left) tellOldAddress(deps, left.email, row);
    return { is_success: true as const, message: 'Customer info saved', data: repo.toProfile(row) };
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('An account with this email already exists.', 'EMAIL_TAKEN');
    throw error;
  }
}

/**
 * The email is the sign-in and where reset links go, and the form changes it without the password
 * (docs/product.md §8.6): the address it leaves is told, so a session in the wrong hands cannot take the
 * account quietly.
 */
function tellOldAddress(deps: Deps, oldEmail: string, customer: { id: number; email: string; firstname: string }) {
  deps.background.run(
    () =>
      deps.mailer.send({
        to: oldEmail,
        subject: 'The email of your account was changed',
        text: `Hello ${customer.firstname},\n\nThe email you sign in with was changed to ${customer.email}. From now on sign-in and password reset links use it.\n\nIf you did not make this change, contact customer service at once.\n`,
      }),
    (error) =>
      deps.log.error({ err: error, customerId: customer.id }, 'The old address of a changed email could not be told'),
  );
}

export async function changePassword(deps: Deps, caller: Caller, current: string, next: string, client: string) {
  const who = hashingFor(client, `id:${caller.id}`);
  const row = await repo.findCustomerById(deps.db, caller.id);
  if (!row || !(await verifyPassword(current, row.password_hash, who)))
    throw unprocessable('The current password is incorrect.', 'WRONG_PASSWORD');
  const written = await repo.updatePassword(deps.db, caller.id, await hashPassword(next, { who }), row.token_version);
  // A reset or another change came first: it ended this session, and this change must not undo it.
  if (!written) throw unauthorized('Your password was just changed. Please sign in again.', 'SESSION_EXPIRED');
  const { token, exp } = sessionFor(deps, { ...row, token_version: written.token_version });
  return { is_success: true as const, message: 'Password changed Successfully', token, tokenExp: exp };
}

const RESET_SENT = 'If an account exists for this email, a reset link has been sent.';

export async function requestPasswordReset(deps: Deps, email: string) {
  const row = await repo.findCustomerByEmail(deps.db, email);
  // The same answer either way, and as soon: the call must not tell who has an account, by its words
  // or by its time (the link is stored and mailed after the answer; SMTP alone took long enough to tell).
  if (row && row.status !== 'rejected') {
    deps.background.run(
      () => sendResetLink(deps, row),
      (error) => deps.log.error({ err: error, customerId: row.id }, 'A password reset link could not be sent'),
    );
  }
  return { is_success: true as const, message: RESET_SENT };
}

async function sendResetLink(deps: Deps, customer: { id: number; email: string; firstname: string }) {
  const { link } = await issueResetLink(deps.db, deps.config, customer.id);
  await mailResetLink(deps, customer, link);
}

/**
 * A new reset link for the account, stored as a hash (`db` may be a transaction: staff's reset is
 * audited with it). The link itself is only ever mailed.
 */
export async function issueResetLink(db: Db, config: Pick<AppConfig, 'publicUrl'>, customerId: number) {
  const token = crypto.randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + RESET_TTL_MS);
  await repo.insertPasswordReset(db, customerId, hashToken(token), expiresAt);
  return { link: `${config.publicUrl}/reset-password?token=${token}`, expiresAt };
}

export async function mailResetLink(
  deps: Pick<Deps, 'mailer'>,
  customer: { email: string; firstname: string },
  link: string,
) {
  await deps.mailer.send({
    to: customer.email,
    subject: 'Reset your password',
    text: `Hello ${customer.firstname},\n\nUse this link within one hour to set a new password:\n${link}\n\nIf you did not ask for it, ignore this message.\n`,
  });
}

export async function resetPassword(deps: Deps, token: string, newPassword: string, client: string) {
  const invalid = () =>
    unprocessable('This reset link is invalid or has expired. Please request a new one.', 'INVALID_RESET_TOKEN');
  // Checked before the (slow) hash so a wrong link costs nothing, and again as it is used up.
  const link = await repo.findUsableResetLink(deps.db, hashToken(token));
  if (!link) throw invalid();
  const passwordHash = await hashPassword(newPassword, { who: hashingFor(client, `id:${link.customer_id}`) });
  const reset = await repo.resetPasswordByLink(deps.db, hashToken(token), passwordHash);
  if (!reset) throw invalid();
  // The owner proved the mailbox: sign-ins held back by failures (lib/sign-in-throttle.ts) are free again.
  await forgetFailedSignIns(deps.db, reset.email);
  return { is_success: true as const, message: 'Your password has been reset. Please sign in.' };
}
