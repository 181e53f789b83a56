/** What the cart hands to /checkout in the history entry's state (docs/product.md §6.2: the comment and the discount code). */
export interface CheckoutEntryState {
  comment?: string;
  couponCd?: string;
}

/** Reads the cart's hand-over from a location state of unknown shape. */
export function readCheckoutEntry(state: unknown): CheckoutEntryState {
  if (!state || typeof state !== 'object') return {};
  const { comment, couponCd } = state as Record<string, unknown>;
  return {
    comment: typeof comment === 'string' ? comment : undefined,
    couponCd: typeof couponCd === 'string' ? couponCd : undefined,
  };
}
