import { sql } from 'kysely';
import type { Db } from '../db/database';
import { CatalogueIndex, type IndexedProduct } from './catalogue-index';
import { textOfMarkup } from './keyword-terms';

/**
 * Each process's search index, kept current from the change log (migration 020; docs/performance.md §3).
 *
 * What a process has read is a window: the log's rows of transactions from the oldest one running at its
 * last read (`since`, a snapshot's xmin) on, every one of which it has applied (`seen`). Rows of older
 * transactions were all visible at that read, so nothing before `since` can still appear. A read asks
 * for the window again and applies the rows it has not seen: a transaction that took its row's number
 * early and committed late is not skipped. Whether anything new has come is one count of the window,
 * asked before each search (`current`), so a product saved is found by its new words on the next search.
 */
const PAGE_ROWS = 20_000;
/** More waiting changes than this and the index is read anew (a bulk seed, a first import). */
const READ_ANEW_AT = 50_000;
/** Log rows older than this go; a process that was away longer reads its index anew (`readAnew`). */
const KEEP_LOG_MS = 60 * 60 * 1000;

interface Window {
  since: string;
  seen: Set<number>;
}

export class SearchIndex {
  private index: CatalogueIndex | null = null;
  private window: Window | null = null;
  private reading: Promise<void> | null = null;
  /** Reads begun and the last one ended, by number: a caller can wait for a read begun after it asked. */
  private begun = 0;
  private ended = 0;
  private anew = false;
  private lastPrune = 0;

  constructor(private readonly db: Db) {}

  /**
   * The index with every change committed before the call: when the window's count says something came,
   * a read begun after this check (not one already under way, whose snapshot may be older) is waited for.
   */
  async current(): Promise<CatalogueIndex> {
    if (this.index && this.window && (await countWindow(this.db, this.window.since)) === this.window.seen.size)
      return this.index;
    const needed = this.begun + 1;
    while (this.ended < needed) await this.catchUp();
    return this.index!;
  }

  /**
   * A search's answer from an index current with every change committed before the call, in one round
   * trip when nothing changed: `compute` reads its rows with the count of the window it is given
   * (windowCountSql) in the same statement, and is run again after a read of the changes when that count
   * differs from what this process has seen.
   */
  async answer<T>(compute: (index: CatalogueIndex, since: string) => Promise<{ result: T; windowCount: number }>) {
    // The index in hand: a read of many changes drops the kept one while it reads anew.
    const index = this.index && this.window ? this.index : await this.current();
    const { since, seen } = this.window!;
    const first = await compute(index, since);
    if (first.windowCount === seen.size) return first.result;
    return (await compute(await this.current(), this.window!.since)).result;
  }

  /** Reads what changed since the last read (one read at a time; a caller arriving during one waits for it). */
  catchUp(): Promise<void> {
    this.reading ??= this.read().finally(() => (this.reading = null));
    return this.reading;
  }

  /** Starts over from the products as they are (a reconnection after changes may have been pruned). */
  readAnew(): Promise<void> {
    this.anew = true;
    return this.catchUp();
  }

  private async read(): Promise<void> {
    const number = ++this.begun;
    const anew = this.anew;
    this.anew = false;
    const tooMany =
      !anew && this.index && this.window && (await countWindow(this.db, this.window.since)) > READ_ANEW_AT;
    if (tooMany) {
      // Dropped before the new one is read: two indexes of a million products at once come near the heap's
      // limit (4 GB here), and searches meanwhile wait for this read anyway, the window's count having moved.
      this.index!.retire();
      this.index = null;
    }
    if (anew || !this.index || !this.window) {
      // The window opens before the read, so what commits during it is read again after.
      const since = await snapshotXmin(this.db);
      const index = new CatalogueIndex();
      for (let after = 0; ;) {
        const page = await readProducts(this.db, { after });
        for (const product of page) index.put(product);
        if (page.length < PAGE_ROWS) break;
        after = page.at(-1)!.id;
      }
      // Ranked behind the searches (ranked meanwhile on demand): not a wait of every search after a load.
      void index.rankAll();
      this.index?.retire();
      this.index = index;
      this.window = { since, seen: new Set() };
    }
    const { rows, xmin } = await readWindow(this.db, this.window.since);
    const changed = [...new Set(rows.filter((row) => !this.window!.seen.has(row.seq)).map((row) => row.product_id))];
    for (let i = 0; i < changed.length; i += PAGE_ROWS) {
      const ids = changed.slice(i, i + PAGE_ROWS);
      const listed = await readProducts(this.db, { ids });
      const kept = new Set(listed.map((product) => product.id));
      for (const id of ids) if (!kept.has(id)) this.index.remove(id);
      for (const product of listed) this.index.put(product);
    }
    // Many changes (an import, a bulk seed) leave a sort to be done again on its next use (sort-ranks.ts),
    // one sort by the search that needs it: ranking every sort after each read fell behind a bulk seed at
    // a million products (18 sorts, some 10 s a read, while the changes kept coming).
    // The next window starts at this read's xmin; the rows read that still fall in it are the ones seen.
    this.window = {
      since: xmin,
      seen: new Set(rows.filter((row) => BigInt(row.xid) >= BigInt(xmin)).map((row) => row.seq)),
    };
    this.ended = number;
    await this.prune();
  }

  private async prune(): Promise<void> {
    if (Date.now() - this.lastPrune < 60_000) return;
    this.lastPrune = Date.now();
    await this.db
      .deleteFrom('search_changes')
      .where('at', '<', new Date(Date.now() - KEEP_LOG_MS))
      .execute();
  }
}

const indexes = new WeakMap<Db, SearchIndex>();

/** The search index of a database, one per process (and per database a test opens). */
export const searchIndexOf = (db: Db): SearchIndex => {
  let index = indexes.get(db);
  if (!index) indexes.set(db, (index = new SearchIndex(db)));
  return index;
};

const snapshotXmin = async (db: Db): Promise<string> =>
  (await sql<{ xmin: string }>`select pg_snapshot_xmin(pg_current_snapshot())::text as xmin`.execute(db)).rows[0]!.xmin;

/** How many log rows a window holds now, as a column of any statement (see `answer`). */
export const windowCountSql = (since: string) =>
  sql<number>`(select count(*)::int from search_changes where xid >= ${since}::xid8)`;

/** How many log rows a window holds now, asked alone. */
export const countWindow = async (db: Db, since: string): Promise<number> =>
  (await sql<{ n: number }>`select ${windowCountSql(since)} as n`.execute(db)).rows[0]!.n;

/** The window's rows and the xmin of the same snapshot (one statement, so both see the same commits). */
async function readWindow(db: Db, since: string) {
  const { rows } = await sql<{ xmin: string; seq: number | null; product_id: number | null; xid: string | null }>`
    select s.xmin, c.seq, c.product_id, c.xid::text as xid
    from (select pg_snapshot_xmin(pg_current_snapshot())::text as xmin) s
    left join search_changes c on c.xid >= ${since}::xid8`.execute(db);
  return {
    xmin: rows[0]!.xmin,
    rows: rows
      .filter((row) => row.seq !== null)
      .map((row) => ({ seq: row.seq!, product_id: row.product_id!, xid: row.xid! })),
  };
}

interface ProductRow {
  id: number;
  id_style: string;
  barcode: string;
  web_title: string;
  websitename: string;
  color: string;
  tags: string;
  brand_id: number;
  brand_name: string;
  category_id: number;
  filter_ids: number[];
  created_ms: number;
  position: number;
  ava_qty: number;
  sold_count: number;
  prices: Record<string, number> | null;
}

/** Listed products by id, a page after an id or the given ids; with their brand's name and every level's price. */
async function readProducts(db: Db, which: { after: number } | { ids: number[] }): Promise<IndexedProduct[]> {
  const where =
    'ids' in which ? sql`p.id = any(${which.ids}::int[])` : sql`p.id > ${which.after} order by p.id limit ${PAGE_ROWS}`;
  const { rows } = await sql<ProductRow>`
    select p.id, p.id_style, p.barcode, p.web_title, p.websitename, p.color, p.tags, p.brand_id,
           b.name as brand_name, p.category_id, p.filter_ids,
           (extract(epoch from p.created_at) * 1000)::float8 as created_ms,
           p.position, p.ava_qty, p.sold_count,
           (select json_object_agg(x.price_lev, x.price_cents - x.sale_cents)
              from product_prices x where x.id_style = p.id_style) as prices
    from products p join brands b on b.id = p.brand_id
    where p.listed and ${where}`.execute(db);
  return rows.map(toIndexed);
}

const toIndexed = (row: ProductRow): IndexedProduct => ({
  id: row.id,
  sku: row.id_style,
  barcode: row.barcode,
  texts: [row.web_title, row.brand_name, row.color, row.tags, textOfMarkup(row.websitename)],
  title: row.web_title,
  brandId: row.brand_id,
  categoryId: row.category_id,
  filterIds: row.filter_ids,
  createdAt: row.created_ms,
  position: row.position,
  stock: row.ava_qty,
  sold: row.sold_count,
  prices: Object.fromEntries(Object.entries(row.prices ?? {}).map(([level, cents]) => [Number(level), cents])),
});
