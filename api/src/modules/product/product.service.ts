import type { getProductsCall } from '@storefront/shared-kernel/contracts';
import type { z } from 'zod';
import { groupFilterIds, isPriceSort, RAIL_SIZES, toSlug, type RailName } from '@storefront/shared-kernel/domain';
import type { Caller, Deps } from '../../deps';
import { notFound, unauthorized } from '../../lib/errors';
import { runsQueriesSideBySide } from '../../db/database';
import { answerCacheOf } from '../../lib/answer-cache';
import { pickedRailSkus } from '../system/home-reads';
import * as search from './product-search.repository';
import * as repo from './product.repository';

const ok = { is_success: true as const };
/** Visitors get level-1 rows with the prices blanked out. */
const levelOf = (caller: Caller | null) => caller?.priceLev ?? 1;
/** Scopes whose filter sets are kept (each at most search.MAX_FILTER_SETS sets: up to some 250 KB). */
const FILTER_SET_SCOPES = 100;
/** The answer cache of filter sets by scope (countMatches). */
export const FILTER_SETS = 'filter-sets';

/** A category (with its whole subtree) or a brand, by name or dash form; null when neither matches. */
async function resolveCategory(deps: Deps, category: string): Promise<search.ProductFilter | null> {
  const slug = toSlug(category);
  const categories = await repo.listCategoryTree(deps.db);
  const root = categories.find((c) => c.slug === slug);
  if (root) {
    const ids = new Set([root.id]);
    // The tree is small (menu-sized); walk it in memory.
    for (let grew = true; grew;) {
      grew = false;
      for (const c of categories)
        if (c.parent_id !== null && ids.has(c.parent_id) && !ids.has(c.id)) {
          ids.add(c.id);
          grew = true;
        }
    }
    return { categoryIds: [...ids] };
  }
  const brand = (await repo.listBrandNames(deps.db)).find((b) => toSlug(b.name) === slug);
  return brand ? { brandId: brand.id } : null;
}

/** The filter ids of a request, by group (the kernel's filter grouping). */
const groupFilters = (filterList: string | undefined): number[][] =>
  groupFilterIds(
    (filterList ?? '')
      .split(',')
      .map((s) => Number(s.trim()))
      .filter((n) => Number.isInteger(n) && n > 0),
  );

/** How totals and filter sets are kept: as long as the shared answers, and through orders. */
const countOptions = (deps: Deps) => ({
  ttlMs: deps.config.answerCacheMs,
  maxEntries: deps.config.answerCacheEntries,
  keepOnStockChange: true,
});

/** The filter sets kept by scope: everything of a filter but its groups (scopeOf). */
const filterSetsOf = (deps: Deps) =>
  answerCacheOf<search.FilterSetCount[] | null>(
    deps.db,
    { ...countOptions(deps), maxEntries: FILTER_SET_SCOPES },
    FILTER_SETS,
  );
const scopeOf = ({ filterGroups: _groups, ...scope }: search.ProductFilter) => scope;

/**
 * The total is the same for every caller, sort and page, and counting reads every match: kept as long as
 * the shared answers (lib/answer-cache.ts) and bounded the same way. Unlike them it is kept through
 * orders: which products match a keyword, category or filter does not depend on stock, and under order
 * traffic a total cleared by every order would be counted again by nearly every search.
 *
 * A total with filters is counted from its scope's filter sets (search.countFilterSets) once they are
 * kept (the same way), so a buyer refining one search filter by filter has each new choice counted from
 * memory instead of reading every match again. The sets are read off the answer's path (keepFilterSets):
 * a choice made while they load is counted directly (the filter indexes narrow it), which is sooner than
 * waiting for them (docs/performance.md §5).
 */
const countMatches = async (deps: Deps, filter: search.ProductFilter): Promise<number> => {
  const groups = filter.filterGroups ?? [];
  const sets = groups.length > 0 ? filterSetsOf(deps).peek(JSON.stringify(scopeOf(filter))) : undefined;
  if (sets) return search.countInFilterSets(sets, groups);
  return Number(
    await answerCacheOf(deps.db, countOptions(deps), 'counts').get(JSON.stringify(filter), () =>
      search.countProducts(deps.db, filter).then(String),
    ),
  );
};

/**
 * A scope of at most this many matches has its filter sets read as soon as it is shown without filters,
 * so a buyer's first filter choice is counted from memory too. Reading them costs one to two counts of
 * the scope, spent whether or not a filter is chosen, so a larger scope waits for its first choice
 * (docs/performance.md §5). Only where queries run side by side: embedded PGlite has one connection, and
 * the read would hold it about as long again as the search itself (190-250 ms at 100 000 products, if in
 * parts) for a choice that may never come.
 */
const FILTER_SETS_AHEAD_MAX_MATCHES = 50_000;

const readsFilterSetsAhead = (deps: Deps, total: number) =>
  total > 0 && total <= FILTER_SETS_AHEAD_MAX_MATCHES && runsQueriesSideBySide(deps.db);

/**
 * On embedded PGlite a read of filter sets goes in parts of about this many products, so the calls of
 * other buyers wait for one part, not the whole read: at 100 000 products 40-45 ms each, against 190-250
 * ms for the whole, for about the same total (docs/performance.md §5).
 */
const FILTER_SETS_PART_PRODUCTS = 20_000;

/** In how many parts a read of filter sets goes on embedded PGlite, for a catalogue of this size. */
export const filterSetParts = (catalogueSize: number): number =>
  Math.max(1, Math.ceil(catalogueSize / FILTER_SETS_PART_PRODUCTS));

/**
 * Reads the scope's filter sets for the next choice, unless kept or loading: called once the answer's
 * own queries are done (PGlite runs one at a time, so they would otherwise wait behind it).
 */
const keepFilterSets = (deps: Deps, filter: search.ProductFilter, total: number) => {
  const hasFilters = (filter.filterGroups?.length ?? 0) > 0;
  if (!hasFilters && !readsFilterSetsAhead(deps, total)) return;
  const scope = scopeOf(filter);
  filterSetsOf(deps).prime(JSON.stringify(scope), async () => {
    const parts = runsQueriesSideBySide(deps.db) ? 1 : filterSetParts(await search.estimateCatalogueSize(deps.db));
    return search.countFilterSetsInParts(deps.db, scope, parts);
  });
};

export async function listProducts(deps: Deps, caller: Caller | null, input: z.output<typeof getProductsCall.request>) {
  // An order by price tells what a visitor may not see (docs/product.md §1.2: prices need a session).
  if (!caller && isPriceSort(input.sort)) throw unauthorized('Please sign in to sort by price.');
  const filter: search.ProductFilter = {
    keyword: input.keyword || undefined,
    filterGroups: groupFilters(input.filterList),
  };
  if (input.category) {
    const resolved = await resolveCategory(deps, input.category);
    if (!resolved) return { ...ok, total: 0, currPage: input.currPage, perPage: input.perPage, productList: [] };
    Object.assign(filter, resolved);
  }
  const offset = (input.currPage - 1) * input.perPage;
  const counting = countMatches(deps, filter);
  const page = (plan: search.PagePlan) =>
    search.findProductPage(deps.db, levelOf(caller), filter, input.sort, input.currPage, input.perPage, plan);
  // A price sort's plan depends on the total (search.pagePlanFor), so its page waits for it, and none is
  // asked past the last match; other sorts walk their index, their page asked alongside the count.
  const paging = search.planNeedsTotal(input.sort)
    ? Promise.all([counting, search.estimateCatalogueSize(deps.db)]).then(([total, catalogueSize]) =>
        offset < total
          ? page(search.pagePlanFor(input.sort, total, offset, input.perPage, Math.max(catalogueSize, total)))
          : [],
      )
    : page('walk');
  const [total, rows] = await Promise.all([counting, paging]);
  keepFilterSets(deps, filter, total);
  return {
    ...ok,
    total,
    currPage: input.currPage,
    perPage: input.perPage,
    productList: rows.map((r) => repo.toProduct(r, !!caller)),
  };
}

async function requireProduct(deps: Deps, caller: Caller | null, idStyle: string) {
  const row = await repo.findProduct(deps.db, levelOf(caller), idStyle);
  if (!row) throw notFound('Product not found');
  return row;
}

export async function getDetail(deps: Deps, caller: Caller | null, idStyle: string) {
  const row = await repo.findProductPage(deps.db, levelOf(caller), idStyle);
  if (!row) throw notFound('Product not found');
  const yourPriceCents = caller ? (row.price_cents ?? 0) - (row.sale_cents ?? 0) : null;
  return {
    ...ok,
    product: repo.toDetail(
      repo.toProduct(row, !!caller),
      row.unit,
      repo.toBreaks(caller ? row.breaks : [], yourPriceCents),
    ),
  };
}

export async function getLinked(deps: Deps, caller: Caller | null, idStyle: string, kind: 'related' | 'cross') {
  await requireProduct(deps, caller, idStyle);
  const rows = await repo.findLinkedProducts(deps.db, levelOf(caller), idStyle, kind);
  return { ...ok, productList: rows.map((r) => repo.toProduct(r, !!caller)) };
}

export async function getSpecifications(deps: Deps, idStyle: string) {
  const specifications = await repo.findSpecifications(deps.db, idStyle);
  if (specifications.length === 0) await requireProduct(deps, null, idStyle);
  return { ...ok, specifications };
}

export async function getImages(deps: Deps, idStyle: string) {
  const images = await repo.findImages(deps.db, idStyle);
  if (images.length === 0) await requireProduct(deps, null, idStyle);
  return { ...ok, images };
}

export async function getSearchPreview(deps: Deps, caller: Caller | null, keyword: string) {
  // The header shows suggestions only past 2 characters (docs/product.md §3.2); shorter asks get none.
  if (keyword.length <= 2) return { ...ok, searchList: [] };
  const rows = await search.findSearchPreview(deps.db, levelOf(caller), keyword);
  return {
    ...ok,
    searchList: rows.map((r) => {
      const p = repo.toProduct(r, !!caller);
      return { idStyle: p.idStyle, Tfilepath1: p.Tfilepath1, webTitle: p.webTitle, price: p.yourPrice };
    }),
  };
}

/** A home rail: the products staff picked for it, in their order, else its rule (docs/product.md §13.8). */
export async function getRail(deps: Deps, caller: Caller | null, column: RailName, limit?: number, brandId?: number) {
  const size = limit ?? RAIL_SIZES[column];
  const picked = await pickedRailSkus(deps.db, column);
  const rows = picked
    ? await repo.findPickedRail(deps.db, levelOf(caller), picked.slice(0, size))
    : await repo.findRail(deps.db, levelOf(caller), column, size, brandId);
  return { ...ok, productList: rows.map((r) => repo.toProduct(r, !!caller)) };
}
