import type { AdminProduct, CatalogueFilter } from '@storefront/shared-kernel';
import { newCatalogueProduct } from '@storefront/shared-kernel/back-office';

/**
 * A product as its page's form holds it while the member types (docs/product.md §13.5): numbers as the text
 * typed, so a half-typed one is never lost or rounded. productOf turns it back into the product the save
 * sends, refusing only what is no number at all: the API's catalogueProductSchema checks every rule.
 */
type Product = AdminProduct['product'];

export const NUMBER_FIELDS = [
  'packQty',
  'cartonQty',
  'minBuy',
  'stock',
  'srp',
  'price1',
  'price2',
  'price3',
  'price4',
  'sale',
  'position',
] as const;
type NumberField = (typeof NUMBER_FIELDS)[number];

/** Numbers a new product may leave empty, and what empty is. */
const EMPTY_IS: Partial<Record<NumberField, number>> = { srp: 0, sale: 0, stock: 0, position: 0 };

export interface BreakDraft {
  minQty: string;
  percentOff: string;
}

export type ProductDraft = Omit<Product, NumberField | 'breaks' | 'images'> &
  Record<NumberField, string> & { breaks: BreakDraft[] };

export type DraftField = keyof ProductDraft;

const text = (n: number): string => String(n);

export function draftOf(product: Product): ProductDraft {
  const numbers = Object.fromEntries(NUMBER_FIELDS.map((field) => [field, text(product[field])])) as Record<
    NumberField,
    string
  >;
  const { images: _images, breaks, ...rest } = product;
  return {
    ...rest,
    ...numbers,
    breaks: breaks.map((b) => ({ minQty: text(b.minQty), percentOff: text(b.percentOff) })),
  };
}

/**
 * A new product's form: the kernel's new product (one of each pack, active), its prices left empty for the
 * member to type (an empty SRP or sale is 0: EMPTY_IS), and New ticked, so it joins the home page's New rail
 * unless the member unticks it (a catalogue file's new row is not New unless its `new` column says so).
 */
export const NEW_PRODUCT: ProductDraft = {
  ...draftOf(newCatalogueProduct('')),
  srp: '',
  price1: '',
  price2: '',
  price3: '',
  price4: '',
  sale: '',
  isNew: true,
};

const NUMBER_TEXT = /^[-+]?(\d+\.?\d*|\.\d+)$/;
const numberOf = (typed: string): number | undefined => {
  const trimmed = typed.trim().replace(/^\$/, '').replace(/,/g, '');
  return NUMBER_TEXT.test(trimmed) ? Number(trimmed) : undefined;
};

export type DraftErrors = Partial<Record<DraftField, string>>;

/** The product the form's draft stands for, with its pictures as they are; or what is no number. */
export function productOf(
  draft: ProductDraft,
  images: readonly string[],
): { product: Product } | { errors: DraftErrors } {
  const errors: DraftErrors = {};
  const numbers = {} as Record<NumberField, number>;
  for (const field of NUMBER_FIELDS) {
    const typed = draft[field].trim();
    const empty = EMPTY_IS[field];
    const value = typed === '' ? empty : numberOf(typed);
    if (value === undefined) errors[field] = typed === '' ? 'is required' : 'must be a number';
    else numbers[field] = value;
  }
  const breaks = draft.breaks.map((b) => ({ minQty: numberOf(b.minQty), percentOff: numberOf(b.percentOff) }));
  const broken = breaks.findIndex((b) => b.minQty === undefined || b.percentOff === undefined);
  if (broken >= 0) errors.breaks = `row ${broken + 1}: quantity and percent off must be numbers`;
  if (Object.keys(errors).length > 0) return { errors };
  return {
    product: {
      ...draft,
      ...numbers,
      breaks: breaks.map((b) => ({ minQty: b.minQty!, percentOff: b.percentOff! })),
      images: [...images],
    },
  };
}

/** Whether the product is tagged with a group's value. */
export const hasFilter = (filters: readonly CatalogueFilter[], group: string, value: string): boolean =>
  filters.some((f) => f.group.toLowerCase() === group.toLowerCase() && f.value.toLowerCase() === value.toLowerCase());
