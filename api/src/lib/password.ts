import crypto from 'node:crypto';
import type { Requester } from './fair-queue';
import { hashingPool } from './hashing-pool';

/**
 * Hashed off the request thread at low CPU priority, a few at a time, clients taking turns
 * (hashing-pool.ts). `who` is the request's client and account; none for the process's own work.
 */
const scrypt = (password: string, salt: Buffer, keylen: number, options: crypto.ScryptOptions, who?: Requester) =>
  hashingPool.hash(password, salt, keylen, options, who);

// OWASP's scrypt minimum: N=2^17, r=8, p=1 (128 MiB). maxmem must allow 128*N*r bytes plus slack.
let PARAMS = { N: 2 ** 17, r: 8, p: 1 };
let dummyHash: Promise<string> | undefined;

type ScryptParams = typeof PARAMS;

/** Tests lower the cost to keep the suite fast; stored hashes carry their own parameters. */
export const setPasswordHashCost = (params: ScryptParams): void => {
  PARAMS = params;
  dummyHash = undefined; // an unknown email must cost what a real account's check costs
};
const KEYLEN = 32;
const maxmem = (n: number, r: number) => 128 * n * r * 2;

/** `scrypt$N$r$p$salt$hash`, so parameters can be raised later without breaking stored hashes. */
export async function hashPassword(
  password: string,
  { who, params = PARAMS }: { who?: Requester; params?: ScryptParams } = {},
): Promise<string> {
  const salt = crypto.randomBytes(16);
  const hash = await scrypt(password, salt, KEYLEN, { ...params, maxmem: maxmem(params.N, params.r) }, who);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string, who?: Requester): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const N = Number(n);
  const R = Number(r);
  const expected = Buffer.from(hash, 'base64url');
  const options = { N, r: R, p: Number(p), maxmem: maxmem(N, R) };
  const actual = await scrypt(password, Buffer.from(salt, 'base64url'), expected.length, options, who);
  return crypto.timingSafeEqual(actual, expected);
}

/** A hash to compare against when the account does not exist, so timing does not reveal it. */
export const dummyPasswordHash = (): Promise<string> => (dummyHash ??= hashPassword('not-a-real-password'));
