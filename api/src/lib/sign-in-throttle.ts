import { sql } from 'kysely';
import type { Db } from '../db/database';
import { retryLater } from './retry-later';

/**
 * Per-account sign-in throttling (docs/security.md, OWASP ASVS 5.0 V6): after FREE_FAILURES failed
 * sign-ins in a row for one email, each further failure locks it for FIRST_LOCK_SECONDS, doubling,
 * at most MAX_LOCK_SECONDS. While locked, sign-ins for it are answered 429 without checking the
 * password, from any address, whether or not an account has the email. A success ends the count; so
 * does a completed password reset (a reset request is never held back by it). Counts untouched for
 * FORGET_AFTER_HOURS are pruned. Times are the database's, so every process sees the same lock.
 */
export const FREE_FAILURES = 5;
export const FIRST_LOCK_SECONDS = 30;
export const MAX_LOCK_SECONDS = 15 * 60;
export const FORGET_AFTER_HOURS = 24;

export const THROTTLED_MESSAGE =
  'Too many failed sign-ins for this email. Please try again later, or reset your password.';

/** The key of an email: what the customer lookup compares (lower case), without surrounding spaces. */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

const throttled = (seconds: number) => retryLater(429, 'SIGN_IN_THROTTLED', THROTTLED_MESSAGE, seconds);

const isLocked = sql<boolean>`locked_until > now()`;
const secondsLeft = sql<number>`ceil(extract(epoch from locked_until - now()))::int`.as('seconds');

/** Seconds the email stays locked, or undefined when it is not locked now. */
const lockedSeconds = async (db: Db, email: string): Promise<number | undefined> => {
  const row = await db
    .selectFrom('sign_in_throttle')
    .select(secondsLeft)
    .where('email', '=', email)
    .where(isLocked)
    .executeTakeFirst();
  return row?.seconds;
};

/** Before the password is checked: a locked email is refused here, its password never hashed. */
export async function assertSignInAllowed(db: Db, email: string): Promise<void> {
  const seconds = await lockedSeconds(db, email);
  if (seconds !== undefined) throw throttled(seconds);
}

// Doubling from the first lock, the exponent bounded so the arithmetic never overflows.
const failures = sql<number>`sign_in_throttle.failures + 1`;
const lockAfterFailure = sql<Date | null>`case when ${failures} >= ${sql.lit(FREE_FAILURES)}
  then now() + make_interval(secs => least(${sql.lit(FIRST_LOCK_SECONDS)} * power(2, least(${failures} - ${sql.lit(FREE_FAILURES)}, 16)), ${sql.lit(MAX_LOCK_SECONDS)}))
  end`;

/**
 * Counts a failed sign-in, in one statement (concurrent failures each count), which also prunes
 * counts forgotten by now. A failure while the email is locked (the lock came from failures that
 * finished while this one was checked) is not counted and is refused like a locked attempt.
 */
export async function recordFailedSignIn(db: Db, email: string): Promise<void> {
  const counted = await db
    .with('pruned', (qb) =>
      qb
        .deleteFrom('sign_in_throttle')
        .where('updated_at', '<', sql<Date>`now() - make_interval(hours => ${sql.lit(FORGET_AFTER_HOURS)})`)
        .where('email', '<>', email)
        .returning('email'),
    )
    .insertInto('sign_in_throttle')
    .values({ email, failures: 1, locked_until: null, updated_at: sql`now()` })
    .onConflict((oc) =>
      oc
        .column('email')
        .doUpdateSet({ failures, locked_until: lockAfterFailure, updated_at: sql`now()` })
        .where((eb) =>
          eb.or([
            eb('sign_in_throttle.locked_until', 'is', null),
            eb('sign_in_throttle.locked_until', '<=', sql<Date>`now()`),
          ]),
        ),
    )
    .returning('failures')
    .executeTakeFirst();
  if (!counted) throw throttled((await lockedSeconds(db, email)) ?? FIRST_LOCK_SECONDS);
}

/**
 * A right password ends the count, in one statement, unless a lock came while it was checked (failures
 * of the same email at the same time): then it is refused like any attempt during the lock.
 */
export async function recordSuccessfulSignIn(db: Db, email: string): Promise<void> {
  const lock = await db
    .with('cleared', (qb) =>
      qb
        .deleteFrom('sign_in_throttle')
        .where('email', '=', email)
        .where(sql<boolean>`not coalesce(${isLocked}, false)`)
        .returning('email'),
    )
    .selectFrom('sign_in_throttle')
    .select(secondsLeft)
    .where('email', '=', email)
    .where(isLocked)
    .executeTakeFirst();
  if (lock) throw throttled(lock.seconds);
}

/** A completed password reset: the owner proved the mailbox, so the count and any lock end. */
export async function forgetFailedSignIns(db: Db, email: string): Promise<void> {
  await db.deleteFrom('sign_in_throttle').where('email', '=', normaliseEmail(email)).execute();
}
