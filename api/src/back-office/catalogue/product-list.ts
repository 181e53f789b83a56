import type { AdminProductRow, AdminProductSort } from '@storefront/shared-kernel/contracts';
import { fromCents } from '@storefront/shared-kernel/domain';
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../db/database';
import type { Database, ProductsTable } from '../../db/schema';
import { CategoryTree } from './category-tree';
import { containing } from './catalogue-write';

/** The product list's filters (docs/product.md §13.5). */
export interface AdminProductFilter {
  q?: string;
  brandId?: number;
  categoryId?: number;
  status?: 'active' | 'hidden';
  stockZero?: boolean;
}

export interface AdminProductQuery extends AdminProductFilter {
  page: number;
  pageSize: number;
  sort: AdminProductSort;
  direction: 'asc' | 'desc';
}

type ProductsScope = ExpressionBuilder<Database & { p: ProductsTable }, 'p'>;
type SortColumn = 'id_style' | 'web_title' | 'ava_qty' | 'position' | 'created_at';

/** The filters as one condition on `products as p`; a text finds part of the SKU or title (their trigram indexes). */
const matching =
  (filter: AdminProductFilter, categoryIds: number[] | undefined) =>
  (eb: ProductsScope): Expression<SqlBool> => {
    const conditions: Expression<SqlBool>[] = [];
    const text = filter.q?.trim();
    if (text)
      conditions.push(
        eb.or([eb('p.id_style', 'ilike', containing(text)), eb('p.web_title', 'ilike', containing(text))]),
      );
    if (filter.brandId !== undefined) conditions.push(eb('p.brand_id', '=', filter.brandId));
    if (categoryIds)
      conditions.push(categoryIds.length > 0 ? eb('p.category_id', 'in', categoryIds) : sql<SqlBool>`false`);
    if (filter.status) conditions.push(eb('p.status', '=', filter.status));
    if (filter.stockZero) conditions.push(eb('p.ava_qty', '<=', 0));
    return eb.and(conditions);
  };

/** The column each sort orders by; the SKU follows it. */
const SORT_COLUMN: Record<AdminProductSort, SortColumn> = {
  sku: 'id_style',
  title: 'web_title',
  stock: 'ava_qty',
  position: 'position',
  newest: 'created_at',
};

/**
 * The columns a sort orders by, each ending with the SKU, so a page never shows a product the page before it
 * showed. 'newest' ascending is the newest first: it reads as "newest" whichever way the list turns.
 */
function sortKeys({ sort, direction }: AdminProductQuery): [SortColumn, 'asc' | 'desc'][] {
  const way = sort === 'newest' ? (direction === 'asc' ? 'desc' : 'asc') : direction;
  const column = SORT_COLUMN[sort];
  return column === 'id_style'
    ? [[column, way]]
    : [
        [column, way],
        ['id_style', way],
      ];
}

/**
 * One page of the catalogue's products, hidden and unpictured ones too, and how many match (docs/product.md
 * §13.5). A category filter takes in every category under it.
 */
export async function listAdminProducts(
  db: Db,
  query: AdminProductQuery,
): Promise<{ rows: AdminProductRow[]; total: number }> {
  const [tree, brands] = await Promise.all([
    CategoryTree.read(db),
    db.selectFrom('brands').select(['id', 'name']).execute(),
  ]);
  const brandNames = new Map(brands.map((b) => [b.id, b.name]));
  const categoryIds = query.categoryId === undefined ? undefined : tree.withDescendants(query.categoryId);
  const where = matching(query, categoryIds);
  let page = db
    .selectFrom('products as p')
    .leftJoin('product_prices as pp', (join) => join.onRef('pp.id_style', '=', 'p.id_style').on('pp.price_lev', '=', 1))
    .where(where)
    .select([
      'p.id_style',
      'p.web_title',
      'p.filepath1',
      'p.tfilepath1',
      'p.brand_id',
      'p.category_id',
      'p.ava_qty',
      'p.status',
      'p.listed',
      'pp.price_cents',
    ]);
  for (const [column, dir] of sortKeys(query)) page = page.orderBy(`p.${column}`, dir);
  const [rows, counted] = await Promise.all([
    page
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    db
      .selectFrom('products as p')
      .where(where)
      .select(sql<number>`count(*)::int`.as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    total: counted.total,
    rows: rows.map((r) => ({
      sku: r.id_style,
      title: r.web_title,
      thumbnail: r.tfilepath1 || r.filepath1,
      brand: brandNames.get(r.brand_id) ?? '',
      category: tree.pathOf(r.category_id),
      price1: fromCents(r.price_cents ?? 0),
      stock: r.ava_qty,
      status: r.status,
      listed: r.listed,
    })),
  };
}
