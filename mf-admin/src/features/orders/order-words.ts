import { formatMoney, paymentStatusLabel, type LineShippingStatus, type OrderStatus } from '@storefront/shared-kernel';

/**
 * The order desk's words and choices (docs/product.md §13.3). The contract's lists are zod-side values the
 * browser never loads, so they are written here against the contract's types: a status the contract drops
 * or renames is a type error here.
 */
export const ORDER_STATUS_CHOICES = [
  'OPEN',
  'PROCESSING',
  'PARTIALLY SHIPPED',
  'SHIPPED',
  'COMPLETED',
  'CANCELLED',
] as const satisfies readonly OrderStatus[];

export const LINE_SHIPPING_CHOICES = [
  'PROCESSING',
  'BACKORDERED',
  'SHIPPED',
] as const satisfies readonly LineShippingStatus[];

/** docs/product.md §12.2: 0 unpaid, 1 partially paid, 2 fully paid. */
export const PAYMENT_STATUS_CHOICES = [0, 1, 2].map((code) => ({
  value: String(code),
  label: paymentStatusLabel(code, 'detail'),
}));

/** The order list's sort columns (the API's ADMIN_ORDER_SORTS). */
export const ORDER_SORTS = ['orderNo', 'date', 'customer', 'total', 'status'] as const;

/** The code of the API's refusal of a save made from a version that is no longer the order's (409). */
export const ORDER_CHANGED = 'ORDER_CHANGED';

export const CANCELLED: OrderStatus = 'CANCELLED';

export const orderTitle = (orderNo: number | string): string => `Order #${orderNo}`;
export const orderPath = (orderNo: number): string => `/admin/orders/${orderNo}`;
export const customerPath = (id: number): string => `/admin/customers/${id}`;

/** Money as the buyer saw it: '$1,234.50'. */
export const money = formatMoney;

/** What the page says once a save is kept. */
export const SAVED = {
  shipping: 'Shipping saved.',
  payment: 'Payment saved.',
  note: 'Note saved.',
  status: (status: string) => `The order is now ${status}.`,
  cancelled: 'The order is cancelled. Its stock is returned.',
} as const;

export const NOTHING_CHANGED = 'Nothing to save: no line was changed.';
export const SAVE_FAILED = 'The change could not be saved. Please try again.';
export const NO_ANSWER = 'No answer came: reload the order to see whether the change was made.';
