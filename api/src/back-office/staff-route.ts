import type { CallContract } from '@storefront/shared-kernel/contracts';
import type { StaffRole } from '@storefront/shared-kernel/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Deps } from '../deps';
import { forbidden, unauthorized } from '../lib/errors';
import { assertNoNulCharacters, toValidationError } from '../lib/route';
import { staffOfRequest, type StaffCaller } from './staff-token';

export interface StaffRouteContext {
  staff: StaffCaller;
  deps: Deps;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface StaffRouteOptions {
  /** The roles the call is for (STAFF_AREAS of the kernel's staff-roles). Every staff call names them. */
  roles: readonly StaffRole[];
  /** Requests per minute per client. */
  rateLimit?: number;
  /**
   * Reads the input itself (a multipart upload, streamed to disk); otherwise the query (GET) or JSON body.
   * Called once the caller is known to be a member of an allowed role.
   */
  readInput?: (request: FastifyRequest, staff: StaffCaller) => Promise<unknown>;
}

/**
 * The roles each staff call allows, by method and path: the role matrix test and the OpenAPI document
 * read it, so a call registered without its roles cannot exist.
 */
export const STAFF_CALL_ROLES = new Map<string, readonly StaffRole[]>();

const NO_SESSION = 'Please sign in to the back office.';
const NOT_YOUR_ROLE = 'Your role does not allow this.';

/**
 * Registers one back-office call: a staff token of an active member (401 otherwise, saying nothing of
 * why), a role the call allows (403), then the input validated by the contract and the answer shaped
 * by it, as a buyer's call (lib/route.ts). Never cached by a browser or proxy.
 */
export function defineStaffRoute<C extends CallContract>(
  app: FastifyInstance,
  deps: Deps,
  call: C,
  options: StaffRouteOptions,
  handler: (input: z.output<C['request']>, ctx: StaffRouteContext) => Promise<z.input<C['response']>>,
): void {
  registerStaffCall(app, deps, call, options, async (input, ctx) => call.response.parse(await handler(input, ctx)));
}

/**
 * A back-office call that answers something other than JSON (a CSV export): guarded and validated the
 * same way; the handler sends the reply itself.
 */
export function defineStaffDownload<C extends CallContract>(
  app: FastifyInstance,
  deps: Deps,
  call: C,
  options: StaffRouteOptions,
  handler: (input: z.output<C['request']>, ctx: StaffRouteContext) => Promise<void>,
): void {
  registerStaffCall(app, deps, call, options, async (input, ctx) => {
    await handler(input, ctx);
    return ctx.reply;
  });
}

function registerStaffCall<C extends CallContract>(
  app: FastifyInstance,
  deps: Deps,
  call: C,
  options: StaffRouteOptions,
  run: (input: z.output<C['request']>, ctx: StaffRouteContext) => Promise<unknown>,
): void {
  STAFF_CALL_ROLES.set(`${call.method} ${call.path}`, options.roles);
  app.route({
    method: call.method,
    url: call.path,
    config: {
      auth: 'staff',
      ...(options.rateLimit ? { rateLimit: { max: options.rateLimit, timeWindow: '1 minute' } } : {}),
    },
    handler: async (request, reply) => {
      const staff = await staffOfRequest(request, deps);
      if (!staff) throw unauthorized(NO_SESSION, 'STAFF_SESSION_REQUIRED');
      if (!options.roles.includes(staff.role)) throw forbidden(NOT_YOUR_ROLE, 'ROLE_NOT_ALLOWED');
      const raw = options.readInput
        ? await options.readInput(request, staff)
        : call.method === 'GET'
          ? request.query
          : (request.body ?? {});
      assertNoNulCharacters(raw);
      const parsed = call.request.safeParse(raw);
      if (!parsed.success) throw toValidationError(parsed.error);
      reply.header('cache-control', 'no-store');
      return run(parsed.data as z.output<C['request']>, { staff, deps, request, reply });
    },
  });
}
