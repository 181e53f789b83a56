import fs from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  CATALOGUE_UPLOAD_LIMITS,
  catalogueImportDetailCall,
  catalogueImportReportCall,
  catalogueImportsListCall,
  confirmCatalogueImportCall,
  exportCatalogueCall,
  uploadCatalogueImportCall,
} from '@storefront/shared-kernel/contracts';
import { STAFF_AREAS } from '@storefront/shared-kernel/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { catalogueJob, importFolder, startCatalogueJob } from '../../catalogue/catalogue-jobs';
import { exportCatalogue } from '../../catalogue/export-run';
import type { Deps } from '../../deps';
import { AppError, conflict, notFound } from '../../lib/errors';
import { actorOf } from '../audit';
import { defineStaffDownload, defineStaffRoute } from '../staff-route';

const ok = { is_success: true as const };
const roles = { roles: STAFF_AREAS.catalog };
const NOT_FOUND = 'No such import';
const RECENT_IMPORTS = 20;

/** The upload's files, in a folder of their own until it has an id, by request. */
const uploads = new WeakMap<FastifyRequest, { folder: string; fileName: string; hasImages: boolean }>();

/**
 * Streams the upload's parts to disk: `file` (the CSV) and `images` (a zip), each within its limit. The
 * type is not trusted from the name: the CSV is checked as it is read, the zip as it is opened.
 */
const readUpload = (deps: Deps) => async (request: FastifyRequest) => {
  if (!request.isMultipart())
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the files as multipart/form-data.');
  const folder = path.join(
    deps.config.dataDir,
    'imports',
    `upload-${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}`,
  );
  await fs.promises.mkdir(folder, { recursive: true });
  let fileName: string | undefined;
  let hasImages = false;
  try {
    for await (const part of request.parts({ limits: { fileSize: CATALOGUE_UPLOAD_LIMITS.imagesBytes, files: 2 } })) {
      if (part.type !== 'file') continue;
      const isCsv = part.fieldname === 'file';
      if (!isCsv && part.fieldname !== 'images') {
        part.file.resume();
        continue;
      }
      const limit = isCsv ? CATALOGUE_UPLOAD_LIMITS.fileBytes : CATALOGUE_UPLOAD_LIMITS.imagesBytes;
      let bytes = 0;
      part.file.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        if (bytes > limit)
          part.file.destroy(
            new AppError(413, 'PAYLOAD_TOO_LARGE', `The ${isCsv ? 'catalogue file' : 'zip of images'} is too large.`),
          );
      });
      await pipeline(part.file, fs.createWriteStream(path.join(folder, isCsv ? 'catalogue.csv' : 'images.zip')));
      if (isCsv) fileName = path.basename(part.filename || 'catalogue.csv');
      else hasImages = true;
    }
  } catch (error) {
    request.raw.unpipe();
    request.raw.resume();
    await fs.promises.rm(folder, { recursive: true, force: true });
    if (error instanceof AppError) throw error;
    throw new AppError(400, 'BAD_REQUEST', 'The upload could not be read. Please send it again.');
  }
  if (!fileName) {
    await fs.promises.rm(folder, { recursive: true, force: true });
    throw new AppError(400, 'BAD_REQUEST', 'Choose a catalogue file (CSV) to import.', {
      file: ['Choose a catalogue file (CSV) to import.'],
    });
  }
  uploads.set(request, { folder, fileName, hasImages });
  return {};
};

/** The upload's files, where confirm finds them again. */
const uploaded = (deps: Deps, id: number, hasImages: boolean) => {
  const folder = importFolder(deps.config.dataDir, id);
  return {
    file: path.join(folder, 'catalogue.csv'),
    images: hasImages ? { kind: 'zip' as const, path: path.join(folder, 'images.zip') } : undefined,
  };
};

/** The catalogue file in the back office (docs/product.md §13.6): upload and check, confirm, report, export. */
export function catalogueFileRoutes(api: FastifyInstance, deps: Deps): void {
  defineStaffRoute(
    api,
    deps,
    uploadCatalogueImportCall,
    { ...roles, readInput: readUpload(deps) },
    async (_input, ctx) => {
      const { folder, fileName, hasImages } = uploads.get(ctx.request)!;
      const row = await deps.db
        .insertInto('catalogue_imports')
        .values({ staff_id: ctx.staff.id, file_name: fileName, dry_run: true, status: 'checking' })
        .returning('id')
        .executeTakeFirstOrThrow();
      await fs.promises.rename(folder, importFolder(deps.config.dataDir, row.id));
      const files = uploaded(deps, row.id, hasImages);
      await startCatalogueJob(
        deps,
        { fileName, ...files, dryRun: true, skipInvalid: false, actor: actorOf(ctx.staff) },
        row.id,
      );
      return { ...ok, import: (await catalogueJob(deps, row.id))! };
    },
  );
  defineStaffRoute(api, deps, catalogueImportDetailCall, roles, async (input) => {
    const job = await catalogueJob(deps, input.id);
    if (!job) throw notFound(NOT_FOUND);
    return { ...ok, import: job };
  });
  defineStaffRoute(api, deps, confirmCatalogueImportCall, roles, async (input, ctx) => {
    const job = await catalogueJob(deps, input.id);
    if (!job) throw notFound(NOT_FOUND);
    if (job.status !== 'checked') throw conflict('Only a checked upload can be imported.', 'IMPORT_NOT_CHECKED');
    const files = uploaded(
      deps,
      input.id,
      fs.existsSync(path.join(importFolder(deps.config.dataDir, input.id), 'images.zip')),
    );
    await startCatalogueJob(
      deps,
      { fileName: job.fileName, ...files, dryRun: false, skipInvalid: input.skipInvalid, actor: actorOf(ctx.staff) },
      input.id,
    );
    return { ...ok, import: (await catalogueJob(deps, input.id))! };
  });
  defineStaffRoute(api, deps, catalogueImportsListCall, roles, async () => {
    const ids = await deps.db
      .selectFrom('catalogue_imports')
      .select('id')
      .orderBy('id', 'desc')
      .limit(RECENT_IMPORTS)
      .execute();
    const rows = await Promise.all(ids.map((row) => catalogueJob(deps, row.id)));
    return { ...ok, rows: rows.filter((row) => row !== undefined) };
  });
  defineStaffDownload(api, deps, catalogueImportReportCall, roles, async (input, ctx) => {
    const report = path.join(importFolder(deps.config.dataDir, input.id), 'report.csv');
    if (!fs.existsSync(report)) throw notFound(NOT_FOUND);
    ctx.reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="import-${input.id}-problems.csv"`)
      .send(fs.createReadStream(report));
  });
  defineStaffDownload(api, deps, exportCatalogueCall, roles, async (_input, ctx) => {
    const day = new Date().toLocaleDateString('en-CA', { timeZone: deps.config.storeTimeZone });
    const body = new PassThrough();
    // A failure half-way ends the download cut short rather than passing for a whole file.
    exportCatalogue(deps.db, body).catch((error: unknown) => {
      deps.log.error({ err: error }, 'catalogue export failed');
      body.destroy(error as Error);
    });
    ctx.reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="catalogue-${day}.csv"`)
      .send(body);
  });
}
