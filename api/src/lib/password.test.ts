import crypto from 'node:crypto';
import { HashingPool, hashingPool } from './hashing-pool';
import { hashPassword, setPasswordHashCost, verifyPassword } from './password';

describe('scrypt passwords', () => {
  beforeAll(() => setPasswordHashCost({ N: 1024, r: 8, p: 1 }));

  it('hashes with a salt and verifies', async () => {
    const a = await hashPassword('correct horse');
    const b = await hashPassword('correct horse');
    expect(a).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('correct horse');
    expect(await verifyPassword('correct horse', a)).toBe(true);
    expect(await verifyPassword('wrong horse', a)).toBe(false);
    expect(await verifyPassword('x', 'not-a-hash')).toBe(false);
  });

  it('keeps verifying hashes made with other parameters', async () => {
    const strong = await hashPassword('pw-strong-1', { params: { N: 2048, r: 8, p: 1 } });
    expect(await verifyPassword('pw-strong-1', strong)).toBe(true);
  });

  it('more sign-ins at once than hashers: each waits its turn and gets its own answer', async () => {
    const passwords = Array.from({ length: 7 }, (_, i) => `password-${i}`);
    const hashes = await Promise.all(passwords.map((pw) => hashPassword(pw)));
    const checks = await Promise.all(passwords.map((pw, i) => verifyPassword(pw, hashes[(i + 1) % 7]!)));
    expect(checks).toEqual(passwords.map(() => false));
    expect(await Promise.all(passwords.map((pw, i) => verifyPassword(pw, hashes[i]!)))).toEqual(
      passwords.map(() => true),
    );
  });

  it("answers a hash past a client's share 429 and past the pool's room 503, each with Retry-After", async () => {
    const pool = new HashingPool({ workers: 1, perClient: 1, total: 2, maxWaitMs: 60_000, initialServiceMs: 100 });
    const options = { N: 1024, r: 8, p: 1, maxmem: 128 * 1024 * 8 * 2 };
    const hash = (client: string) =>
      pool.hash('pw', crypto.randomBytes(16), 32, options, { client, account: 'someone@example.com' });
    const running = hash('a');
    const waiting = [hash('a'), hash('b')];
    await expect(hash('a')).rejects.toMatchObject({ statusCode: 429, code: 'RATE_LIMITED', retryAfterSeconds: 1 });
    await expect(hash('c')).rejects.toMatchObject({ statusCode: 503, code: 'SERVICE_BUSY', retryAfterSeconds: 1 });
    // Work of the process itself is never refused.
    const own = pool.hash('pw', crypto.randomBytes(16), 32, options);
    for (const done of await Promise.all([running, ...waiting, own])) expect(done).toHaveLength(32);
    expect(pool.waiting).toBe(0);
  });

  // Login isolation (docs/performance.md §6): hashing must yield the cores to the requests being served.
  (process.platform === 'linux' ? it : it.skip)('hashes on threads at the lowest CPU priority', async () => {
    expect(await hashingPool.priority()).toBe(19);
  });
});
