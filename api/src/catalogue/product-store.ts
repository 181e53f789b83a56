import { categoryLevels, type CatalogueField, type CatalogueProduct } from '@storefront/shared-kernel/contracts';
import { PRICE_LEVELS } from '@storefront/shared-kernel/back-office';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { announceCatalogueChange } from './catalogue-changes';
import type { CatalogueReference } from './catalogue-reference';
import type { StoredPicture } from './picture-store';
import { unnestRows } from '../db/unnest-rows';

/**
 * Products as the catalogue file and the back office's product page see them (docs/catalogue-file.md), read
 * from and written to the five tables that hold one: products, product_prices (one row a level),
 * product_breaks, the UNIT row of product_specs, product_images. One writer for the import and the page, so
 * a product is stored the same whichever way it came in. Money is kept in cents, percents in basis points.
 */
export interface StoredImage extends StoredPicture {
  fileName: string;
}

export interface StoredProduct {
  product: CatalogueProduct;
  /** Its pictures by file name, lower case. */
  images: Map<string, StoredImage>;
}

export interface ProductWrite {
  product: CatalogueProduct;
  /** Pictures given with the write (already stored on disk), by file name, lower case. */
  given: ReadonlyMap<string, StoredImage>;
}

export type WriteOutcome = 'created' | 'updated' | 'unchanged';

export interface WrittenProduct {
  sku: string;
  outcome: WriteOutcome;
  /** The fields that changed (every field of a created product); `images` when a picture did. */
  changed: CatalogueField[];
}

const cents = (dollars: number) => Math.round(dollars * 100);
const dollars = (amount: number) => amount / 100;
const imageKey = (fileName: string) => fileName.trim().toLowerCase();
/** A stored picture's name: the one it was given, or (a picture stored before names were kept) its file's. */
const nameOf = (picture: { file_name: string; filepath1: string }) =>
  picture.file_name || picture.filepath1.replace(/^.*\//, '');

/** The columns a product is written with, and their types for unnestRows. */
const PRODUCT_TYPES = {
  id_style: 'text',
  web_title: 'text',
  websitename: 'text',
  brand_id: 'int4',
  category_id: 'int4',
  barcode: 'text',
  color: 'text',
  tags: 'text',
  uom: 'text',
  qty_per_uom: 'int4',
  qty_per_ctn: 'int4',
  min_buy: 'int4',
  ava_qty: 'int4',
  retail_cents: 'int4',
  sold_count: 'int4',
  position: 'int4',
  is_featured: 'bool',
  is_new: 'bool',
  status: 'text',
  filepath1: 'text',
  tfilepath1: 'text',
  filter_ids: 'int4[]',
} as const;
const PRODUCT_COLUMNS = Object.keys(PRODUCT_TYPES) as (keyof typeof PRODUCT_TYPES)[];

const SPEC_TYPES = {
  id_style: 'text',
  code: 'text',
  width: 'text',
  height: 'text',
  length: 'text',
  weight: 'text',
  color: 'text',
  material: 'text',
  country_of_origin: 'text',
  min_buy: 'int4',
} as const;
const SPEC_COLUMNS = Object.keys(SPEC_TYPES) as (keyof typeof SPEC_TYPES)[];

/**
 * Runs `work` where the planner looks SKUs up in the b-tree indexes. Given a list of SKUs that share their
 * first characters (`BIMP-0000001`...), it chose the products' trigram index (GIN, by a bitmap scan) for
 * `id_style in (...)`, estimating it cheap: 225 ms for 250 SKUs against under 1 ms by the b-tree. GIN is read
 * only by bitmap scans, so these reads turn them off for their own transaction.
 */
async function withBtreeLookups<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  const run = async (trx: Db) => {
    await sql`set local enable_bitmapscan = off`.execute(trx);
    return work(trx);
  };
  return db.isTransaction ? run(db) : db.transaction().execute(run);
}

/** The stored products of `skus` (those that exist), by SKU. */
export async function readCatalogueProducts(
  db: Db,
  reference: CatalogueReference,
  skus: readonly string[],
): Promise<Map<string, StoredProduct>> {
  const found = new Map<string, StoredProduct>();
  if (skus.length === 0) return found;
  const read = await withBtreeLookups(db, async (db) => {
    const rows = await db.selectFrom('products').selectAll().where('id_style', 'in', skus).execute();
    // The other tables are read only for the products that exist: a file of new products reads one table.
    const existing = rows.map((row) => row.id_style);
    if (existing.length === 0) return undefined;
    const [prices, breaks, specs, images] = await Promise.all([
      db.selectFrom('product_prices').selectAll().where('id_style', 'in', existing).execute(),
      db.selectFrom('product_breaks').selectAll().where('id_style', 'in', existing).orderBy('min_qty').execute(),
      db.selectFrom('product_specs').selectAll().where('id_style', 'in', existing).where('code', '=', 'UNIT').execute(),
      db
        .selectFrom('product_images')
        .selectAll()
        .where('id_style', 'in', existing)
        .orderBy('show_order')
        .orderBy('id')
        .execute(),
    ]);
    return { rows, prices, breaks, specs, images };
  });
  if (!read) return found;
  const { rows, prices, breaks, specs, images } = read;
  const bySku = <T extends { id_style: string }>(list: T[]) => {
    const map = new Map<string, T[]>();
    for (const item of list) map.set(item.id_style, [...(map.get(item.id_style) ?? []), item]);
    return map;
  };
  const pricesOf = bySku(prices);
  const breaksOf = bySku(breaks);
  const specOf = new Map(specs.map((s) => [s.id_style, s]));
  const imagesOf = bySku(images);
  for (const row of rows) {
    const levels = new Map((pricesOf.get(row.id_style) ?? []).map((p) => [p.price_lev, p]));
    const first = levels.get(1);
    const priceAt = (level: number) => dollars((levels.get(level) ?? first)?.price_cents ?? 0);
    const spec = specOf.get(row.id_style);
    const pictures = imagesOf.get(row.id_style) ?? [];
    found.set(row.id_style, {
      product: {
        sku: row.id_style,
        title: row.web_title,
        description: row.websitename,
        brand: reference.brandName(row.brand_id),
        category: reference.categoryPath(row.category_id),
        barcode: row.barcode,
        color: row.color,
        tags: row.tags,
        uom: row.uom,
        packQty: row.qty_per_uom,
        cartonQty: row.qty_per_ctn,
        minBuy: row.min_buy,
        stock: row.ava_qty,
        srp: dollars(row.retail_cents),
        price1: priceAt(1),
        price2: priceAt(2),
        price3: priceAt(3),
        price4: priceAt(4),
        sale: dollars(first?.sale_cents ?? 0),
        breaks: (breaksOf.get(row.id_style) ?? []).map((b) => ({ minQty: b.min_qty, percentOff: b.percent_bp / 100 })),
        weight: spec?.weight ?? '',
        width: spec?.width ?? '',
        height: spec?.height ?? '',
        length: spec?.length ?? '',
        material: spec?.material ?? '',
        countryOfOrigin: spec?.country_of_origin ?? '',
        images: pictures.map(nameOf),
        filters: reference.filtersOf(row.filter_ids),
        status: row.status,
        featured: row.is_featured,
        isNew: row.is_new,
        position: row.position,
      },
      images: new Map(
        pictures.map((p) => [
          imageKey(nameOf(p)),
          { fileName: nameOf(p), filepath1: p.filepath1, tfilepath1: p.tfilepath1, sha256: p.sha256 },
        ]),
      ),
    });
  }
  return found;
}

/**
 * A field as it is compared: names that are looked up without case (brand, category, filters) compare
 * without case, and filters in any order, as they resolve to the same rows.
 */
function comparable(product: CatalogueProduct, field: CatalogueField): unknown {
  if (field === 'brand') return product.brand.trim().toLowerCase();
  if (field === 'category') return categoryLevels(product.category).join('>').toLowerCase();
  if (field === 'filters')
    return product.filters.map((f) => `${f.group.trim()}:${f.value.trim()}`.toLowerCase()).sort();
  return product[field];
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The fields of the write that differ from `before` (every field when there is none). */
export function changedFields(before: StoredProduct | undefined, write: ProductWrite): CatalogueField[] {
  const fields = Object.keys(write.product) as CatalogueField[];
  if (!before) return fields;
  const changed = fields.filter(
    (field) => !sameValue(comparable(before.product, field), comparable(write.product, field)),
  );
  const pictureChanged = write.product.images.some((name) => {
    const given = write.given.get(imageKey(name));
    return given !== undefined && given.sha256 !== before.images.get(imageKey(name))?.sha256;
  });
  if (pictureChanged && !changed.includes('images')) changed.push('images');
  return changed;
}

/** The pictures a product ends with, in order: each given one, else the one it already had of that name. */
function picturesOf(write: ProductWrite, before: StoredProduct | undefined): StoredImage[] {
  return write.product.images.map((name) => {
    const picture = write.given.get(imageKey(name)) ?? before?.images.get(imageKey(name));
    // The file's check (catalogue-rows.ts) refuses a name that is neither: this is a broken caller.
    if (!picture) throw new Error(`No picture named ${name} for ${write.product.sku}`);
    return { ...picture, fileName: name.trim() };
  });
}

/**
 * Writes `writes` in the caller's transaction: each product whose fields or pictures changed is stored
 * whole (the five tables), brands, categories and filters it names made as needed; the others are left
 * alone. `before` is what readCatalogueProducts read of them in this transaction. Tells the other processes
 * when anything changed (announceCatalogueChange), so the caller forgets its own answers after the commit.
 */
export async function writeCatalogueProducts(
  trx: Db,
  reference: CatalogueReference,
  writes: readonly ProductWrite[],
  before: ReadonlyMap<string, StoredProduct>,
): Promise<WrittenProduct[]> {
  const written: WrittenProduct[] = [];
  const toStore: {
    write: ProductWrite;
    pictures: StoredImage[];
    brandId: number;
    categoryId: number;
    filterIds: number[];
  }[] = [];
  for (const write of writes) {
    const stored = before.get(write.product.sku);
    const changed = changedFields(stored, write);
    written.push({
      sku: write.product.sku,
      outcome: !stored ? 'created' : changed.length > 0 ? 'updated' : 'unchanged',
      changed,
    });
    if (stored && changed.length === 0) continue;
    const brandId = await reference.brandId(trx, write.product.brand);
    const categoryId = await reference.categoryId(trx, write.product.category);
    const filterIds = await reference.filterIds(trx, write.product.filters, categoryId);
    toStore.push({ write, pictures: picturesOf(write, stored), brandId, categoryId, filterIds });
  }
  if (toStore.length === 0) return written;
  const productRows = toStore.map(({ write: { product: p }, pictures, brandId, categoryId, filterIds }) => ({
    id_style: p.sku,
    web_title: p.title,
    websitename: p.description,
    brand_id: brandId,
    category_id: categoryId,
    barcode: p.barcode,
    color: p.color,
    tags: p.tags,
    uom: p.uom,
    qty_per_uom: p.packQty,
    qty_per_ctn: p.cartonQty,
    min_buy: p.minBuy,
    ava_qty: p.stock,
    retail_cents: cents(p.srp),
    // A new product has sold nothing; an update leaves the count as it is (not in the update's set).
    sold_count: 0,
    position: p.position,
    is_featured: p.featured,
    is_new: p.isNew,
    status: p.status,
    filepath1: pictures[0]?.filepath1 ?? '',
    tfilepath1: pictures[0]?.tfilepath1 ?? '',
    filter_ids: filterIds,
  }));
  await trx
    .insertInto('products')
    .columns(PRODUCT_COLUMNS)
    .expression(unnestRows(productRows, PRODUCT_TYPES))
    .onConflict((oc) =>
      oc.column('id_style').doUpdateSet((eb) => ({
        web_title: eb.ref('excluded.web_title'),
        websitename: eb.ref('excluded.websitename'),
        brand_id: eb.ref('excluded.brand_id'),
        category_id: eb.ref('excluded.category_id'),
        barcode: eb.ref('excluded.barcode'),
        color: eb.ref('excluded.color'),
        tags: eb.ref('excluded.tags'),
        uom: eb.ref('excluded.uom'),
        qty_per_uom: eb.ref('excluded.qty_per_uom'),
        qty_per_ctn: eb.ref('excluded.qty_per_ctn'),
        min_buy: eb.ref('excluded.min_buy'),
        ava_qty: eb.ref('excluded.ava_qty'),
        retail_cents: eb.ref('excluded.retail_cents'),
        position: eb.ref('excluded.position'),
        is_featured: eb.ref('excluded.is_featured'),
        is_new: eb.ref('excluded.is_new'),
        status: eb.ref('excluded.status'),
        filepath1: eb.ref('excluded.filepath1'),
        tfilepath1: eb.ref('excluded.tfilepath1'),
        filter_ids: eb.ref('excluded.filter_ids'),
      })),
    )
    .execute();
  // Only a product stored before has breaks and pictures to replace.
  const replaced = toStore.filter(({ write }) => before.has(write.product.sku)).map(({ write }) => write.product.sku);
  const prices = toStore.flatMap(({ write: { product: p } }) =>
    PRICE_LEVELS.map((level) => ({
      id_style: p.sku,
      price_lev: level,
      price_cents: cents([p.price1, p.price2, p.price3, p.price4][level - 1]!),
      sale_cents: cents(p.sale),
    })),
  );
  await trx
    .insertInto('product_prices')
    .columns(['id_style', 'price_lev', 'price_cents', 'sale_cents'])
    .expression(unnestRows(prices, { id_style: 'text', price_lev: 'int4', price_cents: 'int4', sale_cents: 'int4' }))
    .onConflict((oc) =>
      oc.columns(['id_style', 'price_lev']).doUpdateSet((eb) => ({
        price_cents: eb.ref('excluded.price_cents'),
        sale_cents: eb.ref('excluded.sale_cents'),
      })),
    )
    .execute();
  if (replaced.length > 0) await trx.deleteFrom('product_breaks').where('id_style', 'in', replaced).execute();
  const breaks = toStore.flatMap(({ write: { product: p } }) =>
    p.breaks.map((b) => ({ id_style: p.sku, min_qty: b.minQty, percent_bp: Math.round(b.percentOff * 100) })),
  );
  if (breaks.length > 0)
    await trx
      .insertInto('product_breaks')
      .columns(['id_style', 'min_qty', 'percent_bp'])
      .expression(unnestRows(breaks, { id_style: 'text', min_qty: 'int4', percent_bp: 'int4' }))
      .execute();
  const specs = toStore.map(({ write: { product: p } }) => ({
    id_style: p.sku,
    code: 'UNIT' as const,
    width: p.width,
    height: p.height,
    length: p.length,
    weight: p.weight,
    color: p.color,
    material: p.material,
    country_of_origin: p.countryOfOrigin,
    min_buy: p.minBuy,
  }));
  await trx
    .insertInto('product_specs')
    .columns(SPEC_COLUMNS)
    .expression(unnestRows(specs, SPEC_TYPES))
    .onConflict((oc) =>
      oc.columns(['id_style', 'code']).doUpdateSet((eb) => ({
        width: eb.ref('excluded.width'),
        height: eb.ref('excluded.height'),
        length: eb.ref('excluded.length'),
        weight: eb.ref('excluded.weight'),
        color: eb.ref('excluded.color'),
        material: eb.ref('excluded.material'),
        country_of_origin: eb.ref('excluded.country_of_origin'),
        min_buy: eb.ref('excluded.min_buy'),
      })),
    )
    .execute();
  if (replaced.length > 0) await trx.deleteFrom('product_images').where('id_style', 'in', replaced).execute();
  const images = toStore.flatMap(({ write, pictures }) =>
    pictures.map((picture, i) => ({
      id_style: write.product.sku,
      filepath1: picture.filepath1,
      tfilepath1: picture.tfilepath1,
      file_name: picture.fileName,
      sha256: picture.sha256,
      show_order: i + 1,
    })),
  );
  if (images.length > 0)
    await trx
      .insertInto('product_images')
      .columns(['id_style', 'filepath1', 'tfilepath1', 'file_name', 'sha256', 'show_order'])
      .expression(
        unnestRows(images, {
          id_style: 'text',
          filepath1: 'text',
          tfilepath1: 'text',
          file_name: 'text',
          sha256: 'text',
          show_order: 'int4',
        }),
      )
      .execute();
  await announceCatalogueChange(trx);
  return written;
}
