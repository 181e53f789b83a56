import { formatMoney, type CustomerDetail } from '@storefront/shared-kernel';
import { customerName } from '../../lib/customer-words';

// The back office's words for a customer's terms and status changes (docs/product.md §13.2); the status
// labels, price levels and profile the registrations share are in lib/customer-words.

/** A credit limit as the pages show it: dollars, or 'None' (no limit, the default). */
export const creditLimitText = (limit: number | null): string => (limit === null ? 'None' : formatMoney(limit));

/** What the page says when an action got no answer: it may still have been carried out. */
export const NO_ANSWER = 'No answer came: reload the page to see whether the change was made.';

export const termsSaved = (customer: CustomerDetail): string =>
  `The terms of ${customerName(customer)} are saved: price level ${customer.priceLevel}, ` +
  `${customer.taxExempt ? 'tax-exempt' : 'not tax-exempt'}, credit limit ${creditLimitText(customer.creditLimit)}.`;

export const statusChanged = (customer: CustomerDetail): string =>
  customer.status === 'inactive'
    ? `${customerName(customer)} is deactivated: its sessions have ended and it cannot sign in until reactivated.`
    : `${customerName(customer)} is reactivated: it can sign in again.`;
