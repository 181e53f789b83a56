import type { FastifyRequest } from 'fastify';
import type { Caller, Deps } from '../deps';
import { verifySession } from '../lib/jwt';

const callerCache = new WeakMap<FastifyRequest, Caller | null>();

/**
 * Approved callers recently read, per database handle, by customer id (with the token version they were
 * read for), so a burst of catalogue reads does not select the same customer row on every request.
 * - A change in this process (password change or reset, approval or rejection, profile edit) forgets the
 *   customer at once (forgetCaller), so "a password change ends other sessions" holds immediately.
 * - A change made by another process (a second API instance, the admin CLI writing to PostgreSQL) is seen
 *   after at most `callerCacheMs` (2 s by default): the cross-process bound.
 * - At most MAX_CALLERS entries; the oldest go first.
 */
const MAX_CALLERS = 10_000;
interface KnownCaller {
  caller: Caller;
  expires: number;
}
const known = new WeakMap<object, Map<number, KnownCaller>>();

export function forgetCaller(db: object, customerId: number): void {
  known.get(db)?.delete(customerId);
}

function rememberCaller(db: object, caller: Caller, ttlMs: number): void {
  let callers = known.get(db);
  if (!callers) {
    callers = new Map();
    known.set(db, callers);
  }
  callers.delete(caller.id);
  callers.set(caller.id, { caller, expires: Date.now() + ttlMs });
  if (callers.size > MAX_CALLERS) callers.delete(callers.keys().next().value!);
}

function knownCaller(db: object, id: number, tokenVersion: number): Caller | null {
  const hit = known.get(db)?.get(id);
  return hit && hit.expires > Date.now() && hit.caller.tokenVersion === tokenVersion ? hit.caller : null;
}

/**
 * The caller of a request: a valid bearer token whose customer is approved and whose token version
 * is current (a password change or reset bumps it). Anything else is no caller.
 */
export async function authenticate(request: FastifyRequest, deps: Deps): Promise<Caller | null> {
  if (callerCache.has(request)) return callerCache.get(request) ?? null;
  const header = request.headers.authorization ?? '';
  const token = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
  let caller: Caller | null = null;
  const claims = token && token !== 'null' ? verifySession(token, deps.config.jwtSecret) : null;
  const ttlMs = deps.config.callerCacheMs;
  if (claims) caller = ttlMs > 0 ? knownCaller(deps.db, Number(claims.sub), claims.tv) : null;
  if (claims && !caller) {
    const row = await deps.db
      .selectFrom('customers')
      .select(['id', 'email', 'price_lev', 'token_version', 'status'])
      .where('id', '=', Number(claims.sub))
      .executeTakeFirst();
    if (row && row.status === 'approved' && row.token_version === claims.tv) {
      caller = { id: row.id, email: row.email, priceLev: row.price_lev, tokenVersion: row.token_version };
      if (ttlMs > 0) rememberCaller(deps.db, caller, ttlMs);
    }
  }
  callerCache.set(request, caller);
  return caller;
}
