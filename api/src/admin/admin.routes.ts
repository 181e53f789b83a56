import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../deps';
import { forbidden } from '../lib/errors';
import { toValidationError } from '../lib/route';
import { tokensMatch, type AdminChannel } from './admin-channel';
import { decide, listPending } from './admin.service';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const decisionSchema = z.object({ email: z.string().trim().toLowerCase().email() });

/**
 * The admin CLI's commands, run by the server that owns the embedded database (see admin-channel).
 * Not part of the storefront's API: loopback callers with the channel's token only.
 */
export function adminRoutes(api: FastifyInstance, deps: Deps, channel: () => AdminChannel | null): void {
  api.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/admin/')) return;
    const current = channel();
    if (
      !current ||
      !LOOPBACK.has(request.socket.remoteAddress ?? '') ||
      !tokensMatch(request.headers['x-admin-token'], current.token)
    ) {
      throw forbidden();
    }
  });
  api.get('/admin/pending', async () => ({ is_success: true, pending: await listPending(deps.db) }));
  for (const status of ['approved', 'rejected'] as const) {
    api.post(`/admin/${status === 'approved' ? 'approve' : 'reject'}`, async (request) => {
      const parsed = decisionSchema.safeParse(request.body);
      if (!parsed.success) throw toValidationError(parsed.error);
      const found = await decide(deps.db, parsed.data.email, status, {
        mailer: deps.mailer,
        publicUrl: deps.config.publicUrl,
      });
      return { is_success: true, found };
    });
  }
}
