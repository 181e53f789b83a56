/** Paid status codes of an order summary (docs/product.md §12.2): 0 unpaid, 1 partially paid, 2 fully paid. */
const PAYMENT_STATUS: Readonly<Record<number, string>> = {
  0: 'UNPAID',
  1: 'PARTIALLY PAID',
  2: 'FULLY PAID',
};

/**
 * docs/product.md §12.2: any other value is blank in the orders list and UNKNOWN in the order detail.
 * Codes may arrive as numbers or numeric strings; null, '' and other text are "other values".
 */
export function paymentStatusLabel(code: number | string | null | undefined, where: 'list' | 'detail'): string {
  const numeric = typeof code === 'string' && /^\s*\d+\s*$/.test(code) ? Number(code) : code;
  const label = typeof numeric === 'number' ? PAYMENT_STATUS[numeric] : undefined;
  return label ?? (where === 'list' ? '' : 'UNKNOWN');
}

export type CardBrand = 'Visa' | 'Master' | 'Amex' | 'Discover' | 'Cash';

const CARD_BRANDS: Readonly<Record<string, CardBrand>> = {
  v: 'Visa',
  m: 'Master',
  a: 'Amex',
  d: 'Discover',
};

/** A saved payment method's brand from its a5 code; anything else is the Pay with Cash entry. */
export function cardBrandLabel(a5: string | null | undefined): CardBrand {
  return CARD_BRANDS[(a5 ?? '').trim().toLowerCase()] ?? 'Cash';
}

/**
 * A saved card as a buyer reads it: 'Visa ending in 4242'. cardBrandLabel reads any unknown code as
 * cash, but a saved card is still a card: 'Card ending in 3530' (docs/product.md §7.3).
 */
export function savedCardLabel(a5: string | null | undefined, last4: string): string {
  const brand = cardBrandLabel(a5);
  return `${brand === 'Cash' ? 'Card' : brand} ending in ${last4}`;
}
