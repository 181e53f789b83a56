import { sql } from 'kysely';
import { hashingPool } from '../../src/lib/hashing-pool';
import { startTestApp, type TestApp } from '../helpers';

/** Per-account sign-in throttling (lib/sign-in-throttle.ts), on PGlite and on PostgreSQL. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

let address = 0;
/** Each call from a new address: the per-address limit never applies, only the account's count. */
const signIn = async (email: string, password: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/customer/login',
    remoteAddress: `10.20.${Math.floor(++address / 250)}.${(address % 250) + 1}`,
    headers: { 'x-api-key': 'storefront-web', 'content-type': 'application/json' },
    payload: JSON.stringify({ userId: email, password }),
  });
  return { status: res.statusCode, body: res.json(), retryAfter: Number(res.headers['retry-after'] ?? NaN) };
};

const countOf = (email: string) =>
  t.db
    .selectFrom('sign_in_throttle')
    .select(['failures', sql<number>`extract(epoch from locked_until - updated_at)::int`.as('lockSeconds')])
    .where('email', '=', email)
    .executeTakeFirst();

/** The lock runs out now (the database's clock is not ours to move). */
const expireLock = (email: string) =>
  t.db
    .updateTable('sign_in_throttle')
    .set({ locked_until: sql`now() - interval '1 second'` })
    .where('email', '=', email)
    .execute();

const failTimes = async (email: string, n: number) => {
  for (let i = 0; i < n; i++) expect((await signIn(email, `wrong-${i}`)).status).toBe(401);
};

const THROTTLED = {
  is_success: false,
  code: 'SIGN_IN_THROTTLED',
  message: 'Too many failed sign-ins for this email. Please try again later, or reset your password.',
};

describe('failed sign-ins in a row for one email', () => {
  it('lock it for 30 s after the 5th, from any address, known or not, with the same answer and no hashing', async () => {
    const buyer = await t.newCustomer({ skipSignIn: true });
    const ghost = `ghost-${Date.now()}@example.com`;
    const hashes = jest.spyOn(hashingPool, 'hash');
    for (const email of [buyer.email, ghost]) {
      await failTimes(email, 4);
      // Written another way, it is the same email.
      expect((await signIn(` ${email.toUpperCase()} `, 'wrong-5')).status).toBe(401);
    }
    // Each failure was a real check, the made-up email's too (against a stand-in hash).
    expect(hashes.mock.calls.filter(([, , , , who]) => who).length).toBe(10);
    hashes.mockClear();
    const known = await signIn(buyer.email, 'still-wrong');
    const unknown = await signIn(ghost, 'still-wrong');
    const rightPassword = await signIn(buyer.email, 'Password123');
    expect(hashes).not.toHaveBeenCalled();
    hashes.mockRestore();
    for (const locked of [known, unknown, rightPassword]) {
      expect(locked).toMatchObject({ status: 429, body: THROTTLED });
      expect(locked.retryAfter).toBeGreaterThanOrEqual(20);
      expect(locked.retryAfter).toBeLessThanOrEqual(30);
    }
    expect(known.body).toEqual(unknown.body);
    // Attempts during the lock are not counted: they neither lengthen it nor move it along.
    expect(await countOf(buyer.email.toLowerCase())).toEqual({ failures: 5, lockSeconds: 30 });
    expect(await countOf(ghost)).toEqual({ failures: 5, lockSeconds: 30 });
  });

  it('lock it longer after each further failure: 30 s doubling, at most 15 minutes', async () => {
    const email = `doubling-${Date.now()}@example.com`;
    await failTimes(email, 5);
    const locks = [(await countOf(email))!.lockSeconds];
    for (let failure = 6; failure <= 12; failure++) {
      await expireLock(email);
      expect((await signIn(email, 'wrong')).status).toBe(401);
      locks.push((await countOf(email))!.lockSeconds);
      const next = await signIn(email, 'wrong');
      expect(next.status).toBe(429);
      expect(next.retryAfter).toBeLessThanOrEqual(locks.at(-1)!);
      expect(next.retryAfter).toBeGreaterThan(locks.at(-1)! - 10);
    }
    expect(locks).toEqual([30, 60, 120, 240, 480, 900, 900, 900]);
  });

  it('are forgotten after a success: the count starts again', async () => {
    const buyer = await t.newCustomer({ skipSignIn: true });
    await failTimes(buyer.email, 4);
    expect((await signIn(buyer.email, 'Password123')).status).toBe(200);
    expect(await countOf(buyer.email)).toBeUndefined();
    await failTimes(buyer.email, 4);
    expect((await signIn(buyer.email, 'Password123')).status).toBe(200);
    // Past a lock, the right password signs in and ends the count.
    await failTimes(buyer.email, 5);
    expect((await signIn(buyer.email, 'Password123')).status).toBe(429);
    await expireLock(buyer.email);
    expect((await signIn(buyer.email, 'Password123')).status).toBe(200);
    expect(await countOf(buyer.email)).toBeUndefined();
  });

  it('at the same time are each counted once: 8 at once make 5 failures and a lock, the rest refused', async () => {
    const email = `at-once-${Date.now()}@example.com`;
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => signIn(email, `wrong-${i}`)));
    expect(answers.map((a) => a.status).sort()).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    expect(await countOf(email)).toEqual({ failures: 5, lockSeconds: 30 });
  });

  it('leave the owner free to reset the password, and a completed reset ends the lock', async () => {
    const buyer = await t.newCustomer({ skipSignIn: true });
    await failTimes(buyer.email, 5);
    expect((await signIn(buyer.email, 'Password123')).status).toBe(429);
    const mailsBefore = t.outbox().length;
    const asked = await t.post('/customer/request-password-reset', { body: { email: buyer.email } });
    expect(asked.status).toBe(200);
    await t.settled();
    const mail = t
      .outbox()
      .slice(mailsBefore)
      .join('')
      .replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=');
    const token = /token=([\w-]+)/.exec(mail)![1]!;
    const reset = await t.post('/customer/reset-password', { body: { token, newPassword: 'NewPassword456' } });
    expect(reset.status).toBe(200);
    expect(await countOf(buyer.email)).toBeUndefined();
    expect((await signIn(buyer.email, 'NewPassword456')).status).toBe(200);
  });

  it('are pruned a day after the last one, so made-up emails cannot fill the table', async () => {
    const stale = ['old-1@example.com', 'old-2@example.com'];
    for (const email of stale)
      await t.db
        .insertInto('sign_in_throttle')
        .values({ email, failures: 3, locked_until: null, updated_at: sql`now() - interval '25 hours'` })
        .execute();
    await t.db
      .insertInto('sign_in_throttle')
      .values({
        email: 'recent@example.com',
        failures: 3,
        locked_until: null,
        updated_at: sql`now() - interval '23 hours'`,
      })
      .execute();
    expect((await signIn('someone-else@example.com', 'wrong')).status).toBe(401);
    const left = await t.db
      .selectFrom('sign_in_throttle')
      .select('email')
      .where('email', 'in', [...stale, 'recent@example.com'])
      .execute();
    expect(left).toEqual([{ email: 'recent@example.com' }]);
  });
});
