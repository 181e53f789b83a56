/**
 * The idempotency key of the checkout under way (design: place-order is idempotent per checkout).
 * It lives in the tab's session storage, so a double click, a retry after a lost answer, or a
 * reload of the confirmation step all send the same key and make one order. A placed order ends
 * the checkout: the next one gets a new key. So does a checkout under another PO number: one whose
 * answer never came (its order may stand) must not lend its key to the next order, which the server
 * would take for a replay of the first.
 */
export const CHECKOUT_KEY_STORAGE = 'checkout-idempotency-key';

interface CheckoutKey {
  key: string;
  custPO: string;
}

let memoryKey: CheckoutKey | null = null;

const randomKey = (): string => {
  const bytes = new Uint8Array(16);
  // getRandomValues works outside secure contexts too (randomUUID does not).
  crypto.getRandomValues(bytes);
  return `checkout-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
};

const storage = (): Storage | null => {
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage refused (privacy settings): the key lives as long as the page
  }
};

const readStored = (): CheckoutKey | null => {
  try {
    const stored = JSON.parse(storage()?.getItem(CHECKOUT_KEY_STORAGE) ?? 'null') as Partial<CheckoutKey> | null;
    return typeof stored?.key === 'string' && typeof stored.custPO === 'string'
      ? { key: stored.key, custPO: stored.custPO }
      : null;
  } catch {
    return null; // written by an older build, or by hand: a new key
  }
};

/** The key of the checkout under way for this PO number; another PO number starts a new checkout. */
export function getCheckoutKey(custPO: string): string {
  const stored = readStored() ?? memoryKey;
  if (stored?.custPO === custPO) return stored.key;
  memoryKey = { key: randomKey(), custPO };
  storage()?.setItem(CHECKOUT_KEY_STORAGE, JSON.stringify(memoryKey));
  return memoryKey.key;
}

export function endCheckout(): void {
  memoryKey = null;
  storage()?.removeItem(CHECKOUT_KEY_STORAGE);
}
