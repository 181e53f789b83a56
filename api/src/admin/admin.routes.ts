import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../deps';
import { forbidden } from '../lib/errors';
import { toValidationError } from '../lib/route';
import { tokensMatch, type AdminChannel } from './admin-channel';
import { carryOut, commandSchemas } from './admin-commands';
import type { RemoteCommand } from './admin-remote';
import { addCoupon, couponInputSchema } from './coupon-commands';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * A caller on this machine: loopback, or calling from the very address it called (a server listening
 * on one network address only, which the admin CLI then calls from that address).
 */
export const isThisMachine = (remote: string | undefined, local: string | undefined): boolean =>
  LOOPBACK.has(remote ?? '') || (remote !== undefined && remote === local);
const couponCodeSchema = z.object({
  code: z.string({ error: 'A code is required' }).trim().min(1, 'A code is required'),
});

const parsedBody = <T extends z.ZodType>(schema: T, body: unknown): z.output<T> => {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw toValidationError(parsed.error);
  return parsed.data;
};

/**
 * The admin CLI's commands, run by the server that owns the embedded database (see admin-channel).
 * Not part of the storefront's API: loopback callers with the channel's token only.
 */
export function adminRoutes(api: FastifyInstance, deps: Deps, channel: () => AdminChannel | null): void {
  // A context of their own: the guard runs for these routes as the router matched them. A check of the
  // raw URL was passed by a percent-encoded path (`/api/%61dmin/…`), which the router decodes.
  void api.register(
    async (admin) => {
      admin.addHook('onRequest', async (request) => {
        const current = channel();
        if (
          !current ||
          !isThisMachine(request.socket.remoteAddress, request.socket.localAddress) ||
          !tokensMatch(request.headers['x-admin-token'], current.token)
        ) {
          throw forbidden();
        }
      });
      const run = (request: RemoteCommand) =>
        carryOut(deps, request).then((answer) => ({ is_success: true, ...answer }));
      admin.get('/pending', () => run({ command: 'list-pending' }));
      admin.post('/approve', (request) =>
        run({ command: 'approve', ...parsedBody(commandSchemas.approve, request.body) }),
      );
      admin.post('/reject', (request) =>
        run({ command: 'reject', ...parsedBody(commandSchemas.reject, request.body) }),
      );
      // The store's discount codes (coupon-add, coupon-list, coupon-disable).
      admin.get('/coupons', () => run({ command: 'coupon-list' }));
      admin.post('/coupons', async (request) => ({
        is_success: true,
        added: await addCoupon(deps.db, parsedBody(couponInputSchema, request.body)),
      }));
      admin.post('/coupons/disable', (request) =>
        run({ command: 'coupon-disable', code: parsedBody(couponCodeSchema, request.body).code }),
      );
      // Staff members (staff-add, staff-list, staff-disable; docs/product.md §13.1).
      admin.get('/staff', () => run({ command: 'staff-list' }));
      admin.post('/staff', (request) =>
        run({ command: 'staff-add', ...parsedBody(commandSchemas.staffAdd, request.body) }),
      );
      admin.post('/staff/disable', (request) =>
        run({ command: 'staff-disable', ...parsedBody(commandSchemas.staffDisable, request.body) }),
      );
    },
    { prefix: '/cli' },
  );
}
