import type { AdminProduct, CatalogueProduct, LinkedProduct, ProductLinks } from '@storefront/shared-kernel/contracts';
import { CatalogueReference } from '../../catalogue/catalogue-reference';
import { readCatalogueProducts, type StoredImage } from '../../catalogue/product-store';
import type { Db } from '../../db/database';

export const PRODUCT_NOT_FOUND = 'Product not found';

/** The last part of a picture's path: the name of a picture stored before pictures kept their names. */
const baseName = (filepath: string): string => filepath.replace(/^.*\//, '') || 'picture';

/** `name`, or `name-2.ext`, `name-3.ext`… : the first not in `taken` (lower case), which it joins. */
export function freeName(name: string, taken: Set<string>): string {
  const dot = name.lastIndexOf('.');
  const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  let candidate = name;
  for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = `${stem}-${n}${ext}`;
  taken.add(candidate.toLowerCase());
  return candidate;
}

/**
 * A product's pictures in order, the main one first, each under a name of its own: one stored without a
 * name (before migration 015, or by the demo's seed) is named by its file, and a name met twice is made
 * unique. The product's page and its saves know each picture by this name.
 */
export async function readPictures(db: Db, sku: string): Promise<StoredImage[]> {
  const rows = await db
    .selectFrom('product_images')
    .select(['file_name', 'filepath1', 'tfilepath1', 'sha256'])
    .where('id_style', '=', sku)
    .orderBy('show_order')
    .orderBy('id')
    .execute();
  const taken = new Set<string>();
  return rows.map((row) => ({
    fileName: freeName(row.file_name.trim() || baseName(row.filepath1), taken),
    filepath1: row.filepath1,
    tfilepath1: row.tfilepath1,
    sha256: row.sha256,
  }));
}

/** A product's pictures by lower-case name: what a write gives the catalogue's writer, so it keeps each. */
export const picturesByName = (pictures: readonly StoredImage[]): Map<string, StoredImage> =>
  new Map(pictures.map((picture) => [picture.fileName.toLowerCase(), picture]));

/** A product's related and commonly-ordered-together products, each by SKU. */
export async function readLinks(db: Db, sku: string): Promise<ProductLinks> {
  const rows = await db
    .selectFrom('product_links as l')
    .innerJoin('products as p', 'p.id_style', 'l.linked_id_style')
    .select(['l.kind', 'p.id_style', 'p.web_title', 'p.filepath1', 'p.tfilepath1', 'p.status'])
    .where('l.id_style', '=', sku)
    .orderBy('p.id_style')
    .execute();
  const linked = (kind: string): LinkedProduct[] =>
    rows
      .filter((row) => row.kind === kind)
      .map((row) => ({
        sku: row.id_style,
        title: row.web_title,
        thumbnail: row.tfilepath1 || row.filepath1,
        status: row.status,
      }));
  return { related: linked('related'), cross: linked('cross') };
}

export interface ReadProduct {
  product: CatalogueProduct;
  pictures: StoredImage[];
  version: number;
  createdAt: Date;
}

/**
 * A product as the catalogue keeps it (the catalogue file's shape: product-store.ts), with its pictures named
 * as readPictures names them and its version; undefined when there is no such product.
 */
export async function readProduct(
  db: Db,
  sku: string,
  reference?: CatalogueReference,
): Promise<ReadProduct | undefined> {
  const row = await db
    .selectFrom('products')
    .select(['version', 'created_at'])
    .where('id_style', '=', sku)
    .executeTakeFirst();
  if (!row) return undefined;
  const known = reference ?? (await CatalogueReference.load(db));
  const [stored, pictures] = await Promise.all([readCatalogueProducts(db, known, [sku]), readPictures(db, sku)]);
  const product = stored.get(sku)?.product;
  if (!product) return undefined;
  return {
    product: { ...product, images: pictures.map((picture) => picture.fileName) },
    pictures,
    version: row.version,
    createdAt: new Date(row.created_at),
  };
}

/** The product's page: the product, its pictures, links and version. */
export async function readAdminProduct(db: Db, sku: string): Promise<AdminProduct | undefined> {
  const [read, links] = await Promise.all([readProduct(db, sku), readLinks(db, sku)]);
  if (!read) return undefined;
  return {
    product: read.product,
    version: read.version,
    pictures: read.pictures.map(({ fileName, filepath1, tfilepath1 }) => ({ fileName, filepath1, tfilepath1 })),
    links,
    createdAt: read.createdAt.toISOString(),
  };
}
