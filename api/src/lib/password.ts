import crypto from 'node:crypto';
import { hashingPool } from './hashing-pool';

/** Hashed off the request thread at low CPU priority, a few at a time (hashing-pool.ts). */
const scrypt = (password: string, salt: Buffer, keylen: number, options: crypto.ScryptOptions) =>
  hashingPool.hash(password, salt, keylen, options);

// OWASP's scrypt minimum: N=2^17, r=8, p=1 (128 MiB). maxmem must allow 128*N*r bytes plus slack.
let PARAMS = { N: 2 ** 17, r: 8, p: 1 };

/** Tests lower the cost to keep the suite fast; stored hashes carry their own parameters. */
export const setPasswordHashCost = (params: { N: number; r: number; p: number }): void => {
  PARAMS = params;
};
const KEYLEN = 32;
const maxmem = (n: number, r: number) => 128 * n * r * 2;

/** `scrypt$N$r$p$salt$hash`, so parameters can be raised later without breaking stored hashes. */
export async function hashPassword(password: string, params = PARAMS): Promise<string> {
  const salt = crypto.randomBytes(16);
  const hash = await scrypt(password, salt, KEYLEN, { ...params, maxmem: maxmem(params.N, params.r) });
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const N = Number(n);
  const R = Number(r);
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scrypt(password, Buffer.from(salt, 'base64url'), expected.length, {
    N,
    r: R,
    p: Number(p),
    maxmem: maxmem(N, R),
  });
  return crypto.timingSafeEqual(actual, expected);
}

/** A hash to compare against when the account does not exist, so timing does not reveal it. */
let dummyHash: Promise<string> | undefined;
export const dummyPasswordHash = (): Promise<string> => (dummyHash ??= hashPassword('not-a-real-password'));
