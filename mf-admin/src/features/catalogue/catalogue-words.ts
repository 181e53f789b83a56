import { formatMoney } from '@storefront/shared-kernel';
import {
  ADMIN_PRODUCT_SORTS,
  CATALOGUE_FIELD_LABELS,
  CATALOGUE_STATUSES,
  type CatalogueStatus,
} from '@storefront/shared-kernel/back-office';

/**
 * The catalogue pages' words, paths and choices (docs/product.md §13.5); the lists and the field labels are
 * the kernel's (`@storefront/shared-kernel/back-office`), the ones the API checks input against.
 */
export const FIELD_LABELS = CATALOGUE_FIELD_LABELS;

export const CATALOGUE_PATH = '/admin/catalogue';
/** Not under products/: a product may have any SKU, 'new' included. */
export const NEW_PRODUCT_PATH = '/admin/catalogue/new-product';
/** A product's page: its SKU as one part of the address (a SKU may hold '/' and spaces). */
export const productPath = (sku: string): string => `/admin/catalogue/products/${encodeURIComponent(sku)}`;

/** The catalogue's own pages, each a link beside every other one's heading. */
export const CATALOGUE_PAGES = [
  { label: 'Products', path: CATALOGUE_PATH },
  { label: 'Brands', path: '/admin/catalogue/brands' },
  { label: 'Categories', path: '/admin/catalogue/categories' },
  { label: 'Filters', path: '/admin/catalogue/filters' },
] as const;

export const STATUS_LABELS: Readonly<Record<CatalogueStatus, string>> = {
  active: 'Active',
  hidden: 'Hidden',
};
export const STATUS_CHOICES = CATALOGUE_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }));

/** The product list's sorts (the API's), as the list's Sort by offers them. */
export const PRODUCT_SORTS = ADMIN_PRODUCT_SORTS;
export const SORT_LABELS: Readonly<Record<(typeof ADMIN_PRODUCT_SORTS)[number], string>> = {
  sku: 'SKU',
  title: 'Title',
  stock: 'Stock',
  position: 'Position',
  newest: 'Newest',
};

/** Money as buyers see it: '$1,234.50'. */
export const money = formatMoney;

/** The code of the API's refusal of a save made from a version that is no longer the product's (409). */
export const PRODUCT_CHANGED = 'PRODUCT_CHANGED';

/** What the pages say once a change is kept. */
export const SAVED = {
  product: 'Product saved. Buyers see it on their next load.',
  created: (sku: string) => `${sku} is added. Add its pictures: a product without one is not shown to buyers.`,
  pictures: 'Pictures saved.',
  links: 'Links saved.',
} as const;

export const SAVE_FAILED = 'The change could not be saved. Please try again.';
export const NO_ANSWER = 'No answer came: reload the page to see whether the change was made.';
