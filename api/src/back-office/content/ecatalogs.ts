import fs from 'node:fs';
import path from 'node:path';
import type { AdminEcatalog } from '@storefront/shared-kernel/contracts';
import { sql } from 'kysely';
import { storePicture, type StoredPicture } from '../../catalogue/picture-store';
import type { Db } from '../../db/database';
import type { Deps } from '../../deps';
import { notFound, unprocessable } from '../../lib/errors';
import { recordAudit, type Actor, type AuditEntry } from '../audit';
import { movedOrder, writeCatalogue } from '../catalogue/catalogue-write';
import type { StoredPdf } from './ecatalog-upload';
import { drawFirstPage } from './pdf-cover';

/**
 * The e-catalogs in the back office (docs/product.md §13.7): the PDFs the storefront's /ecatalog page offers
 * (§5.9), in its order, with their covers. A cover is made from the PDF's first page, or uploaded instead;
 * a hidden catalog leaves the storefront. Every change is one transaction with its audit row, and shows to
 * buyers on their next load.
 */
const NOT_FOUND = 'E-catalog not found';

/** What the member is told when a catalog could not get its cover from its PDF. */
export const NO_RENDERER =
  'This server cannot make covers from PDFs (its PDF renderer, poppler-utils, is not installed): upload a cover picture.';
export const PAGE_NOT_DRAWN = "The PDF's first page could not be drawn: upload a cover picture.";
const ADDED_WITHOUT_COVER = 'The catalog is added without a cover.';

const rowOf = (row: {
  id: number;
  title: string;
  filepath2: string;
  file_name: string;
  file_bytes: number;
  tfilepath1: string;
  visible: boolean;
  sort: number;
  created_at: Date;
}): AdminEcatalog => ({
  id: row.id,
  title: row.title,
  pdf: row.filepath2,
  fileName: row.file_name,
  fileBytes: row.file_bytes,
  cover: row.tfilepath1,
  visible: row.visible,
  sort: row.sort,
  createdAt: new Date(row.created_at).toISOString(),
});

const inOrder = (db: Db) => db.selectFrom('ecatalogs').selectAll().orderBy('sort').orderBy('id');

/** Every e-catalog in the storefront's order, hidden ones too. */
export async function listAdminEcatalogs(db: Db): Promise<AdminEcatalog[]> {
  return (await inOrder(db).execute()).map(rowOf);
}

const audited = (
  trx: Db,
  actor: Actor,
  change: string,
  id: number,
  before: AuditEntry['before'],
  after: AuditEntry['after'],
) => recordAudit(trx, actor, { action: `ecatalog.${change}`, recordKind: 'ecatalog', recordId: id, before, after });

/** The e-catalogs for this write alone (a place counted is still free when written); 404 for an id there is none of. */
async function ecatalogOf(trx: Db, id: number) {
  await sql`lock table ecatalogs in exclusive mode`.execute(trx);
  const row = await trx.selectFrom('ecatalogs').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(NOT_FOUND, 'ECATALOG_NOT_FOUND');
  return row;
}

/** The file on disk of a public `/uploads/...` path; null for one outside the uploads folder. */
function uploadFile(deps: Deps, publicPath: string): string | null {
  const uploads = path.resolve(deps.config.dataDir, 'uploads');
  const file = path.resolve(deps.config.dataDir, publicPath.replace(/^\/+/, ''));
  return file.startsWith(uploads + path.sep) ? file : null;
}

/** A cover made from the PDF's first page and stored as a picture, or why there is none. */
export async function coverFromPdf(deps: Deps, pdfFile: string): Promise<StoredPicture | { reason: string }> {
  const drawn = await drawFirstPage(pdfFile, deps.log);
  if ('reason' in drawn) return { reason: drawn.reason === 'no-renderer' ? NO_RENDERER : PAGE_NOT_DRAWN };
  const stored = await storePicture(deps.config.dataDir, 'ecatalogs', drawn.png);
  return 'reason' in stored ? { reason: PAGE_NOT_DRAWN } : stored;
}

/**
 * Adds a catalog at the end, with its uploaded cover or one made from its PDF. A catalog whose cover could not
 * be made is added all the same (the storefront shows its title alone), and the answer says to upload one.
 */
export async function addEcatalog(
  deps: Deps,
  actor: Actor,
  input: { title: string; pdf: StoredPdf; cover: StoredPicture | undefined },
): Promise<{ notice?: string }> {
  const made = input.cover ?? (await coverFromPdf(deps, input.pdf.file));
  const cover = 'reason' in made ? undefined : made;
  await writeCatalogue(deps, async (trx) => {
    await sql`lock table ecatalogs in exclusive mode`.execute(trx);
    const { last } = await trx
      .selectFrom('ecatalogs')
      .select(sql<number>`coalesce(max(sort), -1)::int`.as('last'))
      .executeTakeFirstOrThrow();
    const written = {
      title: input.title,
      filepath2: input.pdf.filepath,
      file_name: input.pdf.fileName,
      file_bytes: input.pdf.bytes,
      tfilepath1: cover?.tfilepath1 ?? '',
      filepath1: cover?.filepath1 ?? '',
      sort: last + 1,
    };
    const { id } = await trx.insertInto('ecatalogs').values(written).returning('id').executeTakeFirstOrThrow();
    await audited(trx, actor, 'add', id, null, {
      title: written.title,
      pdf: written.filepath2,
      fileName: written.file_name,
      cover: written.tfilepath1,
    });
  });
  return 'reason' in made ? { notice: `${ADDED_WITHOUT_COVER} ${made.reason}` } : {};
}

export async function renameEcatalog(deps: Deps, actor: Actor, id: number, title: string): Promise<void> {
  await writeCatalogue(deps, async (trx) => {
    const row = await ecatalogOf(trx, id);
    if (row.title === title) return;
    await trx.updateTable('ecatalogs').set({ title }).where('id', '=', id).execute();
    await audited(trx, actor, 'rename', id, { title: row.title }, { title });
  });
}

/** Moves a catalog one place up or down; every catalog's place is numbered again from 0. */
export async function moveEcatalog(deps: Deps, actor: Actor, id: number, direction: 'up' | 'down'): Promise<void> {
  await writeCatalogue(deps, async (trx) => {
    await ecatalogOf(trx, id);
    const siblings = await trx.selectFrom('ecatalogs').select(['id', 'sort']).orderBy('sort').orderBy('id').execute();
    const order = movedOrder(siblings, id, direction);
    if (!order) return;
    for (const [place, row] of order.entries())
      if (row.sort !== place)
        await trx.updateTable('ecatalogs').set({ sort: place }).where('id', '=', row.id).execute();
    const placeIn = (rows: readonly { id: number }[]) => ({ place: rows.findIndex((row) => row.id === id) + 1 });
    await audited(trx, actor, 'move', id, placeIn(siblings), placeIn(order));
  });
}

export async function showEcatalog(deps: Deps, actor: Actor, id: number, visible: boolean): Promise<void> {
  await writeCatalogue(deps, async (trx) => {
    const row = await ecatalogOf(trx, id);
    if (row.visible === visible) return;
    await trx.updateTable('ecatalogs').set({ visible }).where('id', '=', id).execute();
    await audited(trx, actor, visible ? 'show' : 'hide', id, { visible: row.visible }, { visible });
  });
}

export async function setEcatalogCover(deps: Deps, actor: Actor, id: number, cover: StoredPicture): Promise<void> {
  await writeCatalogue(deps, async (trx) => {
    const row = await ecatalogOf(trx, id);
    if (row.tfilepath1 === cover.tfilepath1) return;
    await trx
      .updateTable('ecatalogs')
      .set({ tfilepath1: cover.tfilepath1, filepath1: cover.filepath1 })
      .where('id', '=', id)
      .execute();
    await audited(trx, actor, 'cover', id, { cover: row.tfilepath1 }, { cover: cover.tfilepath1 });
  });
}

/** Makes a catalog's cover from its PDF's first page again; 422, saying to upload one, when it cannot. */
export async function makeEcatalogCover(deps: Deps, actor: Actor, id: number): Promise<void> {
  const row = await deps.db.selectFrom('ecatalogs').select('filepath2').where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(NOT_FOUND, 'ECATALOG_NOT_FOUND');
  const pdfFile = uploadFile(deps, row.filepath2);
  const made = pdfFile ? await coverFromPdf(deps, pdfFile) : { reason: PAGE_NOT_DRAWN };
  if ('reason' in made) throw unprocessable(made.reason, 'COVER_NOT_MADE');
  await setEcatalogCover(deps, actor, id, made);
}

/**
 * Deletes a catalog, then its PDF (each upload's PDF is a file of its own). Its cover stays: pictures are
 * stored by their content, and another catalog may show the same one.
 */
export async function deleteEcatalog(deps: Deps, actor: Actor, id: number): Promise<void> {
  const removed = await writeCatalogue(deps, async (trx) => {
    const row = await ecatalogOf(trx, id);
    await trx.deleteFrom('ecatalogs').where('id', '=', id).execute();
    await audited(trx, actor, 'delete', id, { title: row.title, pdf: row.filepath2, cover: row.tfilepath1 }, null);
    return row;
  });
  const pdfFile = uploadFile(deps, removed.filepath2);
  if (pdfFile)
    await fs.promises.rm(pdfFile, { force: true }).catch((error: unknown) => {
      deps.log.warn({ err: error }, 'a deleted e-catalog’s PDF could not be removed');
    });
}
