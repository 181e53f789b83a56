import { sessionDraft } from '@storefront/shared-kernel';

interface CheckoutKey {
  key: string;
  custPO: string;
}

const parseKey = (raw: unknown): CheckoutKey | undefined => {
  const stored = raw as Partial<CheckoutKey> | null;
  // Written by an older build, or by hand: no key, and a new one is made.
  return typeof stored?.key === 'string' && typeof stored.custPO === 'string'
    ? { key: stored.key, custPO: stored.custPO }
    : undefined;
};

/**
 * The idempotency key of the checkout under way (docs/product.md §7.4: place-order is idempotent per
 * checkout). It is kept in the tab, so a double click, a retry after a lost answer, or a reload of the
 * confirmation step all send the same key and make one order. A placed order ends the checkout: the next
 * one gets a new key. So does a checkout under another PO number: one whose answer never came (its
 * order may stand) must not lend its key to the next order, which the server would take for a replay of
 * the first. Signing out drops it with the other drafts: the PO number, unique per buyer, still keeps a
 * lost answer's order from being made twice.
 */
const checkoutKey = sessionDraft('checkout-idempotency-key', parseKey);

/** Its key in the tab's session storage. */
export const CHECKOUT_KEY_STORAGE = checkoutKey.key;

const randomKey = (): string => {
  const bytes = new Uint8Array(16);
  // getRandomValues works outside secure contexts too (randomUUID does not).
  crypto.getRandomValues(bytes);
  return `checkout-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
};

/** The key of the checkout under way for this PO number; another PO number starts a new checkout. */
export function getCheckoutKey(custPO: string): string {
  const stored = checkoutKey.read();
  if (stored?.custPO === custPO) return stored.key;
  const next = { key: randomKey(), custPO };
  checkoutKey.write(next);
  // Written at once, not after a pause: an order may be placed with it before the page is left.
  checkoutKey.flush();
  return next.key;
}

export function endCheckout(): void {
  checkoutKey.clear();
}
