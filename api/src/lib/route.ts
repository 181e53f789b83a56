import type { CallContract } from '@storefront/shared-kernel/contracts';
import { GUEST_ID_CUSTOMER } from '@storefront/shared-kernel/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Caller, Deps } from '../deps';
import { authenticate, presentsToken } from '../plugins/auth';
import { AccountLimiter } from './account-limit';
import { answerCacheOf } from './answer-cache';
import { badRequest, forbidden, unauthorized } from './errors';

export type AuthMode = 'required' | 'optional' | 'none';

export interface RouteContext<A extends AuthMode> {
  caller: A extends 'required' ? Caller : Caller | null;
  deps: Deps;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface RouteOptions {
  auth: AuthMode;
  /** Requests per minute per client for this call (sign-in, reset requests). */
  rateLimit?: number;
  /** Also limit per account: the key (an email, a customer id) an attempt counts against, per minute. */
  accountLimit?: { max: number; key: (input: never, caller: Caller | null) => string | undefined };
  /** Public answers the same for everyone (menu, banners, content): cacheable this many seconds. */
  cacheSeconds?: number;
  /**
   * The answer is the same for every caller of one price level (catalogue reads): kept briefly as its
   * serialized body (lib/answer-cache.ts). `key` names what the answer depends on besides the price
   * level; null means this request is not kept.
   */
  sharedAnswer?: { key: (input: never) => string | null };
  /** Reads the input itself (multipart); otherwise the query (GET) or JSON body (POST). */
  readInput?: (request: FastifyRequest) => Promise<unknown>;
}

/** Turns zod issues into `{ field: [messages] }` and one message for an alert. */
export const toValidationError = (error: z.ZodError) => {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    (fields[key] ??= []).push(issue.message);
  }
  return badRequest(error.issues[0]?.message ?? 'Invalid request', fields);
};

const CUSTOMER_KEYS = ['idCustomer', 'idVC'];

/**
 * Identity comes from the token: a customer id named anywhere in the input (top level or one level
 * down, e.g. csInfo.idCustomer) must be the caller's own.
 */
const assertOwnCustomerIds = (input: unknown, caller: Caller): void => {
  const check = (value: unknown) => {
    if (!value || typeof value !== 'object') return;
    for (const key of CUSTOMER_KEYS) {
      const id = (value as Record<string, unknown>)[key];
      // The guest id (214) is what a client sends before its user store catches up with a sign-in:
      // it names nobody (real ids start at 1001), so it is ignored rather than refused.
      if (id === undefined || id === null || Number(id) === GUEST_ID_CUSTOMER) continue;
      if (Number(id) !== caller.id) throw forbidden();
    }
  };
  check(input);
  if (input && typeof input === 'object') for (const nested of Object.values(input)) check(nested);
};

/**
 * PostgreSQL text cannot hold a NUL character, and no form field needs one: a NUL anywhere in the
 * input is refused with 400 naming the field, before it can reach a query and fail there as a 500.
 * Half of a surrogate pair (JSON's "\ud800") is no character at all: stored, it would silently read
 * back as U+FFFD, so different inputs would become the same text. It is refused the same way.
 */
// With the u flag a pair reads as one code point, so only a half standing alone is a surrogate here.
const LONE_SURROGATE = /\p{Cs}/u;

export const assertNoNulCharacters = (input: unknown, path: string[] = []): void => {
  if (typeof input === 'string') {
    if (input.includes('\u0000') || LONE_SURROGATE.test(input)) {
      const field = path.join('.') || '_';
      throw badRequest(`${field} contains a character that is not allowed`, {
        [field]: ['contains a character that is not allowed'],
      });
    }
  } else if (input && typeof input === 'object' && path.length < 8) {
    for (const [key, value] of Object.entries(input)) assertNoNulCharacters(value, [...path, key]);
  }
};

const sessionExpired = () => unauthorized('Your session has expired. Please sign in again.', 'SESSION_EXPIRED');

/** Registers one call of a contract: validate the input, resolve the caller, run, shape the answer. */
export function defineRoute<C extends CallContract, A extends AuthMode>(
  app: FastifyInstance,
  deps: Deps,
  call: C,
  options: RouteOptions & { auth: A },
  handler: (input: z.output<C['request']>, ctx: RouteContext<A>) => Promise<z.input<C['response']>>,
): void {
  const accountLimiter = options.accountLimit ? new AccountLimiter(options.accountLimit.max) : null;
  app.route({
    method: call.method,
    url: call.path,
    // `auth` travels with the route so the API's OpenAPI document says which calls need a session.
    config: {
      auth: options.auth,
      ...(options.rateLimit ? { rateLimit: { max: options.rateLimit, timeWindow: '1 minute' } } : {}),
    },
    handler: async (request, reply) => {
      let caller: Caller | null = null;
      if (options.auth !== 'none') {
        caller = await authenticate(request, deps);
        // docs/product.md §10.2: a token the server no longer takes (expired, ended by a new password, the
        // account rejected) is removed and the buyer sent home, on every call, open ones too. Answered
        // as a visitor instead, a client that still thinks itself signed in would show neither prices
        // nor 'Login to see price'.
        if (!caller && presentsToken(request)) throw sessionExpired();
        if (!caller && options.auth === 'required') throw unauthorized();
      }
      const raw = options.readInput
        ? await options.readInput(request)
        : call.method === 'GET'
          ? request.query
          : (request.body ?? {});
      assertNoNulCharacters(raw);
      const parsed = call.request.safeParse(raw);
      if (!parsed.success) throw toValidationError(parsed.error);
      if (caller) assertOwnCustomerIds(parsed.data, caller);
      if (accountLimiter) {
        const key = options.accountLimit!.key(parsed.data as never, caller);
        if (key) accountLimiter.hit(key.toLowerCase());
      }
      // Anything that can carry prices or personal data is never stored by a browser or proxy.
      reply.header('cache-control', options.cacheSeconds ? `public, max-age=${options.cacheSeconds}` : 'no-store');
      const ctx = { caller, deps, request, reply } as RouteContext<A>;
      // Parsing the answer strips anything the contract does not name, so no column leaks by accident.
      const answer = async () => call.response.parse(await handler(parsed.data as z.output<C['request']>, ctx));
      const sharedKey = options.sharedAnswer?.key(parsed.data as never);
      if (sharedKey === undefined || sharedKey === null) return answer();
      // Visitors (no prices) and each price level have their own answers; a hit skips the query, the
      // validation of the answer and its serialization.
      const level = caller ? `level-${caller.priceLev}` : 'visitor';
      const cache = answerCacheOf(deps.db, {
        ttlMs: deps.config.answerCacheMs,
        maxEntries: deps.config.answerCacheEntries,
      });
      const body = await cache.get(`${call.path}|${level}|${sharedKey}`, async () => JSON.stringify(await answer()));
      return reply.type('application/json; charset=utf-8').send(body);
    },
  });
}
