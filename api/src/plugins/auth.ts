import type { FastifyRequest } from 'fastify';
import type { Selectable } from 'kysely';
import type { Caller, Deps } from '../deps';
import type { CustomersTable } from '../db/schema';
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

/**
 * The columns of a customer's row that a page's user info shows (customer.service.ts `sessionUserOf`),
 * kept with the caller: a page drawn for a buyer (site/first-paint.ts) then reads no row before its
 * calls start. The password hash is not among them.
 */
const SESSION_COLUMNS = [
  'id',
  'email',
  'price_lev',
  'zipcode',
  'company_nm',
  'firstname',
  'lastname',
  'tel',
  'cell_phone',
  'fax',
  'receive_email',
  'sp_no',
] as const;
export type SessionRow = Pick<Selectable<CustomersTable>, (typeof SESSION_COLUMNS)[number]>;

/** A remembered customer: the caller, and the row their session's user info is drawn from. */
export interface SessionCustomer {
  caller: Caller;
  row: SessionRow;
}

const callersOf = (deps: Deps) =>
  answerCacheOf<SessionCustomer | null>(
    deps.db,
    { ttlMs: deps.config.callerCacheMs, maxEntries: MAX_CALLERS, keepOnStockChange: true, keepOnCatalogueChange: true },
    CALLERS,
  );

export function forgetCaller(db: object, customerId: number): void {
  existingCacheOf(db, CALLERS)?.delete(String(customerId));
}

/** The customer as a caller when approved, else null. */
async function readCustomer(deps: Deps, id: number): Promise<SessionCustomer | null> {
  const row = await deps.db
    .selectFrom('customers')
    .select([...SESSION_COLUMNS, 'token_version', 'status'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (row?.status !== 'approved') return null;
  const { token_version: tokenVersion, status: _approved, ...sessionRow } = row;
  return { caller: { id: row.id, email: row.email, priceLev: row.price_lev, tokenVersion }, row: sessionRow };
}

/**
 * The customer a session token names: valid, approved and its token version current (a password change
 * or reset bumps it). Anything else is nobody.
 */
export async function customerOfToken(token: string, deps: Deps): Promise<SessionCustomer | null> {
  const claims = token && token !== 'null' ? verifySession(token, deps.config.jwtSecret) : null;
  if (!claims) return null;
  const id = Number(claims.sub);
  const callers = callersOf(deps);
  const key = String(id);
  let customer = await callers.get(key, () => readCustomer(deps, id));
  // A token newer than the kept row (its version bumped by another process): read the row again once.
  // An older token is simply stale (ended by a password change or reset).
  if (customer && claims.tv > customer.caller.tokenVersion) {
    callers.delete(key);
    customer = await callers.get(key, () => readCustomer(deps, id));
  }
  return customer?.caller.tokenVersion === claims.tv ? customer : null;
}

/** The caller a session token names (customerOfToken), or null. */
export const callerOfToken = async (token: string, deps: Deps): Promise<Caller | null> =>
  (await customerOfToken(token, deps))?.caller ?? null;

const bearerTokenOf = (request: FastifyRequest): string => {
  const header = request.headers.authorization ?? '';
  return header.startsWith('Bearer ') ? header.slice(7).trim() : '';
};

/** Whether the request carries a session token at all (a client's 'null' is none), valid or not. */
export const presentsToken = (request: FastifyRequest): boolean => {
  const token = bearerTokenOf(request);
  return token !== '' && token !== 'null';
};

/** The caller of a request: the one its bearer token names (callerOfToken), read once per request. */
export async function authenticate(request: FastifyRequest, deps: Deps): Promise<Caller | null> {
  if (callerCache.has(request)) return callerCache.get(request) ?? null;
  const caller = await callerOfToken(bearerTokenOf(request), deps);
  callerCache.set(request, caller);
  return caller;
}
