import type { FastifyRequest } from 'fastify';
import type { Caller, Deps } from '../deps';
import { answerCacheOf, existingCacheOf } from '../lib/answer-cache';
import { verifySession } from '../lib/jwt';

const callerCache = new WeakMap<FastifyRequest, Caller | null>();

/**
 * Callers recently read, per database handle, by customer id (lib/answer-cache.ts: concurrent reads of
 * one customer share one query), so a burst of catalogue reads does not select the same row each time.
 * - A change in this process (password change or reset, approval or rejection, profile edit) forgets the
 *   customer at once (forgetCaller), so "a password change ends other sessions" holds immediately.
 * - A change made by another process (a second API instance, the admin CLI writing to PostgreSQL) is seen
 *   after at most `callerCacheMs` (2 s by default): the cross-process bound.
 * - At most MAX_CALLERS entries; the least recently used go first.
 */
const MAX_CALLERS = 10_000;
const CALLERS = 'callers';

const callersOf = (deps: Deps) =>
  answerCacheOf<Caller | null>(
    deps.db,
    { ttlMs: deps.config.callerCacheMs, maxEntries: MAX_CALLERS, keepOnStockChange: true },
    CALLERS,
  );

export function forgetCaller(db: object, customerId: number): void {
  existingCacheOf(db, CALLERS)?.delete(String(customerId));
}

/** The customer as a caller when approved, else null. */
async function readCaller(deps: Deps, id: number): Promise<Caller | null> {
  const row = await deps.db
    .selectFrom('customers')
    .select(['id', 'email', 'price_lev', 'token_version', 'status'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.status === 'approved'
    ? { id: row.id, email: row.email, priceLev: row.price_lev, tokenVersion: row.token_version }
    : null;
}

/**
 * The caller a session token names: valid, its customer approved and its token version current (a
 * password change or reset bumps it). Anything else is no caller.
 */
export async function callerOfToken(token: string, deps: Deps): Promise<Caller | null> {
  const claims = token && token !== 'null' ? verifySession(token, deps.config.jwtSecret) : null;
  if (!claims) return null;
  const id = Number(claims.sub);
  const callers = callersOf(deps);
  const key = String(id);
  let caller = await callers.get(key, () => readCaller(deps, id));
  // A token newer than the kept row (its version bumped by another process): read the row again once.
  // An older token is simply stale (ended by a password change or reset).
  if (caller && claims.tv > caller.tokenVersion) {
    callers.delete(key);
    caller = await callers.get(key, () => readCaller(deps, id));
  }
  return caller?.tokenVersion === claims.tv ? caller : null;
}

/** The caller of a request: the one its bearer token names (callerOfToken), read once per request. */
export async function authenticate(request: FastifyRequest, deps: Deps): Promise<Caller | null> {
  if (callerCache.has(request)) return callerCache.get(request) ?? null;
  const header = request.headers.authorization ?? '';
  const caller = await callerOfToken(header.startsWith('Bearer ') ? header.slice(7).trim() : '', deps);
  callerCache.set(request, caller);
  return caller;
}
