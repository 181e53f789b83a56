import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../deps';
import { forbidden } from '../lib/errors';
import { toValidationError } from '../lib/route';
import { tokensMatch, type AdminChannel } from './admin-channel';
import { decide, listPending } from './admin.service';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * A caller on this machine: loopback, or calling from the very address it called (a server listening
 * on one network address only, which the admin CLI then calls from that address).
 */
export const isThisMachine = (remote: string | undefined, local: string | undefined): boolean =>
  LOOPBACK.has(remote ?? '') || (remote !== undefined && remote === local);
const decisionSchema = z.object({ email: z.string().trim().toLowerCase().email() });

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
          const parsed = decisionSchema.safeParse(request.body);
          if (!parsed.success) throw toValidationError(parsed.error);
          const decision = await decide(deps.db, parsed.data.email, status, {
            mailer: deps.mailer,
            publicUrl: deps.config.publicUrl,
            serviceEmail: deps.config.serviceEmail,
          });
          return { is_success: true, found: decision !== 'not-found', unchanged: decision === 'unchanged' };
        });
      }
    },
    { prefix: '/admin' },
  );
}
