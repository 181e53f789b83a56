import { formatMoney, type CustomerDetail, type CustomerStatus } from '@storefront/shared-kernel';

/**
 * The back office's words for a customer's status and terms (docs/product.md §13.2). The contract's lists
 * are zod-side (the browser gets its types only), so the values the pages offer are named here.
 */
export const STATUS_LABELS: Readonly<Record<CustomerStatus, string>> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  inactive: 'Inactive',
};

export const STATUS_OPTIONS = (Object.keys(STATUS_LABELS) as CustomerStatus[]).map((status) => ({
  value: status,
  label: STATUS_LABELS[status],
}));

/** The price levels a customer can be given: 1 to 4 (product_prices has a row per product for each). */
export const PRICE_LEVEL_OPTIONS = ['1', '2', '3', '4'].map((level) => ({ value: level, label: `Level ${level}` }));

/** A credit limit as the pages show it: dollars, or 'None' (no limit, the default). */
export const creditLimitText = (limit: number | null): string => (limit === null ? 'None' : formatMoney(limit));

/** How the pages name a customer: its company, else its email. */
export const customerName = (customer: { company: string; email: string }): string =>
  customer.company.trim() || customer.email;

/** What the page says when an action got no answer: it may still have been carried out. */
export const NO_ANSWER = 'No answer came: reload the page to see whether the change was made.';

/** What a page says of the last thing done, or why it was not. */
export interface PageNotice {
  tone: 'success' | 'error';
  text: string;
}

export const termsSaved = (customer: CustomerDetail): string =>
  `The terms of ${customerName(customer)} are saved: price level ${customer.priceLevel}, ` +
  `${customer.taxExempt ? 'tax-exempt' : 'not tax-exempt'}, credit limit ${creditLimitText(customer.creditLimit)}.`;

export const statusChanged = (customer: CustomerDetail): string =>
  customer.status === 'inactive'
    ? `${customerName(customer)} is deactivated: its sessions have ended and it cannot sign in until reactivated.`
    : `${customerName(customer)} is reactivated: it can sign in again.`;
