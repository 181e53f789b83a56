import fs from 'node:fs';
import path from 'node:path';
import type { Selectable } from 'kysely';
import type { Actor } from '../back-office/audit';
import type { CatalogueImportsTable } from '../db/schema';
import type { Deps } from '../deps';
import { conflict } from '../lib/errors';
import { UnreadableFile } from './catalogue-file';
import { folderImages, zipImages, type ImageSource } from './image-source';
import { importCatalogue, type ImportProgress, type ImportSummary } from './import-run';

/**
 * Catalogue imports run by the server (docs/product.md §13.6): the back office's uploads, and the command
 * line's while the server owns the embedded database. Each is a `catalogue_imports` row (its status and
 * summary, for any process to read) and runs in the background, its progress held by the process running it.
 * One writing import at a time: two would interleave their batches.
 */
export type ImagesGiven = { kind: 'folder' | 'zip'; path: string } | undefined;

export interface CatalogueJobInput {
  fileName: string;
  file: string;
  images: ImagesGiven;
  dryRun: boolean;
  skipInvalid: boolean;
  /** Where every problem is written; `imports/<id>/report.csv` of the data folder when not given. */
  reportFile?: string;
  actor: Actor;
}

export interface CatalogueJobView {
  id: number;
  status: 'checking' | 'checked' | 'importing' | 'imported' | 'refused' | 'failed';
  dryRun: boolean;
  fileName: string;
  progress: ImportProgress | null;
  /** What the import did; for one that stopped, why (`unreadable` for a file it could not read). */
  summary: (ImportSummary & { error?: string; unreadable?: boolean }) | null;
  createdAt: string;
  finishedAt: string | null;
}

export const IMPORT_RUNNING = 'Another catalogue import is being written. Try again when it has finished.';
/**
 * A running import touches its row this often, on a timer (a slow batch of large pictures still beats);
 * a row untouched for ABANDONED_MS was left by a stopped server, and another import may start.
 */
const HEARTBEAT_MS = 5_000;
const ABANDONED_MS = 30_000;
const STOPPED = 'The server stopped during the import; rows before it were written.';

const progressOf = new WeakMap<object, Map<number, ImportProgress>>();
const progressMap = (deps: Deps) => {
  let map = progressOf.get(deps.db);
  if (!map) progressOf.set(deps.db, (map = new Map()));
  return map;
};

/** Where the back office keeps an upload until it is imported. */
export const importFolder = (dataDir: string, id: number) => path.join(dataDir, 'imports', String(id));

export async function openImages(images: ImagesGiven): Promise<ImageSource | undefined> {
  if (!images) return undefined;
  return images.kind === 'zip' ? zipImages(images.path) : folderImages(images.path);
}

/** The outcome's status: a dry run is checked; a write refused by bad rows writes nothing. */
const finalStatus = (summary: ImportSummary): CatalogueJobView['status'] =>
  summary.written ? 'imported' : summary.dryRun ? 'checked' : 'refused';

/** Starts an import (or its check) in the background; answers its id. 409 while another import writes. */
export async function startCatalogueJob(deps: Deps, input: CatalogueJobInput, id?: number): Promise<number> {
  const jobId = await deps.db.transaction().execute(async (trx) => {
    if (!input.dryRun) {
      const writing = await trx
        .selectFrom('catalogue_imports')
        .select('id')
        .where('status', '=', 'importing')
        .where('updated_at', '>', new Date(Date.now() - ABANDONED_MS))
        .executeTakeFirst();
      if (writing) throw conflict(IMPORT_RUNNING, 'IMPORT_RUNNING');
    }
    const values = {
      staff_id: input.actor.staffId,
      file_name: input.fileName,
      dry_run: input.dryRun,
      status: input.dryRun ? ('checking' as const) : ('importing' as const),
      updated_at: new Date(),
      finished_at: null,
    };
    if (id !== undefined) {
      await trx.updateTable('catalogue_imports').set(values).where('id', '=', id).execute();
      return id;
    }
    return (await trx.insertInto('catalogue_imports').values(values).returning('id').executeTakeFirstOrThrow()).id;
  });
  const progress = progressMap(deps);
  const onProgress = (now: ImportProgress) => progress.set(jobId, now);
  const heartbeat = setInterval(() => {
    void deps.db
      .updateTable('catalogue_imports')
      .set({ updated_at: new Date() })
      .where('id', '=', jobId)
      .execute()
      .catch(() => undefined);
  }, HEARTBEAT_MS);
  heartbeat.unref();
  const reportFile = input.reportFile ?? path.join(importFolder(deps.config.dataDir, jobId), 'report.csv');
  deps.background.run(
    async () => {
      await fs.promises.mkdir(path.dirname(reportFile), { recursive: true });
      const images = await openImages(input.images);
      try {
        const summary = await importCatalogue(deps.db, deps.config.dataDir, {
          file: input.file,
          images,
          dryRun: input.dryRun,
          skipInvalid: input.skipInvalid,
          reportFile,
          actor: input.actor,
          onProgress,
        });
        await finish(deps, jobId, finalStatus(summary), summary);
      } finally {
        clearInterval(heartbeat);
        await images?.close();
        progress.delete(jobId);
      }
    },
    (error) => {
      clearInterval(heartbeat);
      const message =
        error instanceof UnreadableFile
          ? error.message
          : 'The import stopped on an error; rows before it were written.';
      if (!(error instanceof UnreadableFile)) deps.log.error({ err: error }, 'catalogue import failed');
      const unreadable = error instanceof UnreadableFile;
      void finish(deps, jobId, 'failed', { error: message, unreadable }).catch(() => undefined);
    },
  );
  return jobId;
}

/**
 * On the embedded database the server is the only process that runs imports, so at its start any import
 * still marked running was left by a server that stopped (killed, or the machine went down): it is closed
 * as failed at once instead of blocking the next import until its heartbeat is old. Its batches written
 * before the stop stay, each whole (§13.6).
 */
export async function closeImportsOfStoppedServer(db: Deps['db']): Promise<void> {
  await db
    .updateTable('catalogue_imports')
    .set({ status: 'failed', summary: JSON.stringify({ error: STOPPED }), finished_at: new Date() })
    .where('status', 'in', ['checking', 'importing'])
    .execute();
}

async function finish(deps: Deps, id: number, status: CatalogueJobView['status'], summary: object): Promise<void> {
  await deps.db
    .updateTable('catalogue_imports')
    .set({ status, summary: JSON.stringify(summary), finished_at: new Date() })
    .where('id', '=', id)
    .execute();
}

/** An import as it stands: its row, and its progress while this process runs it. */
export async function catalogueJob(deps: Deps, id: number): Promise<CatalogueJobView | undefined> {
  const row = await deps.db.selectFrom('catalogue_imports').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const running = row.status === 'checking' || row.status === 'importing';
  const progress = progressMap(deps).get(id) ?? null;
  const abandoned = running && !progress && Date.now() - new Date(row.updated_at).getTime() > ABANDONED_MS;
  if (abandoned)
    return {
      ...viewOf(row, null),
      status: 'failed',
      summary: { error: STOPPED } as unknown as CatalogueJobView['summary'],
    };
  return viewOf(row, progress);
}

type ImportRow = Selectable<CatalogueImportsTable>;

function viewOf(row: ImportRow, progress: ImportProgress | null): CatalogueJobView {
  const summary = row.summary as unknown as CatalogueJobView['summary'];
  return {
    id: row.id,
    status: row.status,
    dryRun: row.dry_run,
    fileName: row.file_name,
    progress,
    summary: summary && Object.keys(summary).length > 0 ? summary : null,
    createdAt: new Date(row.created_at).toISOString(),
    finishedAt: row.finished_at ? new Date(row.finished_at).toISOString() : null,
  };
}
