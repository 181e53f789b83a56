import type { CatalogueProduct } from '../contracts/catalogue-product';

// The catalogue pages' fixed lists and words (docs/product.md §13.5), as plain values: the contracts check
// input against them on the server, and mf-admin offers them and labels its fields with them. Written once.

/** What a product can be: an `active` one is for sale, a `hidden` one leaves the storefront (orders keep it). */
export const CATALOGUE_STATUSES = ['active', 'hidden'] as const;
export type CatalogueStatus = (typeof CATALOGUE_STATUSES)[number];

/**
 * A new product before anything is given (docs/catalogue-file.md, the columns' last column): one of each
 * pack, no stock, active, on neither home page rail. The catalogue file's new rows start from it, and so does
 * the back office's new product form. A new object each call: a caller fills it in.
 */
export const newCatalogueProduct = (sku: string): CatalogueProduct => ({
  sku,
  title: '',
  description: '',
  brand: '',
  category: '',
  barcode: '',
  color: '',
  tags: '',
  uom: 'EA',
  packQty: 1,
  cartonQty: 1,
  minBuy: 1,
  stock: 0,
  srp: 0,
  price1: 0,
  price2: 0,
  price3: 0,
  price4: 0,
  sale: 0,
  breaks: [],
  weight: '',
  width: '',
  height: '',
  length: '',
  material: '',
  countryOfOrigin: '',
  images: [],
  filters: [],
  status: 'active',
  featured: false,
  isNew: false,
  position: 0,
});

/** The product list's sort columns. */
export const ADMIN_PRODUCT_SORTS = ['sku', 'title', 'stock', 'position', 'newest'] as const;
export type AdminProductSort = (typeof ADMIN_PRODUCT_SORTS)[number];

/** A product's links to others: 'Related Items' and 'Commonly Ordered Together' (docs/product.md §5.7). */
export const PRODUCT_LINK_KINDS = ['related', 'cross'] as const;
export type ProductLinkKind = (typeof PRODUCT_LINK_KINDS)[number];

/** Which way a brand or category moves among its siblings. */
export const MOVE_DIRECTIONS = ['up', 'down'] as const;

/** A category's two pictures: the tile the menu and category pages show, and the wide banner. */
export const CATEGORY_PICTURE_KINDS = ['tile', 'banner'] as const;

/**
 * Each field of a catalogue product (the kernel's catalogueProductSchema) as the product page labels it, the
 * catalogue file's column beside it (docs/catalogue-file.md): a refusal names the field in these words.
 */
export const CATALOGUE_FIELD_LABELS = {
  sku: 'SKU',
  title: 'Title',
  description: 'Description',
  brand: 'Brand',
  category: 'Category',
  barcode: 'Barcode',
  color: 'Color',
  tags: 'Tags',
  uom: 'UOM',
  packQty: 'Pack qty',
  cartonQty: 'Carton qty',
  minBuy: 'Minimum buy',
  stock: 'Stock',
  srp: 'SRP',
  price1: 'Price level 1',
  price2: 'Price level 2',
  price3: 'Price level 3',
  price4: 'Price level 4',
  sale: 'Sale',
  breaks: 'Volume breaks',
  weight: 'Weight',
  width: 'Width',
  height: 'Height',
  length: 'Length',
  material: 'Material',
  countryOfOrigin: 'Country of origin',
  images: 'Images',
  filters: 'Filters',
  status: 'Status',
  featured: 'Featured',
  isNew: 'New',
  position: 'Position',
} as const;
export type CatalogueFieldName = keyof typeof CATALOGUE_FIELD_LABELS;
