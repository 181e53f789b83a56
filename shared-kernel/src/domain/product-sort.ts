/**
 * The orders a product list can be sorted in (docs/product.md §5.5), without the old list's misspelt
 * 'Newset'. The search page offers them in this order; the API takes the same values.
 */
export const SORT_VALUES = [
  'newest',
  'position',
  'price-asc',
  'price-desc',
  'name-asc',
  'name-desc',
  'sku-asc',
  'sku-desc',
  'stock-desc',
  'stock-asc',
  'best-selling',
] as const;
export type SortValue = (typeof SORT_VALUES)[number];

const SORT_LABELS: Record<SortValue, string> = {
  newest: 'Newest',
  position: 'Position',
  'price-asc': 'Price Asc',
  'price-desc': 'Price Desc',
  'name-asc': 'Name Asc',
  'name-desc': 'Name Desc',
  'sku-asc': 'Sku Asc',
  'sku-desc': 'Sku Desc',
  'stock-desc': 'Stock Desc',
  'stock-asc': 'Stock Asc',
  'best-selling': 'Best Selling',
};

/** The sort menu's choices, in SORT_VALUES order. */
export const SORT_OPTIONS: readonly { value: SortValue; label: string }[] = SORT_VALUES.map((value) => ({
  value,
  label: SORT_LABELS[value],
}));

/**
 * The one default: what the search page shows without a sort in its address, and what the API sorts by
 * when a call names none (docs/product.md §5.5).
 */
export const DEFAULT_SORT: SortValue = 'newest';

export const isSortValue = (value: unknown): value is SortValue => (SORT_VALUES as readonly unknown[]).includes(value);

/** Sorts by price tell what a visitor may not see, so they need a session (docs/product.md §1.2). */
export const isPriceSort = (sort: SortValue): boolean => sort === 'price-asc' || sort === 'price-desc';
