import crypto from 'node:crypto';

/**
 * HS256 JWT with node:crypto. jose 6 is ESM-only and jest's CommonJS sandbox cannot load it, so the
 * few lines of HS256 live here; the format is standard, any JWT library can read these tokens.
 */
export interface SessionClaims {
  /** The customer id. */
  sub: string;
  /** Token version: a password change or reset bumps it and so ends older tokens. */
  tv: number;
  iat: number;
  exp: number;
  /**
   * Whose token: absent for a buyer's, `staff` for a back-office member's (back-office/staff-token.ts).
   * A token of one audience is never taken for the other: the audiences also sign with different keys.
   */
  aud?: 'staff';
}

const b64url = (input: Buffer | string): string => Buffer.from(input).toString('base64url');
const HEADER = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

const sign = (data: string, secret: string): string =>
  crypto.createHmac('sha256', secret).update(data).digest('base64url');

export const signSession = (
  customerId: number,
  tokenVersion: number,
  secret: string,
  ttlSeconds: number,
  now = Math.floor(Date.now() / 1000),
  audience?: 'staff',
): { token: string; exp: number } => {
  const claims: SessionClaims = {
    sub: String(customerId),
    tv: tokenVersion,
    iat: now,
    exp: now + ttlSeconds,
    ...(audience && { aud: audience }),
  };
  const body = `${HEADER}.${b64url(JSON.stringify(claims))}`;
  return { token: `${body}.${sign(body, secret)}`, exp: claims.exp };
};

/**
 * Tokens whose signature this process has checked, by secret: a buyer's every call carries the same token,
 * and its HMAC was the largest part of a cached catalogue read's own work (docs/performance.md §4).
 * Only tokens signed with the secret and of the right shape are kept; expiry is checked on every call.
 * At most MAX_VERIFIED per secret, the oldest dropped first.
 */
const MAX_VERIFIED = 10_000;
const verifiedBySecret = new Map<string, Map<string, Readonly<SessionClaims>>>();

/** The claims of a valid, unexpired token; null for anything else. */
export const verifySession = (
  token: string,
  secret: string,
  now = Math.floor(Date.now() / 1000),
  audience?: 'staff',
): Readonly<SessionClaims> | null => {
  let verified = verifiedBySecret.get(secret);
  if (!verified) verifiedBySecret.set(secret, (verified = new Map()));
  let claims = verified.get(token);
  if (!claims) {
    claims = signedClaims(token, secret) ?? undefined;
    if (!claims) return null;
    if (verified.size >= MAX_VERIFIED) verified.delete(verified.keys().next().value!);
    verified.set(token, claims);
  }
  return claims.exp > now && claims.aud === audience ? claims : null;
};

/** The claims of a token signed with the secret and of the right shape, expired or not. */
function signedClaims(token: string, secret: string): Readonly<SessionClaims> | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, signature] = parts as [string, string, string];
  if (header !== HEADER) return null; // only HS256, never "none"
  const expected = Buffer.from(sign(`${header}.${payload}`, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<SessionClaims>;
    if (typeof claims.exp !== 'number') return null;
    if (typeof claims.sub !== 'string' || typeof claims.tv !== 'number') return null;
    if (claims.aud !== undefined && claims.aud !== 'staff') return null;
    return Object.freeze(claims as SessionClaims);
  } catch {
    return null;
  }
}
