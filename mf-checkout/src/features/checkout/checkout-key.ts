/**
 * The idempotency key of the checkout under way (design: place-order is idempotent per checkout).
 * It lives in the tab's session storage, so a double click, a retry after a lost answer, or a
 * reload of the confirmation step all send the same key and make one order. A placed order ends
 * the checkout: the next one gets a new key.
 */
export const CHECKOUT_KEY_STORAGE = 'checkout-idempotency-key';

let memoryKey: string | null = null;

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

export function getCheckoutKey(): string {
  const stored = storage()?.getItem(CHECKOUT_KEY_STORAGE) ?? memoryKey;
  if (stored) return stored;
  const key = randomKey();
  memoryKey = key;
  storage()?.setItem(CHECKOUT_KEY_STORAGE, key);
  return key;
}

export function endCheckout(): void {
  memoryKey = null;
  storage()?.removeItem(CHECKOUT_KEY_STORAGE);
}
