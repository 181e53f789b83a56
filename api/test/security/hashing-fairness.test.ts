import { hashPassword, setPasswordHashCost } from '../../src/lib/password';
import { startTestApp, type TestApp } from '../helpers';

/**
 * Password hashing is shared by sign-in, registration, reset and password change (lib/hashing-pool.ts):
 * one address's flood must not hold up another address's sign-in (issue 34: 45 made-up sign-ins made
 * a real buyer wait 26.6 s).
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ authRateLimit: 10_000 });
});
afterAll(async () => {
  setPasswordHashCost({ N: 1024, r: 8, p: 1 });
  await t?.close();
});

const signIn = async (from: string, email: string, password: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/customer/login',
    remoteAddress: from,
    headers: { 'x-api-key': 'storefront-web', 'content-type': 'application/json' },
    payload: JSON.stringify({ userId: email, password }),
  });
  return { status: res.statusCode, body: res.json(), retryAfter: res.headers['retry-after'] };
};

/** What one hash costs now, timed after a first one has started the hasher. */
const timeOneHash = async () => {
  await hashPassword('warm-up');
  const started = performance.now();
  await hashPassword('timed');
  return performance.now() - started;
};

/**
 * The cheapest cost at which one hash takes at least 100 ms on this machine as loaded now (about
 * 100-300 ms: the production cost takes ~0.3 s here idle, ~1 s on a busy small server).
 */
const slowHashes = async () => {
  for (let N = 2 ** 13; ; N *= 2) {
    setPasswordHashCost({ N, r: 8, p: 1 });
    const hashMs = await timeOneHash();
    if (hashMs >= 100 || N >= 2 ** 16) return hashMs;
  }
};

it("a flood of sign-ins from one address does not hold up another address's sign-in", async () => {
  const hashMs = await slowHashes();
  const buyer = await t.newCustomer({ skipSignIn: true });
  // Enough made-up sign-ins that served first come, first served they would keep the buyer >= 5 s.
  const floodSize = Math.min(100, Math.max(20, Math.ceil(5000 / hashMs)));
  const flood = Array.from({ length: floodSize }, (_, i) => signIn('10.66.0.1', `made-up-${i}@example.com`, 'guess'));
  // The first answer means the flood is in: before it, all of it reached the hashing queue.
  await Promise.race(flood);

  const asked = performance.now();
  const answer = await signIn('10.77.0.1', buyer.email, 'Password123');
  const waited = performance.now() - asked;
  expect(answer.status).toBe(200);
  expect(waited).toBeLessThan(2000);

  // The flood got its turns and no more: the rest was refused at once, with when to come back.
  const answers = await Promise.all(flood);
  const refused = answers.filter((a) => a.status === 429);
  expect(refused.length).toBeGreaterThan(0);
  expect(answers.every((a) => a.status === 401 || a.status === 429)).toBe(true);
  for (const r of refused) {
    expect(r.body).toEqual({
      is_success: false,
      code: 'RATE_LIMITED',
      message: 'Too many requests at once. Please try again in a few seconds.',
    });
    expect(Number(r.retryAfter)).toBeGreaterThanOrEqual(1);
  }
});
