import { z } from 'zod';
import { CATALOGUE_STATUSES } from '../back-office/catalogue-choices';
import { MAX_QUANTITY } from '../domain/constants';
import { isValidGtin } from '../domain/gtin';

/**
 * One product of the catalogue as the distributor keeps it (docs/catalogue-file.md): the catalogue file's
 * row once its text is read, and what the back office's product page saves. One schema for both, so a
 * rule (a carton is whole packs, a sale is below every level's price) holds whichever way a product comes
 * in. Reasons name no field: the file's report gives the column beside them, the page shows them under it.
 */
export const CATALOGUE_LIMITS = {
  skuLength: 40,
  titleLength: 200,
  descriptionLength: 20_000,
  nameLength: 100,
  categoryLevels: 3,
  textLength: 100,
  tagsLength: 500,
  uomLength: 10,
  images: 20,
  imageNameLength: 200,
  breaks: 10,
  filters: 30,
  /** The most a price can be, in dollars. */
  money: 999_999.99,
  stock: 1_000_000_000,
  position: 2_000_000_000,
} as const;

// A new product's defaults are plain values beside the catalogue's lists, so a browser takes them without zod.
export { newCatalogueProduct } from '../back-office/catalogue-choices';

/** Letters, digits, and `-_./` and spaces (a SKU may hold a slash: docs/product.md §12.1). */
export const SKU_PATTERN = /^[A-Za-z0-9\-_./ ]+$/;
/** What separates a category path's levels: `Kitchen > Rice Cookers`. */
export const CATEGORY_SEPARATOR = '>';

const hasCents = (n: number) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;
const MONEY_MAX = `must be at most ${CATALOGUE_LIMITS.money.toLocaleString('en-US')}`;

const text = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);
const name = (max: number = CATALOGUE_LIMITS.nameLength) =>
  text(max)
    .min(1, 'is required')
    .refine((value) => !/[|:>]/.test(value), 'may not hold | : or >');
const whole = (min: number, max: number) =>
  z
    .number()
    .int('must be a whole number')
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max.toLocaleString('en-US')}`);
const money = (above: 'zero' | 'nothing') =>
  z
    .number()
    .refine((n) => (above === 'zero' ? n > 0 : n >= 0), above === 'zero' ? 'must be more than 0' : 'cannot be negative')
    .refine((n) => n <= CATALOGUE_LIMITS.money, MONEY_MAX)
    .refine(hasCents, 'has at most 2 decimals');

/** The category path's levels, top first, each trimmed. */
export const categoryLevels = (path: string): string[] => path.split(CATEGORY_SEPARATOR).map((level) => level.trim());

export const catalogueBreakSchema = z.object({
  minQty: whole(2, MAX_QUANTITY),
  percentOff: z
    .number()
    .gt(0, 'percent off must be more than 0')
    .lt(100, 'percent off must be below 100')
    .refine(hasCents, 'percent off has at most 2 decimals'),
});
export type CatalogueBreak = z.infer<typeof catalogueBreakSchema>;

export const catalogueFilterSchema = z.object({
  group: name(60),
  value: name(60).refine((v) => !v.includes(','), 'may not hold a comma'),
});
export type CatalogueFilter = z.infer<typeof catalogueFilterSchema>;

export const catalogueProductSchema = z
  .object({
    sku: z
      .string()
      .trim()
      .min(1, 'is required')
      .max(CATALOGUE_LIMITS.skuLength, `must be at most ${CATALOGUE_LIMITS.skuLength} characters`)
      .regex(SKU_PATTERN, 'may hold only letters, digits, spaces and - _ . /'),
    title: text(CATALOGUE_LIMITS.titleLength)
      .min(1, 'is required')
      .refine((value) => !/[<>]/.test(value), 'must be plain text, without < or >'),
    /** HTML; the server keeps it through the storefront's sanitiser. */
    description: z.string().max(CATALOGUE_LIMITS.descriptionLength, 'is too long'),
    brand: name(),
    /** `Top > Middle > Leaf`, one to three levels. */
    category: text(300)
      .min(1, 'is required')
      .refine((path) => categoryLevels(path).length <= CATALOGUE_LIMITS.categoryLevels, 'has at most 3 levels')
      .refine((path) => categoryLevels(path).every((level) => level.length > 0), 'has an empty level')
      .refine((path) => categoryLevels(path).every((level) => level.length <= 60), 'has a level over 60 characters')
      .refine((path) => !/[|:]/.test(path), 'may not hold | or :'),
    /** '' for none. */
    barcode: z
      .string()
      .trim()
      .refine((code) => code === '' || /^(\d{12}|\d{13})$/.test(code), 'must be 12 (UPC-A) or 13 (EAN-13) digits')
      .refine((code) => code === '' || !/^(\d{12}|\d{13})$/.test(code) || isValidGtin(code), 'has a wrong check digit'),
    color: text(40),
    tags: text(CATALOGUE_LIMITS.tagsLength),
    uom: text(CATALOGUE_LIMITS.uomLength).min(1, 'is required'),
    packQty: whole(1, MAX_QUANTITY),
    cartonQty: whole(1, MAX_QUANTITY),
    minBuy: whole(1, MAX_QUANTITY),
    stock: whole(0, CATALOGUE_LIMITS.stock),
    srp: money('nothing'),
    price1: money('zero'),
    price2: money('zero'),
    price3: money('zero'),
    price4: money('zero'),
    /** Dollars off every level's price. */
    sale: money('nothing'),
    breaks: z.array(catalogueBreakSchema).max(CATALOGUE_LIMITS.breaks, `at most ${CATALOGUE_LIMITS.breaks} breaks`),
    weight: text(CATALOGUE_LIMITS.textLength),
    width: text(CATALOGUE_LIMITS.textLength),
    height: text(CATALOGUE_LIMITS.textLength),
    length: text(CATALOGUE_LIMITS.textLength),
    material: text(CATALOGUE_LIMITS.textLength),
    countryOfOrigin: text(CATALOGUE_LIMITS.textLength),
    /** File names, the main picture first. */
    images: z
      .array(
        z
          .string()
          .trim()
          .min(1, 'has an empty image name')
          .max(CATALOGUE_LIMITS.imageNameLength, 'has an image name that is too long')
          .refine((file) => !/[/\\]/.test(file) && file !== '.' && file !== '..', 'names a folder, not a file'),
      )
      .max(CATALOGUE_LIMITS.images, `at most ${CATALOGUE_LIMITS.images} images`)
      .refine((files) => new Set(files.map((f) => f.toLowerCase())).size === files.length, 'names an image twice'),
    filters: z
      .array(catalogueFilterSchema)
      .max(CATALOGUE_LIMITS.filters, `at most ${CATALOGUE_LIMITS.filters} filters`),
    status: z.enum(CATALOGUE_STATUSES, { error: 'must be active or hidden' }),
    featured: z.boolean(),
    isNew: z.boolean(),
    position: whole(0, CATALOGUE_LIMITS.position),
  })
  .superRefine((product, ctx) => {
    const { packQty: pack } = product;
    // Checked against a pack that is itself right; a wrong one has its own reason.
    const packIsWhole = Number.isInteger(pack) && pack >= 1;
    if (packIsWhole && product.cartonQty % pack !== 0)
      ctx.addIssue({
        code: 'custom',
        path: ['cartonQty'],
        message: `must be a multiple of the pack quantity (${pack})`,
      });
    if (packIsWhole && product.minBuy % pack !== 0)
      ctx.addIssue({ code: 'custom', path: ['minBuy'], message: `must be a multiple of the pack quantity (${pack})` });
    const lowest = Math.min(product.price1, product.price2, product.price3, product.price4);
    if (lowest > 0 && product.sale > 0 && product.sale >= lowest)
      ctx.addIssue({ code: 'custom', path: ['sale'], message: `must be below every level's price (lowest ${lowest})` });
    product.breaks.forEach((brk, i) => {
      if (i > 0 && brk.minQty <= product.breaks[i - 1]!.minQty)
        ctx.addIssue({ code: 'custom', path: ['breaks'], message: 'quantities must go up, each above the one before' });
    });
    const groups = product.filters.map((f) => `${f.group.toLowerCase()}\n${f.value.toLowerCase()}`);
    if (new Set(groups).size !== groups.length)
      ctx.addIssue({ code: 'custom', path: ['filters'], message: 'names a filter twice' });
  });
export type CatalogueProduct = z.infer<typeof catalogueProductSchema>;
/** The product's fields, each the name of a catalogue file column (`packQty` is `pack_qty`). */
export type CatalogueField = keyof CatalogueProduct;
