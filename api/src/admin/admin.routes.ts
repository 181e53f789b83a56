import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../deps';
import { forbidden } from '../lib/errors';
import { toValidationError } from '../lib/route';
import { tokensMatch, type AdminChannel } from './admin-channel';
import { decide, listPending } from './admin.service';
import { addCoupon, couponInputSchema, disableCoupon, listCouponRows } from './coupon-commands';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * A caller on this machine: loopback, or calling from the very address it called (a server listening
 * on one network address only, which the admin CLI then calls from that address).
 */
export const isThisMachine = (remote: string | undefined, local: string | undefined): boolean =>
  LOOPBACK.has(remote ?? '') || (remote !== undefined && remote === local);
const decisionSchema = z.object({ email: z.string().trim().toLowerCase().email() });
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
      admin.get('/pending', async () => ({ is_success: true, pending: await listPending(deps.db) }));
      for (const status of ['approved', 'rejected'] as const) {
        admin.post(`/${status === 'approved' ? 'approve' : 'reject'}`, async (request) => {
          const { email } = parsedBody(decisionSchema, request.body);
          const decision = await decide(deps.db, email, status, {
            mailer: deps.mailer,
            publicUrl: deps.config.publicUrl,
            serviceEmail: deps.config.serviceEmail,
          });
          return { is_success: true, found: decision !== 'not-found', unchanged: decision === 'unchanged' };
        });
      }
      // The store's discount codes (coupon-add, coupon-list, coupon-disable).
      admin.get('/coupons', async () => ({
        is_success: true,
        coupons: await listCouponRows(deps.db, deps.config.storeTimeZone),
      }));
      admin.post('/coupons', async (request) => ({
        is_success: true,
        added: await addCoupon(deps.db, parsedBody(couponInputSchema, request.body)),
      }));
      admin.post('/coupons/disable', async (request) => ({
        is_success: true,
        found: await disableCoupon(deps.db, parsedBody(couponCodeSchema, request.body).code),
      }));
    },
    { prefix: '/cli' },
  );
}
