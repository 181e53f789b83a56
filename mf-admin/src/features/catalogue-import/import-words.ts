import type { CatalogueImport } from '@storefront/shared-kernel';

// What the catalogue import page says (docs/product.md §13.6), in one place for the page and its tests.
export const IMPORT_PAGE_TITLE = 'Import the catalogue';
export const CHOOSE_FILE = 'Choose a catalogue file (CSV) to import.';
export const IMPORT_VALID_ROWS = 'Import the valid rows';

const STATUS_WORDS: Record<CatalogueImport['status'], string> = {
  checking: 'Checking',
  checked: 'Checked',
  importing: 'Importing',
  imported: 'Imported',
  refused: 'Refused: bad rows',
  failed: 'Failed',
};

export const statusWords = (status: CatalogueImport['status']) => STATUS_WORDS[status];

export const isRunning = (item: CatalogueImport | undefined) =>
  item?.status === 'checking' || item?.status === 'importing';

/** 'created 2, updated 0, unchanged 5, invalid 1': the command line's summary line. */
export function countsLine(item: CatalogueImport): string {
  const s = item.summary;
  if (!s || s.created === undefined) return '';
  return `created ${s.created}, updated ${s.updated ?? 0}, unchanged ${s.unchanged ?? 0}, invalid ${s.invalid ?? 0}`;
}

/** What a running import has done: 'Checked 40% of the file', 'Written 500 of 2 000 rows'. */
export function progressWords(item: CatalogueImport): string {
  const p = item.progress;
  if (!p) return item.status === 'checking' ? 'Checking the file...' : 'Writing...';
  if (p.phase === 'checking') return `Checked ${Math.floor((p.bytes / Math.max(p.totalBytes, 1)) * 100)}% of the file`;
  return `Written ${p.rows.toLocaleString('en-US')} of ${(p.totalRows ?? p.rows).toLocaleString('en-US')} rows`;
}
