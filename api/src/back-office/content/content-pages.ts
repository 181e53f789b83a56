import {
  CONTENT_PAGE_CODES,
  CONTENT_PAGES,
  type ContentPage,
  type ContentPageCode,
  type ContentPageRow,
  type ContentPageVersionRow,
} from '@storefront/shared-kernel/contracts';
import type { Selectable } from 'kysely';
import { cleanHtml } from '@storefront/shared-kernel/html-cleaner';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import type { Deps } from '../../deps';
import { conflict, notFound, unprocessable } from '../../lib/errors';
import { changedFields, recordAudit, type Actor } from '../audit';
import { writeCatalogue } from '../catalogue/catalogue-write';

/**
 * The storefront's information pages in the back office (docs/product.md §13.7, §9.3): each save is the page's
 * next version and keeps the one it replaces, which can be viewed and restored (a restore is a save of its
 * title and HTML). The HTML is kept through the storefront's allow-list as it is saved (the server's sanitiser
 * of catalogue descriptions: the same rules the storefront draws with), and a saved page shows to buyers on
 * their next load: the kept answers are dropped in every API process, as a catalogue change's are.
 */
export const PAGE_CHANGED = 'This page was changed by someone else. Reload to see the changes.';
const VERSION_NOT_FOUND = 'This version of the page was not found.';

type PageRecord = Selectable<Database['cms_pages']>;
type PageShape = (typeof CONTENT_PAGES)[number];

const shapeOf = (code: ContentPageCode): PageShape => CONTENT_PAGES.find((page) => page.code === code)!;
const isoOf = (at: Date | string | null | undefined): string | null => (at ? new Date(at).toISOString() : null);

/** A page as the list shows it; a page never written is version 0 with no title. */
const rowOf = (shape: PageShape, record: PageRecord | undefined): ContentPageRow => ({
  code: shape.code,
  path: shape.path,
  defaultTitle: shape.title,
  title: record?.title ?? '',
  version: record?.version ?? 0,
  updatedAt: isoOf(record?.updated_at),
  updatedBy: record?.updated_by ?? '',
});

const pageRecord = (db: Db, code: string) =>
  db.selectFrom('cms_pages').selectAll().where('gubun', '=', code).executeTakeFirst();

export async function listContentPages(db: Db): Promise<ContentPageRow[]> {
  const records = await db.selectFrom('cms_pages').selectAll().where('gubun', 'in', CONTENT_PAGE_CODES).execute();
  return CONTENT_PAGES.map((shape) =>
    rowOf(
      shape,
      records.find((record) => record.gubun === shape.code),
    ),
  );
}

/** A page now, and its versions newest first: the current one, then each one a save replaced. */
export async function readContentPage(
  db: Db,
  code: ContentPageCode,
): Promise<{ page: ContentPage; versions: ContentPageVersionRow[] }> {
  const [record, older] = await Promise.all([
    pageRecord(db, code),
    db
      .selectFrom('cms_page_versions')
      .select(['version', 'title', 'saved_at', 'saved_by', 'restored_from'])
      .where('gubun', '=', code)
      .orderBy('version', 'desc')
      .execute(),
  ]);
  const page: ContentPage = {
    ...rowOf(shapeOf(code), record),
    html: record?.contents ?? '',
    restoredFrom: record?.restored_from ?? null,
  };
  const current: ContentPageVersionRow[] = record
    ? [
        {
          version: record.version,
          title: record.title,
          savedAt: page.updatedAt,
          savedBy: record.updated_by,
          restoredFrom: record.restored_from,
          isCurrent: true,
        },
      ]
    : [];
  return {
    page,
    versions: [
      ...current,
      ...older.map((v) => ({
        version: v.version,
        title: v.title,
        savedAt: isoOf(v.saved_at),
        savedBy: v.saved_by,
        restoredFrom: v.restored_from,
        isCurrent: false,
      })),
    ],
  };
}

/** One version of a page with its HTML: the current one, or one a save replaced; 404 when there is none. */
export async function readPageVersion(db: Db, code: ContentPageCode, version: number) {
  const record = await pageRecord(db, code);
  if (record && record.version === version)
    return {
      version,
      title: record.title,
      html: record.contents,
      savedAt: isoOf(record.updated_at),
      savedBy: record.updated_by,
      restoredFrom: record.restored_from,
      isCurrent: true,
    };
  const older = await db
    .selectFrom('cms_page_versions')
    .selectAll()
    .where('gubun', '=', code)
    .where('version', '=', version)
    .executeTakeFirst();
  if (!older) throw notFound(VERSION_NOT_FOUND, 'PAGE_VERSION_NOT_FOUND');
  return {
    version,
    title: older.title,
    html: older.contents,
    savedAt: isoOf(older.saved_at),
    savedBy: older.saved_by,
    restoredFrom: older.restored_from,
    isCurrent: false,
  };
}

interface NextVersion {
  code: ContentPageCode;
  /** The version the member read: 0 for a page never written. */
  readVersion: number;
  title: string;
  /** Already through the allow-list. */
  html: string;
  restoredFrom: number | null;
}

/**
 * Writes the page's next version in the write's transaction, the page row held until it commits: the version
 * it replaces is copied into cms_page_versions first, so none is lost. 409 when the page is no longer at the
 * version read; a save of the title and HTML the page has already writes nothing.
 */
async function writeNextVersion(trx: Db, actor: Actor, next: NextVersion): Promise<void> {
  const record = await trx
    .selectFrom('cms_pages')
    .selectAll()
    .where('gubun', '=', next.code)
    .forUpdate()
    .executeTakeFirst();
  if ((record?.version ?? 0) !== next.readVersion) throw conflict(PAGE_CHANGED, 'PAGE_CHANGED');
  // A save that changes nothing makes no version; a restore always does (docs/product.md §13.7).
  const isSame = record?.title === next.title && record.contents === next.html;
  if (isSame && next.restoredFrom === null) return;
  const written = {
    title: next.title,
    contents: next.html,
    version: next.readVersion + 1,
    updated_at: new Date(),
    updated_by: actor.label,
    restored_from: next.restoredFrom,
  };
  if (record) {
    await trx
      .insertInto('cms_page_versions')
      .values({
        gubun: record.gubun,
        version: record.version,
        title: record.title,
        contents: record.contents,
        saved_at: record.updated_at,
        saved_by: record.updated_by,
        restored_from: record.restored_from,
      })
      .execute();
    await trx.updateTable('cms_pages').set(written).where('gubun', '=', next.code).execute();
  } else {
    // The page's first version: two members writing it at once find the code taken, as a version changed.
    const made = await trx
      .insertInto('cms_pages')
      .values({ gubun: next.code, ...written })
      .onConflict((oc) => oc.column('gubun').doNothing())
      .returning('gubun')
      .executeTakeFirst();
    if (!made) throw conflict(PAGE_CHANGED, 'PAGE_CHANGED');
  }
  const fields = (r: { version: number; title: string; contents: string }) => ({
    version: r.version,
    title: r.title,
    html: r.contents,
  });
  const change = record ? changedFields(fields(record), fields(written)) : { before: null, after: fields(written) };
  await recordAudit(trx, actor, {
    action: next.restoredFrom === null ? 'content-page.save' : 'content-page.restore',
    recordKind: 'content-page',
    recordId: next.code,
    before: change.before,
    after: next.restoredFrom === null ? change.after : { ...change.after, restoredFrom: next.restoredFrom },
  });
}

/** Saves a page's title and HTML (cleaned by the storefront's allow-list) as its next version. */
export async function saveContentPage(
  deps: Deps,
  actor: Actor,
  input: { code: ContentPageCode; version: number; title: string; html: string },
) {
  return writeCatalogue(deps, async (trx) => {
    await writeNextVersion(trx, actor, {
      code: input.code,
      readVersion: input.version,
      title: input.title,
      html: cleanHtml(input.html),
      restoredFrom: null,
    });
    return readContentPage(trx, input.code);
  });
}

/** Makes an earlier version the page's next one; 422 for the current version, 404 for none. */
export async function restoreContentPage(
  deps: Deps,
  actor: Actor,
  input: { code: ContentPageCode; version: number; from: number },
) {
  return writeCatalogue(deps, async (trx) => {
    const restored = await readPageVersion(trx, input.code, input.from);
    if (restored.isCurrent) throw unprocessable('This is the page’s current version.', 'PAGE_VERSION_CURRENT');
    await writeNextVersion(trx, actor, {
      code: input.code,
      readVersion: input.version,
      title: restored.title,
      // Cleaned again: a version kept from before the rules changed is shown by today's.
      html: cleanHtml(restored.html),
      restoredFrom: input.from,
    });
    return readContentPage(trx, input.code);
  });
}
