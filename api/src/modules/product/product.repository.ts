import { fromCents } from '@storefront/shared-kernel/domain';
import { breakPriceCents, percentOfBp } from '@storefront/shared-kernel/quantity-rules';
import type { Product, ProductDetail, Specification } from '@storefront/shared-kernel/contracts';
import { sql } from 'kysely';
import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres';
import type { Db } from '../../db/database';
import type { Database, ProductSpecsTable } from '../../db/schema';
import { cachedRead, clearCachedReads } from '../../plugins/cache';

/** The catalogue tables under the aliases every product query uses. */
export type Tables = Database & {
  p: Database['products'];
  pp: Database['product_prices'];
};

/** What every catalogue answer reads of a product and its price row. */
export const PRODUCT_COLUMNS = [
  'p.id',
  'p.id_style',
  'p.web_title',
  'p.websitename',
  'p.filepath1',
  'p.ava_qty',
  'p.retail_cents',
  'p.color',
  'p.qty_per_uom',
  'p.qty_per_ctn',
  'p.tags',
  'p.barcode',
  'p.uom',
  'p.brand_id',
  'p.category_id',
  'p.min_buy',
  'pp.price_cents',
  'pp.sale_cents',
] as const;

/**
 * Products with the price row of one price level. Brand and category names come from the cached
 * reference lists (withNames) rather than two joins in every catalogue query: fewer joins to plan.
 */
export const productQuery = (db: Db, priceLev: number) =>
  db
    .selectFrom('products as p')
    .leftJoin('product_prices as pp', (join) =>
      join.onRef('pp.id_style', '=', 'p.id_style').on('pp.price_lev', '=', priceLev),
    )
    .select(PRODUCT_COLUMNS);

/**
 * Whether a product is listed: product lists (search pages and their totals, filter counts, the header
 * preview, the home rails, related and cross items) show only active products with an image, so the rule
 * is applied before paging and counting and a page is full (docs/product.md). A product without an image
 * is still found by its id (the product page, a cart line); a hidden one is not sold at all (§13.6).
 * `listed` is a stored column (migration 015) and the products' b-tree indexes are partial on it, so a
 * total by category or brand stays an index-only scan: keep it a literal in the SQL, written the same way.
 */
export const isListed = sql<boolean>`p.listed`;

type BaseRow = Awaited<ReturnType<ReturnType<typeof productQuery>['executeTakeFirstOrThrow']>>;
type ProductRow = BaseRow & { brand_name: string; category_name: string };
export type ProductQuery = ReturnType<typeof productQuery>;

/** Brand and category names by id, the same for every caller: kept briefly in memory (plugins/cache.ts). */
const referenceNames = (db: Db) =>
  cachedRead(db, 'product-reference-names', async () => {
    const [brands, categories] = await Promise.all([
      db.selectFrom('brands').select(['id', 'name']).execute(),
      db.selectFrom('categories').select(['id', 'name']).execute(),
    ]);
    return {
      brands: new Map(brands.map((b) => [b.id, b.name])),
      categories: new Map(categories.map((c) => [c.id, c.name])),
    };
  });

/** Adds the brand and category names to rows of productQuery. */
export async function withNames<R extends BaseRow>(db: Db, rows: R[]): Promise<(R & ProductRow)[]> {
  if (rows.length === 0) return [];
  let names = await referenceNames(db);
  // A brand or category newer than the cached lists: read them again once.
  if (rows.some((r) => !names.brands.has(r.brand_id) || !names.categories.has(r.category_id))) {
    clearCachedReads(db);
    names = await referenceNames(db);
  }
  return rows.map((r) => ({
    ...r,
    brand_name: names.brands.get(r.brand_id) ?? '',
    category_name: names.categories.get(r.category_id) ?? '',
  }));
}

/** Rows become the contract's product in this one place; prices only when `showPrices`. */
export const toProduct = (row: ProductRow, showPrices: boolean): Product => {
  const price = row.price_cents ?? 0;
  const sale = row.sale_cents ?? 0;
  return {
    idStyle: row.id_style,
    idStyleDtl: row.id,
    webTitle: row.web_title,
    websitename: row.websitename,
    filepath1: row.filepath1,
    Tfilepath1: row.filepath1,
    image: row.filepath1,
    avaQty: row.ava_qty,
    price: showPrices ? fromCents(price) : null,
    retailPrice: showPrices ? fromCents(row.retail_cents) : null,
    salePrice: showPrices ? fromCents(sale) : null,
    yourPrice: showPrices ? fromCents(price - sale) : null,
    color: row.color,
    qtyPerUOM: row.qty_per_uom,
    qtyPerCTN: row.qty_per_ctn,
    minBuy: row.min_buy,
    tags: row.tags,
    brand: row.brand_name,
    brandId: row.brand_id,
    barcode: row.barcode,
    uom: row.uom,
    category: row.category_name,
  };
};

/** The product page's product: an active one (a hidden product has left the storefront, §13.6). */
export async function findProduct(db: Db, priceLev: number, idStyle: string) {
  const row = await productQuery(db, priceLev)
    .where('p.id_style', '=', idStyle)
    .where('p.status', '=', 'active')
    .executeTakeFirst();
  return row ? (await withNames(db, [row]))[0] : undefined;
}

/**
 * The product page's product with its UNIT specification and its volume breaks, in one statement: one
 * snapshot, so a page read while a catalogue import writes this product shows it wholly before or wholly
 * after (§13.6), never its new breaks beside its old price.
 */
export async function findProductPage(db: Db, priceLev: number, idStyle: string) {
  const row = await productQuery(db, priceLev)
    .select((eb) => [
      jsonObjectFrom(
        eb
          .selectFrom('product_specs as s')
          .select(['s.code', 's.width', 's.height', 's.length', 's.weight', 's.color', 's.material'])
          .select(['s.country_of_origin', 's.min_buy'])
          .whereRef('s.id_style', '=', 'p.id_style')
          .where('s.code', '=', 'UNIT'),
      ).as('unit'),
      jsonArrayFrom(
        eb
          .selectFrom('product_breaks as b')
          .select(['b.min_qty', 'b.percent_bp'])
          .whereRef('b.id_style', '=', 'p.id_style')
          .orderBy('b.min_qty'),
      ).as('breaks'),
    ])
    .where('p.id_style', '=', idStyle)
    .where('p.status', '=', 'active')
    .executeTakeFirst();
  if (!row) return undefined;
  const [named] = await withNames(db, [row]);
  return named && { ...named, unit: row.unit ? toSpecification(row.unit) : undefined };
}

export const findLinkedProducts = (db: Db, priceLev: number, idStyle: string, kind: 'related' | 'cross') =>
  productQuery(db, priceLev)
    .innerJoin('product_links as l', 'l.linked_id_style', 'p.id_style')
    .where('l.id_style', '=', idStyle)
    .where('l.kind', '=', kind)
    .where(isListed)
    .orderBy('p.position')
    .limit(12)
    .execute()
    .then((rows) => withNames(db, rows));

export const findRail = async (
  db: Db,
  priceLev: number,
  column: 'featured' | 'newarrival' | 'bestSeller',
  limit: number,
  brandId?: number,
) => {
  let q: ProductQuery = productQuery(db, priceLev).where(isListed);
  if (brandId !== undefined) q = q.where('p.brand_id', '=', brandId);
  if (column === 'featured') q = q.where('p.is_featured', '=', true).orderBy('p.position');
  else if (column === 'newarrival') q = q.where('p.is_new', '=', true).orderBy('p.created_at', 'desc');
  else q = q.orderBy('p.sold_count', 'desc');
  return withNames(db, await q.orderBy('p.id_style').limit(limit).execute());
};

/**
 * The products picked for a rail (docs/product.md §13.8), in the order picked: only listed ones, so a pick
 * hidden or left without a picture since it was picked drops out until it is shown again.
 */
export const findPickedRail = async (db: Db, priceLev: number, skus: readonly string[]) => {
  if (skus.length === 0) return [];
  const rows = await productQuery(db, priceLev).where('p.id_style', 'in', skus).where(isListed).execute();
  const place = new Map(skus.map((sku, i) => [sku, i]));
  rows.sort((a, b) => place.get(a.id_style)! - place.get(b.id_style)!);
  return withNames(db, rows);
};

const toSpecification = (r: Omit<ProductSpecsTable, 'id_style'>): Specification => ({
  code: r.code,
  width: r.width,
  height: r.height,
  length: r.length,
  weight: r.weight,
  Color: r.color,
  material: r.material,
  countryOfOrigin: r.country_of_origin,
  minBuy: r.min_buy,
});

export async function findSpecifications(db: Db, idStyle: string): Promise<Specification[]> {
  const rows = await db
    .selectFrom('product_specs')
    .selectAll()
    .where('id_style', '=', idStyle)
    .orderBy(sql`array_position(array['UNIT','PACK','CTN'], code)`)
    .execute();
  return rows.map(toSpecification);
}

export const findImages = (db: Db, idStyle: string) =>
  db
    .selectFrom('product_images')
    .select(['filepath1', 'show_order as showOrder'])
    .where('id_style', '=', idStyle)
    .orderBy('show_order')
    .execute();

/**
 * The breaks as the product page shows them, priced from the caller's price at its level ('Your Price',
 * in cents). None without prices: a visitor sees no prices, so no break prices either.
 */
export const toBreaks = (
  breaks: { min_qty: number; percent_bp: number }[],
  yourPriceCents: number | null,
): ProductDetail['breaks'] =>
  yourPriceCents === null
    ? []
    : breaks.map((b) => ({
        minQty: b.min_qty,
        percentOff: percentOfBp(b.percent_bp),
        price: fromCents(breakPriceCents(yourPriceCents, b.percent_bp)),
      }));

export const toDetail = (
  product: Product,
  unit: Specification | undefined,
  breaks: ProductDetail['breaks'],
): ProductDetail => ({
  // Its minBuy is the product's own minimum, which the server enforces (migration 015), not its UNIT row's.
  ...product,
  weight: unit?.weight ?? '',
  width: unit?.width ?? '',
  height: unit?.height ?? '',
  length: unit?.length ?? '',
  material: unit?.material ?? '',
  countryOfOrigin: unit?.countryOfOrigin ?? '',
  breaks,
});

/** Menu-sized reference lists, the same for every caller: kept briefly in memory (plugins/cache.ts). */
export const listCategoryTree = (db: Db) =>
  cachedRead(db, 'category-tree', () => db.selectFrom('categories').select(['id', 'slug', 'parent_id']).execute());
export const listBrandNames = (db: Db) =>
  cachedRead(db, 'brand-names', () => db.selectFrom('brands').select(['id', 'name']).execute());
