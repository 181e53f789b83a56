import { filterIdOf, toSlug } from '@storefront/shared-kernel/domain';
import type { Insertable } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import {
  captionedPicture,
  createRandom,
  ean13,
  fileSafe,
  pdfDocument,
  pngPicture,
  writeUpload,
  type Random,
} from './assets';
import { BRANDS, CAPACITY_LABELS, CATEGORY_TREE, FILTER_GROUPS, TITLE_ADJECTIVES } from './demo-catalogue';
import { insertChunked, seedReference, type LeafRef } from './seed-reference';

export type { LeafRef } from './seed-reference';

export const PRICE_LEVELS = [1, 2, 3, 4];
const SIZES = FILTER_GROUPS[1]!.items.map((name, i) => [name, CAPACITY_LABELS[i]!] as const);
const COLORS = FILTER_GROUPS[0]!.items;
const ORIGINS = FILTER_GROUPS[3]!.items;

export interface ProductBatch {
  products: Insertable<Database['products']>[];
  prices: Insertable<Database['product_prices']>[];
  images: Insertable<Database['product_images']>[];
  specs: Insertable<Database['product_specs']>[];
}

/**
 * Generates products n = from..to-1. `imageFor` decides the pictures: per product for the demo
 * catalogue, a shared pool for big benchmark catalogues (hundreds of thousands of files help nobody).
 */
export function makeProducts(
  rnd: Random,
  from: number,
  to: number,
  leaves: LeafRef[],
  brandIds: Map<string, number>,
  imageFor: (sku: string, title: string, hue: number, n: number) => string,
): ProductBatch {
  const batch: ProductBatch = { products: [], prices: [], images: [], specs: [] };
  for (let n = from; n < to; n++) {
    const leaf = leaves[n % leaves.length]!;
    const brand = rnd.pick(leaf.spec.brands);
    const brandCode = BRANDS.find((b) => b.name === brand)!.code;
    const noun = rnd.pick(leaf.spec.nouns);
    const [sizeName, sizeLabel] = rnd.pick(SIZES);
    const color = rnd.pick(COLORS);
    const material = rnd.pick(leaf.spec.materials);
    const origin =
      brand === 'CUCHEN' || brand === 'NATURE REPUBLIC' || brand === 'GLASSLOCK'
        ? 'Korea'
        : rnd.chance(0.8)
          ? 'Japan'
          : rnd.pick(ORIGINS);
    const sku =
      n % 6 === 0 ? `${brandCode}-${1000 + n}/${color.slice(0, 2).toUpperCase()}` : `${brandCode}-${1000 + n}`;
    const title = `${brand} ${rnd.pick(TITLE_ADJECTIVES)} ${noun} ${sizeLabel}, ${color}`;
    const pack = rnd.pick([1, 2, 4, 6, 12]);
    const carton = pack * rnd.pick([2, 4, 6, 8]);
    const base = rnd.int(299, 29999);
    const hue = (BRANDS.find((b) => b.name === brand)!.hue + rnd.int(-15, 15) + 360) % 360;
    const imageCount = 3 + (n % 3);
    const gallery = Array.from({ length: imageCount }, (_, i) => imageFor(sku, title, hue, i));
    const product: Insertable<Database['products']> = {
      id_style: sku,
      web_title: title,
      websitename: `<strong>${brand}</strong> ${noun}`,
      brand_id: brandIds.get(brand)!,
      category_id: leaf.id,
      barcode: ean13(
        `4${String(1000 + n).padStart(6, '0')}${String(brandIds.get(brand)! * 37 + n)
          .padStart(5, '0')
          .slice(-5)}`,
      ),
      color,
      tags: [leaf.name, noun, material, origin].join(','),
      uom: leaf.spec.unit,
      qty_per_uom: pack,
      qty_per_ctn: carton,
      min_buy: pack,
      ava_qty: rnd.chance(0.12) ? 0 : rnd.int(1, 400),
      retail_cents: Math.round(base * 1.8),
      sold_count: rnd.int(0, 5000),
      position: n,
      is_featured: n % 17 === 0,
      is_new: n % 11 === 0,
      filepath1: gallery[0]!,
      created_at: new Date(Date.UTC(2025, 0, 1) + n * 3_600_000),
    };
    batch.products.push(product);
    const sale = rnd.chance(0.2) ? Math.round(base * 0.1) : 0;
    PRICE_LEVELS.forEach((lev) =>
      batch.prices.push({
        id_style: sku,
        price_lev: lev,
        price_cents: Math.round(base * (1 - (lev - 1) * 0.03)),
        sale_cents: sale,
      }),
    );
    gallery.forEach((filepath1, i) =>
      batch.images.push({ id_style: sku, filepath1, file_name: filepath1.replace(/^.*\//, ''), show_order: i + 1 }),
    );
    const w = rnd.int(4, 14);
    const h = rnd.int(4, 16);
    const l = rnd.int(4, 14);
    const weight = rnd.int(2, 120) / 10;
    const spec = (code: 'UNIT' | 'PACK' | 'CTN', k: number, minBuy: number) => ({
      id_style: sku,
      code,
      width: `${(w * Math.cbrt(k)).toFixed(1)} in`,
      height: `${(h * Math.cbrt(k)).toFixed(1)} in`,
      length: `${(l * Math.cbrt(k)).toFixed(1)} in`,
      weight: `${(weight * k).toFixed(1)} lb`,
      color,
      material,
      country_of_origin: origin,
      min_buy: minBuy,
    });
    batch.specs.push(spec('UNIT', 1, pack), spec('PACK', pack, 1), spec('CTN', carton, 1));
    product.filter_ids = filterIdsOf(rnd, color, sizeName, origin, material);
  }
  return batch;
}

/** The filter codes a generated product is tagged with: color, size, origin, material when listed, half a style. */
function filterIdsOf(rnd: Random, color: string, sizeName: string, origin: string, material: string): number[] {
  const filterIds = new Set<number>([
    filterIdOf(1, COLORS.indexOf(color)),
    filterIdOf(
      2,
      SIZES.findIndex(([s]) => s === sizeName),
    ),
    filterIdOf(4, ORIGINS.indexOf(origin)),
  ]);
  const materialIndex = FILTER_GROUPS[2]!.items.indexOf(material);
  if (materialIndex >= 0) filterIds.add(filterIdOf(3, materialIndex));
  if (rnd.chance(0.5)) filterIds.add(filterIdOf(5, rnd.int(0, 3)));
  return [...filterIds].sort((a, b) => a - b);
}

export async function insertProducts(db: Db, batch: ProductBatch): Promise<void> {
  await insertChunked(db, 'products', batch.products);
  await insertChunked(db, 'product_prices', batch.prices);
  await insertChunked(db, 'product_images', batch.images);
  await insertChunked(db, 'product_specs', batch.specs);
}

/** The demo catalogue: reference data, products with their own pictures, links, e-catalog PDFs. */
export async function seedCatalogue(
  db: Db,
  dataDir: string,
  productCount = 320,
): Promise<{ leaves: LeafRef[]; brandIds: Map<string, number> }> {
  const rnd = createRandom(20250101);
  const { brandIds, leaves } = await seedReference(db, dataDir);
  const batch = makeProducts(rnd, 0, productCount, leaves, brandIds, (sku, title, hue, i) =>
    writeUpload(
      dataDir,
      `products/${fileSafe(sku)}-${i + 1}.png`,
      pngPicture({ width: 600, height: 600, hue: hue + i * 20, shape: i }),
    ),
  );
  await insertProducts(db, batch);

  // Related: same leaf category; cross-sell: same brand elsewhere.
  const links: Insertable<Database['product_links']>[] = [];
  const skus = batch.products.map((p) => p.id_style);
  batch.products.forEach((p, i) => {
    for (let k = 1; k <= 4; k++) {
      const related = skus[(i + k * leaves.length) % skus.length]!;
      if (related !== p.id_style) links.push({ id_style: p.id_style, linked_id_style: related, kind: 'related' });
      const cross = skus[(i + k * 7 + 3) % skus.length]!;
      if (cross !== p.id_style) links.push({ id_style: p.id_style, linked_id_style: cross, kind: 'cross' });
    }
  });
  await insertChunked(db, 'product_links', links);

  const catalogs = await Promise.all(
    CATEGORY_TREE.map(async (top, i) => {
      const slug = `${toSlug(top.name)}-catalog-2025`;
      const topLeaves = new Set(leaves.filter((l) => l.topName === top.name).map((l) => l.id));
      const lines = batch.products
        .filter((p) => topLeaves.has(p.category_id))
        .map((p) => `${p.id_style}   ${p.web_title}`);
      return {
        title: slug,
        sort: i,
        tfilepath1: writeUpload(
          dataDir,
          `ecatalogs/${slug}.webp`,
          await captionedPicture({
            width: 420,
            height: 594,
            hue: top.hue,
            title: `${top.name} Catalog`,
            subtitle: '2025',
            shape: i,
          }),
        ),
        filepath2: writeUpload(dataDir, `ecatalogs/${slug}.pdf`, pdfDocument(`${top.name} Catalog 2025`, lines)),
      };
    }),
  );
  await db.insertInto('ecatalogs').values(catalogs).execute();
  return { leaves, brandIds };
}
