import type { FastifyRequest } from 'fastify';
import type { Caller, Deps } from '../deps';
import { verifySession } from '../lib/jwt';

const callerCache = new WeakMap<FastifyRequest, Caller | null>();

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
  if (claims) {
    const row = await deps.db
      .selectFrom('customers')
      .select(['id', 'email', 'price_lev', 'token_version', 'status'])
      .where('id', '=', Number(claims.sub))
      .executeTakeFirst();
    if (row && row.status === 'approved' && row.token_version === claims.tv) {
      caller = { id: row.id, email: row.email, priceLev: row.price_lev, tokenVersion: row.token_version };
    }
  }
  callerCache.set(request, caller);
  return caller;
}
