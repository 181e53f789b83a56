import { newCatalogueProduct, type CatalogueField, type CatalogueProduct } from '@storefront/shared-kernel/contracts';
import { cleanHtml } from '@storefront/shared-kernel/html-cleaner';

/**
 * The catalogue file's columns (docs/catalogue-file.md): each one's name, the product field it fills, how its
 * text is read (or why it cannot be) and how the field is written back. One table for the import, the
 * export and the format's document, in the order the export writes them.
 */
export type Cell<T> = { value: T } | { reason: string };

export interface CatalogueColumn {
  name: string;
  field: CatalogueField;
  /** The text of a cell that is not empty. */
  read: (text: string) => Cell<CatalogueProduct[CatalogueField]>;
  write: (value: CatalogueProduct[CatalogueField]) => string;
}

const asText = (text: string): Cell<string> => ({ value: text.trim() });
const asWhole = (text: string): Cell<number> =>
  /^\s*\d{1,12}\s*$/.test(text) ? { value: Number(text) } : { reason: 'must be a whole number' };
const asAmount = (text: string): Cell<number> =>
  /^\s*\d{1,12}(\.\d+)?\s*$/.test(text)
    ? { value: Number(text) }
    : { reason: 'must be an amount like 12.50, without a currency sign' };
const asYesNo = (text: string): Cell<boolean> => {
  const word = text.trim().toLowerCase();
  return word === 'yes' || word === 'no' ? { value: word === 'yes' } : { reason: 'must be yes or no' };
};
/** `a | b | c`: the parts, trimmed, empty ones left out. */
const parts = (text: string) =>
  text
    .split('|')
    .map((part) => part.trim())
    .filter((part) => part !== '');

const BREAKS_FORMAT = 'must be quantity:percent pairs like 24:5 | 96:10';
const asBreaks = (text: string): Cell<CatalogueProduct['breaks']> => {
  const breaks: CatalogueProduct['breaks'] = [];
  for (const pair of parts(text)) {
    const match = /^(\d{1,9})\s*:\s*(\d{1,3}(?:\.\d+)?)\s*%?$/.exec(pair);
    if (!match) return { reason: BREAKS_FORMAT };
    breaks.push({ minQty: Number(match[1]), percentOff: Number(match[2]) });
  }
  return { value: breaks };
};

const FILTERS_FORMAT = 'must be group: value pairs like Capacity: 1.0 L | Color: Red';
const asFilters = (text: string): Cell<CatalogueProduct['filters']> => {
  const filters: CatalogueProduct['filters'] = [];
  for (const pair of parts(text)) {
    const colon = pair.indexOf(':');
    if (colon <= 0 || colon === pair.length - 1) return { reason: FILTERS_FORMAT };
    filters.push({ group: pair.slice(0, colon).trim(), value: pair.slice(colon + 1).trim() });
  }
  return { value: filters };
};

/** Tags are comma-separated in one cell (quoted in the file): kept trimmed, without empty ones. */
const asTags = (text: string): Cell<string> => ({
  value: text
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '')
    .join(','),
});

const plain = (value: unknown) => String(value);
const amount = (value: unknown) => {
  const n = value as number;
  return Number.isInteger(n) ? String(n) : n.toFixed(2);
};
const yesNo = (value: unknown) => (value ? 'yes' : 'no');

const column = <F extends CatalogueField>(
  name: string,
  field: F,
  read: (text: string) => Cell<CatalogueProduct[F]>,
  write: (value: CatalogueProduct[F]) => string = plain,
): CatalogueColumn => ({
  name,
  field,
  read: read as CatalogueColumn['read'],
  write: write as CatalogueColumn['write'],
});

export const CATALOGUE_COLUMNS: readonly CatalogueColumn[] = [
  column('sku', 'sku', asText),
  column('title', 'title', asText),
  column('description', 'description', (text) => ({ value: cleanHtml(text) })),
  column('brand', 'brand', asText),
  column('category', 'category', asText),
  column('barcode', 'barcode', asText),
  column('color', 'color', asText),
  column('tags', 'tags', asTags),
  column('uom', 'uom', asText),
  column('pack_qty', 'packQty', asWhole),
  column('carton_qty', 'cartonQty', asWhole),
  column('min_buy', 'minBuy', asWhole),
  column('stock', 'stock', asWhole),
  column('srp', 'srp', asAmount, amount),
  column('price_1', 'price1', asAmount, amount),
  column('price_2', 'price2', asAmount, amount),
  column('price_3', 'price3', asAmount, amount),
  column('price_4', 'price4', asAmount, amount),
  column('sale', 'sale', asAmount, amount),
  column('breaks', 'breaks', asBreaks, (breaks) => breaks.map((b) => `${b.minQty}:${b.percentOff}`).join(' | ')),
  column('weight', 'weight', asText),
  column('width', 'width', asText),
  column('height', 'height', asText),
  column('length', 'length', asText),
  column('material', 'material', asText),
  column('country_of_origin', 'countryOfOrigin', asText),
  column(
    'images',
    'images',
    (text) => ({ value: parts(text) }),
    (images) => images.join(' | '),
  ),
  column('filters', 'filters', asFilters, (filters) => filters.map((f) => `${f.group}: ${f.value}`).join(' | ')),
  column('status', 'status', (text) => ({ value: text.trim().toLowerCase() as CatalogueProduct['status'] })),
  column('featured', 'featured', asYesNo, yesNo),
  column('new', 'isNew', asYesNo, yesNo),
  column('position', 'position', asWhole),
];

export const COLUMN_BY_NAME = new Map(CATALOGUE_COLUMNS.map((c) => [c.name, c]));
export const COLUMN_OF_FIELD = new Map(CATALOGUE_COLUMNS.map((c) => [c.field, c]));

/** What a new product must name; every other column has a default. */
export const REQUIRED_FOR_NEW: readonly CatalogueField[] = ['title', 'brand', 'category', 'price1'];

/** A product's fields before the file's cells: what a new product starts from (the kernel's), `price_1` given. */
export const defaultsFor = (sku: string): CatalogueProduct => newCatalogueProduct(sku);
