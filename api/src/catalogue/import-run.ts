import fs from 'node:fs';
import { stringify } from 'csv-stringify';
import { sql } from 'kysely';
import type { CatalogueProduct } from '@storefront/shared-kernel/contracts';
import { whenDatabaseQuiet, type Db } from '../db/database';
import { recordAudits, type Actor } from '../back-office/audit';
import { forgetCatalogueAnswers } from './catalogue-changes';
import { COLUMN_BY_NAME } from './catalogue-columns';
import { readCatalogueFile, type FileHeader, type FileRow } from './catalogue-file';
import { CatalogueReference, type CreatedNames } from './catalogue-reference';
import { checkRow, readCells, type ReadCells, type RowProblem } from './catalogue-rows';
import { GivenPictures } from './given-pictures';
import type { ImageSource } from './image-source';
import {
  changedFields,
  readCatalogueProducts,
  writeCatalogueProducts,
  type ProductWrite,
  type StoredProduct,
} from './product-store';

/**
 * One import of the catalogue file (docs/catalogue-file.md, "Import"), from the command line or the back
 * office: every row is checked first, streamed in batches (the file is never held whole); then, unless it is
 * a dry run or bad rows refuse it, the file is read again and written in batches of one transaction each,
 * so a buyer never sees half of one product's change and the store keeps answering between batches.
 */
export interface ImportProgress {
  phase: 'checking' | 'writing';
  /** Rows done in this phase. */
  rows: number;
  /** Every row of the file, once the check has counted them. */
  totalRows?: number;
  bytes: number;
  totalBytes: number;
}

export interface ImportOptions {
  file: string;
  images?: ImageSource;
  dryRun?: boolean;
  /** Write the valid rows even when some are bad. */
  skipInvalid?: boolean;
  /** Where every problem is written, `row,column,value,reason`. */
  reportFile?: string;
  actor: Actor;
  onProgress?: (progress: ImportProgress) => void;
}

export interface ImportSummary {
  rows: number;
  created: number;
  updated: number;
  unchanged: number;
  invalid: number;
  /** Whether anything was written (false for a dry run, or a file refused for bad rows). */
  written: boolean;
  dryRun: boolean;
  /** The brands, categories and filters made (or that a dry run would make). */
  made: CreatedNames;
  /** The first problems found (every one is in the report file). */
  problems: RowProblem[];
  problemCount: number;
}

/** Rows per transaction: small enough that another caller waits little for the embedded database. */
export const IMPORT_BATCH_ROWS = 250;
/**
 * When the catalogue's tables are analyzed during an import. The planner's statistics must follow the rows:
 * on tables it thinks empty it looked SKUs up through the trigram index (1.8 ms each instead of a few
 * microseconds) and read a batch's prices by a scan of the level index (5 s more over 100k products), and the
 * embedded database has no autovacuum to catch up (docs/performance.md §15). Statistics go stale when the
 * table grows, not when its rows change, so the tables are analyzed each time the products created since the
 * last ANALYZE match those there were then (at least ANALYZE_AFTER_CREATED): 1k, 2k, 4k... up to 64k for
 * 100k new products, the few large tables analyzed only a few times. An import that only updates is analyzed
 * once, at the end.
 */
const ANALYZE_AFTER_CREATED = 1000;
const CATALOGUE_TABLES = ['products', 'product_prices', 'product_images', 'product_specs', 'product_breaks'];

async function analyzeCatalogue(db: Db): Promise<void> {
  for (const table of CATALOGUE_TABLES) await sql`analyze ${sql.table(table)}`.execute(db);
}

/** Counts the products an import creates and says when the statistics have fallen behind them. */
class AnalyzeSchedule {
  private createdSince = 0;

  private constructor(private productsAtLastAnalyze: number) {}

  static async start(db: Db): Promise<AnalyzeSchedule> {
    const { count } = await db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    return new AnalyzeSchedule(Number(count));
  }

  /** Analyzes the tables after `created` more products when the statistics have fallen behind. */
  async afterBatch(db: Db, created: number): Promise<void> {
    this.createdSince += created;
    if (this.createdSince < Math.max(ANALYZE_AFTER_CREATED, this.productsAtLastAnalyze)) return;
    await analyzeCatalogue(db);
    this.productsAtLastAnalyze += this.createdSince;
    this.createdSince = 0;
  }
}

/** Problems kept in memory for the summary; the report file holds them all. */
const PROBLEMS_KEPT = 200;

interface Batch {
  rows: (FileRow & { fieldCount?: number; headerCount: number; read?: ReadCells })[];
}

/** Rows whose cells are read between two turns of the event loop, so the database's answers wait little. */
const ROWS_A_TURN = 16;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Reads every row's cells (readCells), giving the event loop a turn every ROWS_A_TURN rows. */
async function readBatchCells(batch: Batch): Promise<void> {
  for (const [i, row] of batch.rows.entries()) {
    if (row.fieldCount === undefined) row.read = readCells(row.cells);
    if (i % ROWS_A_TURN === ROWS_A_TURN - 1) await nextTurn();
  }
}

const skuOf = (row: FileRow) => [...row.cells].find(([column]) => column.name === 'sku')?.[1].trim() ?? '';
const imageNamesOf = (row: FileRow) => {
  const images = COLUMN_BY_NAME.get('images')!;
  const text = row.cells.get(images);
  if (text === undefined) return [];
  const cell = images.read(text);
  return 'value' in cell ? (cell.value as string[]) : [];
};

class ProblemLog {
  readonly kept: RowProblem[] = [];
  count = 0;
  readonly badRows = new Set<number>();
  private readonly report;
  private readonly done: Promise<void>;

  constructor(reportFile: string | undefined) {
    this.report = reportFile ? stringify({ header: true, columns: ['row', 'column', 'value', 'reason'] }) : undefined;
    this.done = this.report
      ? new Promise((resolve, reject) => {
          const out = fs.createWriteStream(reportFile!);
          out.on('finish', resolve);
          out.on('error', reject);
          this.report!.pipe(out);
        })
      : Promise.resolve();
  }

  add(problems: RowProblem[]) {
    for (const problem of problems) {
      this.count++;
      this.badRows.add(problem.row);
      if (this.kept.length < PROBLEMS_KEPT) this.kept.push(problem);
      this.report?.write(problem);
    }
  }

  async close() {
    this.report?.end();
    await this.done;
  }
}

/**
 * Runs `each` over the file's rows in batches, the header first to `onHeader`, one batch ahead: while
 * `each` works on a batch (mostly waiting for the database), the next one is parsed and its cells read
 * (readBatchCells), so the import's own work and the database's overlap instead of taking turns.
 */
async function inBatches(
  file: string,
  onHeader: (header: FileHeader) => void,
  each: (batch: Batch) => Promise<void>,
  onBytes: (bytes: number) => void,
): Promise<void> {
  let working: Promise<void> = Promise.resolve();
  const handOver = async (batch: Batch) => {
    await readBatchCells(batch);
    await working;
    working = each(batch);
    // Heard when awaited (the next hand-over or the end); until then it must not count as unhandled.
    working.catch(() => undefined);
  };
  let batch: Batch = { rows: [] };
  try {
    for await (const item of readCatalogueFile(file, onBytes)) {
      if ('columns' in item) {
        onHeader(item);
        continue;
      }
      batch.rows.push(item);
      if (batch.rows.length >= IMPORT_BATCH_ROWS) {
        await handOver(batch);
        batch = { rows: [] };
      }
    }
    if (batch.rows.length > 0) await handOver(batch);
  } finally {
    // A file that cannot be read still waits for the batch being written before it is reported.
    await working.catch(() => undefined);
  }
  await working;
}

/** The rows of a batch checked against what is stored: their products, or their problems. */
function checkBatch(
  batch: Batch,
  stored: ReadonlyMap<string, StoredProduct>,
  pictures: GivenPictures,
): { row: number; product?: CatalogueProduct; problems?: RowProblem[] }[] {
  return batch.rows.map((row) => {
    if (row.fieldCount !== undefined)
      return {
        row: row.row,
        problems: [
          {
            row: row.row,
            column: '',
            value: '',
            reason: `has ${row.fieldCount} fields; the header has ${row.headerCount}`,
          },
        ],
      };
    const checked = checkRow(row.row, row.cells, stored.get(skuOf(row))?.product, pictures, row.read);
    return 'problems' in checked
      ? { row: row.row, problems: checked.problems }
      : { row: row.row, product: checked.product };
  });
}

/** Checks the file and, unless told not to or refused, writes it. Throws UnreadableFile for a file it cannot read. */
export async function importCatalogue(db: Db, dataDir: string, options: ImportOptions): Promise<ImportSummary> {
  const totalBytes = (await fs.promises.stat(options.file)).size;
  const problems = new ProblemLog(options.reportFile);
  const counts = { rows: 0, created: 0, updated: 0, unchanged: 0 };
  const made = { brands: new Set<string>(), categories: new Set<string>(), filters: new Set<string>() };
  let headerRefused = false;
  // Check: every row, against what is stored now.
  {
    const reference = await CatalogueReference.load(db);
    const pictures = new GivenPictures(options.images, dataDir, 'check');
    const firstRowOf = new Map<string, number>();
    let bytes = 0;
    await inBatches(
      options.file,
      (header) => {
        if (header.problems.length > 0) {
          headerRefused = true;
          problems.add(header.problems);
        }
      },
      async (batch) => {
        if (headerRefused) return;
        const skus = [...new Set(batch.rows.map(skuOf).filter((sku) => sku !== ''))];
        const stored = await readCatalogueProducts(db, reference, skus);
        await pictures.prepare(batch.rows.flatMap(imageNamesOf));
        for (const [i, result] of checkBatch(batch, stored, pictures).entries()) {
          counts.rows++;
          // checkBatch answers the batch's rows in their order.
          const row = batch.rows[i]!;
          const sku = skuOf(row);
          const first = firstRowOf.get(sku);
          const duplicate =
            first !== undefined
              ? [{ row: result.row, column: 'sku', value: sku, reason: `appears again: first in row ${first}` }]
              : [];
          if (sku !== '' && first === undefined) firstRowOf.set(sku, result.row);
          if (result.problems || duplicate.length > 0) {
            problems.add([...duplicate, ...(result.problems ?? [])]);
            continue;
          }
          const product = result.product!;
          const before = stored.get(product.sku);
          const outcome = outcomeOf(before, { product, given: pictures.picturesOf(product.images) });
          counts[outcome]++;
          if (outcome === 'unchanged') continue;
          const wouldMake = reference.wouldCreate(product);
          wouldMake.brands.forEach((name) => made.brands.add(name));
          wouldMake.categories.forEach((name) => made.categories.add(name));
          wouldMake.filters.forEach((name) => made.filters.add(name));
        }
        options.onProgress?.({ phase: 'checking', rows: counts.rows, bytes, totalBytes });
      },
      (read) => (bytes = read),
    );
  }
  const invalid = problems.badRows.size;
  const refused = headerRefused || (invalid > 0 && !options.skipInvalid);
  const summary = (written: boolean, names: CreatedNames): ImportSummary => ({
    rows: counts.rows,
    created: counts.created,
    updated: counts.updated,
    unchanged: counts.unchanged,
    invalid,
    written,
    dryRun: options.dryRun === true,
    made: names,
    problems: problems.kept,
    problemCount: problems.count,
  });
  if (options.dryRun || refused) {
    await problems.close();
    return summary(false, {
      brands: [...made.brands],
      categories: [...made.categories],
      filters: [...made.filters],
    });
  }
  // Write: the rows the check passed, again against what is stored, in one transaction a batch.
  const written = await writeFile(db, dataDir, options, problems.badRows, counts.rows, totalBytes);
  await problems.close();
  return { ...summary(true, written.made), ...written.counts };
}

function outcomeOf(before: StoredProduct | undefined, write: ProductWrite): 'created' | 'updated' | 'unchanged' {
  if (!before) return 'created';
  return changedFields(before, write).length > 0 ? 'updated' : 'unchanged';
}

async function writeFile(
  db: Db,
  dataDir: string,
  options: ImportOptions,
  badRows: ReadonlySet<number>,
  totalRows: number,
  totalBytes: number,
): Promise<{ counts: { created: number; updated: number; unchanged: number }; made: CreatedNames }> {
  const reference = await CatalogueReference.load(db);
  const pictures = new GivenPictures(options.images, dataDir, 'store');
  const counts = { created: 0, updated: 0, unchanged: 0 };
  let rows = 0;
  let bytes = 0;
  const analyze = await AnalyzeSchedule.start(db);
  await inBatches(
    options.file,
    () => undefined,
    async (batch) => {
      const good = { rows: batch.rows.filter((row) => !badRows.has(row.row)) };
      rows += batch.rows.length;
      await pictures.prepare(good.rows.flatMap(imageNamesOf));
      await whenDatabaseQuiet(db);
      const created = await db.transaction().execute(async (trx) => {
        const stored = await readCatalogueProducts(trx, reference, good.rows.map(skuOf));
        const writes = new Map<string, ProductWrite>();
        for (const result of checkBatch(good, stored, pictures))
          if (result.product)
            writes.set(result.product.sku, {
              product: result.product,
              given: pictures.picturesOf(result.product.images),
            });
        const outcomes = await writeCatalogueProducts(trx, reference, [...writes.values()], stored);
        for (const outcome of outcomes) counts[outcome.outcome]++;
        await recordAudits(
          trx,
          options.actor,
          outcomes
            .filter((o) => o.outcome !== 'unchanged')
            .map((o) => {
              const before = stored.get(o.sku)?.product;
              const after = writes.get(o.sku)!.product;
              return {
                action: 'catalogue.import',
                recordKind: 'product',
                recordId: o.sku,
                before: before ? Object.fromEntries(o.changed.map((f) => [f, before[f]])) : null,
                after: Object.fromEntries(o.changed.map((f) => [f, after[f]])),
              };
            }),
        );
        return outcomes.filter((o) => o.outcome === 'created').length;
      });
      forgetCatalogueAnswers(db);
      await analyze.afterBatch(db, created);
      options.onProgress?.({ phase: 'writing', rows, totalRows, bytes, totalBytes });
    },
    (read) => (bytes = read),
  ).catch(async (error: unknown) => {
    forgetCatalogueAnswers(db);
    throw error;
  });
  if (counts.created + counts.updated > 0) await analyzeCatalogue(db);
  return { counts, made: reference.created };
}
