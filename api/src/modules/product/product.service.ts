import type { getProductsCall } from '@storefront/shared-kernel/contracts';
import type { z } from 'zod';
import {
  DEFAULT_SORT,
  groupFilterIds,
  isPriceSort,
  RAIL_SIZES,
  toSlug,
  type RailName,
} from '@storefront/shared-kernel/domain';
import type { Caller, Deps } from '../../deps';
import { notFound, unauthorized } from '../../lib/errors';
import { pickedRailSkus } from '../system/home-reads';
import type { IndexFilter } from '../../search/catalogue-index';
import { searchIndexOf } from '../../search/search-index';
import { findProductsInOrder } from './product-search.repository';
import * as repo from './product.repository';

const ok = { is_success: true as const };
/** The header's search preview shows this many products (docs/product.md §3.2). */
const PREVIEW_SIZE = 10;
/** Visitors get level-1 rows with the prices blanked out. */
const levelOf = (caller: Caller | null) => caller?.priceLev ?? 1;

/** A category (with its whole subtree) or a brand, by name or dash form; null when neither matches. */
async function resolveCategory(deps: Deps, category: string): Promise<IndexFilter | null> {
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

export async function listProducts(deps: Deps, caller: Caller | null, input: z.output<typeof getProductsCall.request>) {
  // An order by price tells what a visitor may not see (docs/product.md §1.2: prices need a session).
  if (!caller && isPriceSort(input.sort)) throw unauthorized('Please sign in to sort by price.');
  const filter: IndexFilter = {
    keyword: input.keyword || undefined,
    filterGroups: groupFilters(input.filterList),
  };
  if (input.category) {
    const resolved = await resolveCategory(deps, input.category);
    if (!resolved) return { ...ok, total: 0, currPage: input.currPage, perPage: input.perPage, productList: [] };
    Object.assign(filter, resolved);
  }
  // The index finds, counts and orders the matches; only the page's rows are read (docs/performance.md §3).
  const level = levelOf(caller);
  const { total, rows } = await searchIndexOf(deps.db).answer(async (index, since) => {
    const matches = index.match(filter);
    const ids = index.page(matches, input.sort, level, (input.currPage - 1) * input.perPage, input.perPage);
    const { rows, windowCount } = await findProductsInOrder(deps.db, level, ids, since);
    return { result: { total: matches.size, rows }, windowCount };
  });
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
  // The search page's first matches for the keyword in its first order: the two never disagree (§3.2).
  const rows = await searchIndexOf(deps.db).answer(async (index, since) => {
    const ids = index.page(index.match({ keyword }), DEFAULT_SORT, levelOf(caller), 0, PREVIEW_SIZE);
    const { rows, windowCount } = await findProductsInOrder(deps.db, levelOf(caller), ids, since);
    return { result: rows, windowCount };
  });
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
