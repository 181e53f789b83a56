// The catalogue's searches: the search page's filters, sorts, pages and totals (with the filter sets a
// total is counted from), and the header's search preview. Single products, rails and reference lists
// are in product.repository.ts.
import { isPriceSort, type SortValue } from '@storefront/shared-kernel/domain';
import { sql, type ExpressionBuilder, type SelectQueryBuilder } from 'kysely';
import { whenDatabaseQuiet, type Db } from '../../db/database';
import { cachedRead } from '../../plugins/cache';
import {
  isListed,
  PRODUCT_COLUMNS,
  productQuery,
  withNames,
  type ProductQuery,
  type Tables,
} from './product.repository';

export interface ProductFilter {
  categoryIds?: number[];
  brandId?: number;
  keyword?: string;
  /** Filter ids grouped by their group: AND across groups, OR within one. */
  filterGroups?: number[][];
}

const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Full-text match, or a substring of title/SKU (served by the pg_trgm indexes), or the exact barcode. */
const keywordMatch = (keyword: string) => (eb: ExpressionBuilder<Tables, 'p'>) =>
  eb.or([
    sql<boolean>`p.search @@ websearch_to_tsquery('english', ${keyword})`,
    sql<boolean>`p.web_title ilike ${likePattern(keyword)}`,
    sql<boolean>`p.id_style ilike ${likePattern(keyword)}`,
    sql<boolean>`p.barcode = ${keyword}`,
  ]);

/** The listed products (isListed) that match a filter: every search, total and filter count reads through it. */
const applyFilter = <Q extends SelectQueryBuilder<Tables, 'p' | 'pp', unknown>>(query: Q, filter: ProductFilter): Q => {
  let q = (query as SelectQueryBuilder<Tables, 'p' | 'pp', unknown>).where(isListed);
  if (filter.categoryIds)
    q = filter.categoryIds.length ? q.where('p.category_id', 'in', filter.categoryIds) : q.where(sql<boolean>`false`);
  if (filter.brandId !== undefined) q = q.where('p.brand_id', '=', filter.brandId);
  if (filter.keyword) q = q.where(keywordMatch(filter.keyword) as never);
  // One overlap test per group on the GIN-indexed filter_ids, which the planner ANDs with the keyword's
  // bitmap (migration 005).
  for (const group of filter.filterGroups ?? []) {
    q = q.where(sql<boolean>`p.filter_ids && array[${sql.join(group)}]::integer[]`);
  }
  return q as Q;
};

const SORTS: Record<SortValue, [string, 'asc' | 'desc']> = {
  newest: ['p.created_at', 'desc'],
  position: ['p.position', 'asc'],
  'price-asc': ['your_price', 'asc'],
  'price-desc': ['your_price', 'desc'],
  'name-asc': ['p.web_title', 'asc'],
  'name-desc': ['p.web_title', 'desc'],
  'sku-asc': ['p.id_style', 'asc'],
  'sku-desc': ['p.id_style', 'desc'],
  'stock-desc': ['p.ava_qty', 'desc'],
  'stock-asc': ['p.ava_qty', 'asc'],
  'best-selling': ['p.sold_count', 'desc'],
};

/**
 * How a page is found (docs/performance.md §3):
 * - `walk`: the query stops after a page. Sorted by an indexed column the planner walks that index and
 *   checks each product against the filter, instead of joining and sorting every match: it reads about
 *   (offset + page) / selectivity rows, cheap when many products match. For the price sorts the prices of
 *   the caller's level are walked in "your price" order, so they are joined, not left-joined: every
 *   product has a price row on every level (seeding writes all four).
 * - `matches-first`: the matches are read at once from the keyword and filter indexes (one bitmap), and
 *   only they are priced and sorted: it reads about `total` rows, cheap when few products match, where a
 *   walk would pass over thousands of rows per match found.
 */
export type PagePlan = 'walk' | 'matches-first';

/**
 * Whether a sort's page plan depends on the total (pagePlanFor): only the price sorts, which walk
 * product_prices_your_price_idx (migration 004) in "your price" order, an inner join (see below).
 */
export const planNeedsTotal = (sort: SortValue): boolean => isPriceSort(sort);

/**
 * The plan reading fewer rows. Only the price sorts are worth it: their walk passes over prices of every
 * product (about 5 µs each here) where a match costs about 9 µs read from the bitmap, so matches-first
 * wins when 2 × total² < (offset + page) × catalogue size. Other sorts walk the products' own indexes,
 * which the planner weighs well itself (measured in docs/performance.md §3).
 */
export const pagePlanFor = (
  sort: SortValue,
  total: number,
  offset: number,
  perPage: number,
  catalogueSize: number,
): PagePlan =>
  planNeedsTotal(sort) && total * total * 2 < (offset + perPage) * catalogueSize ? 'matches-first' : 'walk';

/**
 * The matches, kept (MATERIALIZED) so the planner cannot turn the query back into a walk, then each one's
 * price on the caller's level by its primary key (a LATERAL that `offset 0` keeps from being flattened
 * into a join over every price of the level).
 */
const matchesFirstQuery = (db: Db, priceLev: number, filter: ProductFilter) =>
  db
    .with(
      (cte) => cte('m').materialized(),
      (qb) => applyFilter(qb.selectFrom('products as p').selectAll('p') as never, filter) as unknown as ProductQuery,
    )
    .selectFrom('m as p')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('product_prices as x')
          .select(['x.price_cents', 'x.sale_cents'])
          .whereRef('x.id_style', '=', 'p.id_style')
          .where('x.price_lev', '=', priceLev)
          .offset(0)
          .as('pp'),
      (join) => join.onTrue(),
    )
    .select(PRODUCT_COLUMNS) as unknown as ProductQuery;

/** One page of matches, without the total. */
export async function findProductPage(
  db: Db,
  priceLev: number,
  filter: ProductFilter,
  sort: SortValue,
  page: number,
  perPage: number,
  plan: PagePlan = 'walk',
) {
  const [column, direction] = SORTS[sort] ?? SORTS.position!;
  let query =
    plan === 'matches-first'
      ? matchesFirstQuery(db, priceLev, filter)
      : applyFilter(productQuery(db, priceLev), filter);
  if (isPriceSort(sort)) {
    if (plan === 'walk') query = query.where('pp.price_lev', '=', priceLev) as typeof query;
    query = query.orderBy(sql`pp.price_cents - pp.sale_cents`, direction) as typeof query;
  } else {
    query = query.orderBy(sql.ref(column), direction) as typeof query;
  }
  const rows = await query
    .orderBy('p.id_style')
    .limit(perPage)
    .offset((page - 1) * perPage)
    .execute();
  return withNames(db, rows);
}

/** About how many products there are, from the planner's statistics (no count of the table). */
export const estimateCatalogueSize = (db: Db) =>
  cachedRead(db, 'catalogue-size', async () => {
    const { rows } = await sql<{ n: number }>`
      select greatest(reltuples, 0)::int as n from pg_class where oid = 'products'::regclass`.execute(db);
    return rows[0]?.n ?? 0;
  });

/**
 * How many products match, the same for every caller and every sort and page (the service keeps it
 * briefly). No prices join: only the products and filter indexes are read.
 */
export async function countProducts(db: Db, filter: ProductFilter): Promise<number> {
  let q = db.selectFrom('products as p').select(sql<number>`count(*)::int`.as('n'));
  q = applyFilter(q as never, filter) as unknown as typeof q;
  return (await q.executeTakeFirstOrThrow()).n;
}

/** How many products of a scope carry one set of filter ids (empty for products without filters). */
export interface FilterSetCount {
  ids: number[];
  n: number;
}

/** At most this many filter sets are kept for a scope; one with more is counted query by query. */
export const MAX_FILTER_SETS = 2000;

/** A half-open range of product ids [from, to) that a read of filter sets is limited to. */
type IdRange = readonly [from: number, to: number];

/**
 * The matches of a scope (keyword, category, brand: everything but the filters) counted by their set of
 * filter ids, in one pass over the same matches countProducts reads: every filter choice within the
 * scope is then counted from these sets (countInFilterSets), without reading the matches again.
 * Null when the scope has more than `maxSets` sets. `ids` limits the pass to a range of product ids.
 */
export async function countFilterSets(
  db: Db,
  scope: Omit<ProductFilter, 'filterGroups'>,
  maxSets = MAX_FILTER_SETS,
  ids?: IdRange,
): Promise<FilterSetCount[] | null> {
  let q = db
    .selectFrom('products as p')
    .select(['p.filter_ids', sql<number>`count(*)::int`.as('n')])
    .groupBy('p.filter_ids')
    .limit(maxSets + 1);
  if (ids) q = q.where('p.id', '>=', ids[0]).where('p.id', '<', ids[1]);
  q = applyFilter(q as never, scope) as unknown as typeof q;
  const rows = await q.execute();
  return rows.length > maxSets ? null : rows.map((r) => ({ ids: r.filter_ids, n: r.n }));
}

/**
 * countFilterSets read in `parts` ranges of product ids, one query after the other, and merged: the same
 * sets. Each part waits until no caller's query is waiting (whenDatabaseQuiet), so on embedded PGlite,
 * which runs one query at a time, a caller's call waits for at most one part of the read instead of all
 * of it (docs/performance.md §5).
 */
export async function countFilterSetsInParts(
  db: Db,
  scope: Omit<ProductFilter, 'filterGroups'>,
  parts: number,
  maxSets = MAX_FILTER_SETS,
): Promise<FilterSetCount[] | null> {
  if (parts <= 1) return countFilterSets(db, scope, maxSets);
  const { lo, hi } = await db
    .selectFrom('products')
    .select([sql<number | null>`min(id)`.as('lo'), sql<number | null>`max(id)`.as('hi')])
    .executeTakeFirstOrThrow();
  if (lo === null || hi === null) return [];
  const step = Math.ceil((hi - lo + 1) / parts);
  // Keyed as GROUP BY tells arrays apart: by their elements in order.
  const merged = new Map<string, FilterSetCount>();
  for (let from = lo; from <= hi; from += step) {
    await whenDatabaseQuiet(db);
    const sets = await countFilterSets(db, scope, maxSets, [from, from + step]);
    if (!sets) return null;
    for (const set of sets) {
      const key = set.ids.join(',');
      const kept = merged.get(key);
      if (kept) kept.n += set.n;
      else merged.set(key, { ids: set.ids, n: set.n });
    }
    if (merged.size > maxSets) return null;
  }
  return [...merged.values()];
}

/** The count applyFilter's filter groups give within a scope: sets meeting every group (any id of it). */
export const countInFilterSets = (sets: readonly FilterSetCount[], groups: readonly number[][]): number =>
  sets.reduce((sum, set) => (groups.every((group) => group.some((id) => set.ids.includes(id))) ? sum + set.n : sum), 0);

/** Up to this many matches are ranked directly; more are searched from the nearest titles first. */
const PREVIEW_RANK_ALL = 200;
/** Titles nearest the typed text read from the KNN index. */
const PREVIEW_CANDIDATES = 300;

/**
 * Up to 10 matches ordered by trigram similarity of the title (the nearest first), then SKU.
 * Ranking every match by similarity() is cheap for a rare word but read thousands of rows for a common
 * one, so:
 * - few matches (at most PREVIEW_RANK_ALL): ranked all at once, in one query that stops reading there;
 * - many: read the titles nearest the text from a GiST trigram index (products_title_knn_idx, KNN on
 *   `<->`, which is 1 - similarity) and keep the matches among them. When at least 10 match and the 10th
 *   is strictly nearer than the farthest candidate, no product outside the candidates can rank before
 *   it, so that is the exact answer; otherwise (ties at the cut, matches far away) every match is ranked.
 */
export async function findSearchPreview(db: Db, priceLev: number, keyword: string) {
  // One query ranks the first PREVIEW_RANK_ALL + 1 matches and says how many it saw: when that is not
  // more than PREVIEW_RANK_ALL, it saw every match and its top 10 is the answer. The matches are a
  // MATERIALIZED CTE, planned without the limit (a limit alone made the planner bet on a sequential scan
  // finding matches early: 200 ms at 100k for a word that matches nothing) and still read only as far
  // as the limit asks.
  const ranked = await db
    .with(
      (cte) => cte('m').materialized(),
      () =>
        applyFilter(productQuery(db, priceLev), { keyword }).select(
          sql<number>`similarity(p.web_title, ${keyword})`.as('sim'),
        ),
    )
    .selectFrom((eb) =>
      eb
        .selectFrom('m')
        .selectAll()
        .limit(PREVIEW_RANK_ALL + 1)
        .as('f'),
    )
    .selectAll('f')
    .select(sql<number>`(count(*) over ())::int`.as('seen'))
    .orderBy('f.sim', 'desc')
    .orderBy('f.id_style')
    .limit(10)
    .execute();
  if ((ranked[0]?.seen ?? 0) <= PREVIEW_RANK_ALL) return withNames(db, ranked);
  const distance = sql`lower(web_title) <-> lower(${keyword})`;
  const candidates = sql<{ id_style: string; d: number; cutoff: number }>`(
    select id_style, d, max(d) over () as cutoff
    from (select id_style, ${distance} as d from products order by ${distance} limit ${PREVIEW_CANDIDATES}) c
  )`.as('near');
  const near = await applyFilter(
    productQuery(db, priceLev).innerJoin(candidates, (join) => join.onRef('near.id_style', '=', 'p.id_style')),
    { keyword },
  )
    .select(['near.d', 'near.cutoff'])
    .orderBy('near.d')
    .orderBy('p.id_style')
    .limit(10)
    .execute();
  const tenth = near[9];
  if (tenth && tenth.d < tenth.cutoff) return withNames(db, near);
  // Ties at the cut or matches far from the text: rank every match.
  const all = await applyFilter(productQuery(db, priceLev), { keyword })
    .orderBy(sql`similarity(p.web_title, ${keyword})`, 'desc')
    .orderBy('p.id_style')
    .limit(10)
    .execute();
  return withNames(db, all);
}
