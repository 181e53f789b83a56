import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Deps } from '../deps';
import { CLI_ACTOR } from '../back-office/audit';
import { catalogueJob, startCatalogueJob } from '../catalogue/catalogue-jobs';
import { exportCatalogue } from '../catalogue/export-run';
import { forbidden, notFound } from '../lib/errors';
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

const cliImportSchema = z.object({
  file: z.string().min(1),
  images: z.string().min(1).optional(),
  dryRun: z.boolean(),
  skipInvalid: z.boolean(),
  report: z.string().min(1).optional(),
});
const cliJobSchema = z.object({ id: z.coerce.number().int().positive() });
const cliExportSchema = z.object({ file: z.string().min(1) });

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
      // The catalogue file (import-catalogue, export-catalogue; docs/catalogue-file.md): the paths are the
      // CLI's, on this machine.
      admin.post('/catalogue-import', async (request) => {
        const given = parsedBody(cliImportSchema, request.body);
        const id = await startCatalogueJob(deps, {
          fileName: path.basename(given.file),
          file: given.file,
          images: given.images ? { kind: 'folder', path: given.images } : undefined,
          dryRun: given.dryRun,
          skipInvalid: given.skipInvalid,
          ...(given.report ? { reportFile: given.report } : {}),
          actor: CLI_ACTOR,
        });
        return { is_success: true, id };
      });
      admin.get('/catalogue-import', async (request) => {
        const job = await catalogueJob(deps, parsedBody(cliJobSchema, request.query).id);
        if (!job) throw notFound('No such import');
        return { is_success: true, job };
      });
      admin.post('/catalogue-export', async (request) => {
        const { file } = parsedBody(cliExportSchema, request.body);
        return { is_success: true, count: await exportCatalogue(deps.db, fs.createWriteStream(file)) };
      });
    },
    { prefix: '/cli' },
  );
}
