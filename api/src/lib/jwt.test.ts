import crypto from 'node:crypto';
import { signSession, verifySession } from './jwt';

const SECRET = 'a-test-secret-a-test-secret-a-test';

describe('HS256 session tokens', () => {
  it('round-trips the customer id and token version with exp in seconds', () => {
    const { token, exp } = signSession(1001, 3, SECRET, 3600, 1_700_000_000);
    expect(exp).toBe(1_700_003_600);
    expect(verifySession(token, SECRET, 1_700_000_100)).toEqual({ sub: '1001', tv: 3, iat: 1_700_000_000, exp });
  });

  it('is a standard JWT any HS256 library can check', () => {
    const { token } = signSession(7, 1, SECRET, 60);
    const [header, payload, signature] = token.split('.');
    expect(JSON.parse(Buffer.from(header!, 'base64url').toString())).toEqual({ alg: 'HS256', typ: 'JWT' });
    const expected = crypto.createHmac('sha256', SECRET).update(`${header}.${payload}`).digest('base64url');
    expect(signature).toBe(expected);
  });

  it('refuses expired, tampered, foreign, alg:none and malformed tokens', () => {
    const { token } = signSession(1001, 1, SECRET, 60, 1_000);
    expect(verifySession(token, SECRET, 1_060)).toBeNull();
    expect(verifySession(token, 'another-secret', 1_010)).toBeNull();
    const [h, p, s] = token.split('.') as [string, string, string];
    const forged = Buffer.from(JSON.stringify({ sub: '1', tv: 1, iat: 1_000, exp: 9_999_999_999 })).toString(
      'base64url',
    );
    expect(verifySession(`${h}.${forged}.${s}`, SECRET, 1_010)).toBeNull();
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    expect(verifySession(`${none}.${p}.`, SECRET, 1_010)).toBeNull();
    expect(verifySession('null', SECRET)).toBeNull();
    expect(verifySession('a.b.c', SECRET)).toBeNull();
  });

  it('checks a token it has seen before as strictly: expiry, secret and signature', () => {
    const { token } = signSession(1001, 1, SECRET, 60, 2_000);
    expect(verifySession(token, SECRET, 2_010)?.sub).toBe('1001');
    // Seen and kept: still refused once expired, and under another secret.
    expect(verifySession(token, SECRET, 2_060)).toBeNull();
    expect(verifySession(token, 'another-secret', 2_010)).toBeNull();
    expect(verifySession(token, SECRET, 2_010)?.sub).toBe('1001');
    // A signature changed in its last character is another token: checked, refused.
    const flipped = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect(verifySession(flipped, SECRET, 2_010)).toBeNull();
  });

  it('keeps the claims it answers from being changed by a caller', () => {
    const { token } = signSession(5, 2, SECRET, 60, 3_000);
    const claims = verifySession(token, SECRET, 3_010)!;
    expect(() => Object.assign(claims, { sub: '6' })).toThrow();
    expect(verifySession(token, SECRET, 3_010)?.sub).toBe('5');
  });
});
