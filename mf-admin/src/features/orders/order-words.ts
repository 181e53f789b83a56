import { formatMoney, paymentStatusLabel, type OrderStatus } from '@storefront/shared-kernel';
import { ADMIN_ORDER_SORTS, LINE_SHIPPING_STATUSES, ORDER_STATUSES } from '@storefront/shared-kernel/back-office';

/**
 * The order desk's words and choices (docs/product.md §13.3); the lists themselves are the kernel's
 * (`@storefront/shared-kernel/back-office`), the ones the API checks input against.
 */
export const ORDER_STATUS_CHOICES = ORDER_STATUSES;
export const LINE_SHIPPING_CHOICES = LINE_SHIPPING_STATUSES;

/** docs/product.md §12.2: 0 unpaid, 1 partially paid, 2 fully paid. */
export const PAYMENT_STATUS_CHOICES = [0, 1, 2].map((code) => ({
  value: String(code),
  label: paymentStatusLabel(code, 'detail'),
}));

/** The order list's sort columns (the API's). */
export const ORDER_SORTS = ADMIN_ORDER_SORTS;

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
