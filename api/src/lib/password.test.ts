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
    const strong = await hashPassword('pw-strong-1', { N: 2048, r: 8, p: 1 });
    expect(await verifyPassword('pw-strong-1', strong)).toBe(true);
  });
});
