import type { Address, getPaymentMethodsCall, ResponseOf } from '@storefront/shared-kernel';
import type { CheckoutEntryState } from '../../lib/checkout-entry';

/** A saved card, or the synthetic Pay with Cash entry (idCC -1). */
export type PaymentMethod = ResponseOf<typeof getPaymentMethodsCall>['payment_method_list'][number];

export type { Address };

/** What step 1 settles and step 2 confirms. */
export interface CheckoutSelection {
  /** Whose choices these are: another account signed in meanwhile (another tab) does not order with them. */
  idCustomer: number;
  ship: Address;
  bill: Address;
  payment: PaymentMethod;
  custPO: string;
}

/**
 * The checkout under way: step 1's choices while the buyer makes them (ids, so a reloaded list keeps
 * the choice, and one no longer on file is no choice), plus what the cart handed over.
 */
export interface CheckoutDraft {
  shipId?: number;
  billId?: number;
  idCC?: number;
  custPO: string;
  /** The cart's Comments, carried to checkout (docs/product.md §6.2). */
  comment?: string;
  /** The cart's discount code, carried to checkout (docs/product.md §6.2). */
  couponCd?: string;
}

/** A checkout history entry's state: the cart's hand-over, plus the selection (step 2) or the order (step 3). */
export interface CheckoutHistoryState extends CheckoutEntryState {
  selection?: CheckoutSelection;
  orderNo?: number;
}

export type CheckoutStep = 1 | 2 | 3;

/** Pay with Cash is the synthetic payment entry with this idCC (docs/product.md §7.3). */
export const CASH_ID_CC = -1;
