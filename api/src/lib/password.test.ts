import { hashingPool } from './hashing-pool';
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

  // Login isolation (docs/performance.md): hashing must yield the cores to the requests being served.
  (process.platform === 'linux' ? it : it.skip)('hashes on threads at the lowest CPU priority', async () => {
    expect(await hashingPool.priority()).toBe(19);
  });
});
