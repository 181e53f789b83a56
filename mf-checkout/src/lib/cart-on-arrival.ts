import { cartStore, refreshCart, selectIsLoggedIn, userStore } from '@storefront/shared-kernel';

/**
 * How long a cart answer stays good for a page that opens: Copy Order, Add All from the favorites or a
 * quantity just saved reload the cart and then open the cart or the checkout, which need not ask again.
 */
export const FRESH_CART_MS = 3_000;

interface Moment {
  at: number;
  idCustomer: number;
}

let landed: Moment | null = null;
let lastBlurAt = Number.NEGATIVE_INFINITY;
let isWatching = false;

/**
 * Notes from now on when the buyer's cart lands in the shared store (from this remote, another one or
 * the header) and when the window loses focus. Called as the remote loads, so that an answer landing
 * before its first page opens (Copy Order in the account remote) counts too.
 */
export function watchCartAnswers(): void {
  if (isWatching || typeof window === 'undefined') return;
  isWatching = true;
  cartStore.subscribe(() => {
    const user = userStore.get();
    // A sign-out's empty cart is no answer for whoever signs in next.
    landed = selectIsLoggedIn(user) ? { at: Date.now(), idCustomer: user.idCustomer } : null;
  });
  window.addEventListener('blur', () => {
    lastBlurAt = Date.now();
  });
}

/**
 * Whether an answer is good for a page opening now: the same buyer's, recent, and this window
 * has not lost focus since (a change made in another tab or window needs the buyer there first).
 */
const isGoodNow = (moment: Moment | null, idCustomer: number): moment is Moment =>
  moment !== null &&
  moment.idCustomer === idCustomer &&
  moment.at > lastBlurAt &&
  Date.now() - moment.at < FRESH_CART_MS;

/**
 * Loads the cart for a page that opens: nothing is asked when a good answer has just landed. Otherwise
 * the load joins an identical one on its way (the kernel's refreshCart joinInFlight: another page
 * opening, or the header's load at boot). A Retry (`isRetry`) always asks afresh.
 */
export function loadCartOnArrival({ isRetry = false } = {}): Promise<void> {
  watchCartAnswers();
  if (!isRetry && isGoodNow(landed, userStore.get().idCustomer)) return Promise.resolve();
  return refreshCart({ joinInFlight: !isRetry });
}

/** For tests: forgets every answer and load noted so far. */
export function forgetCartAnswers(): void {
  landed = null;
  lastBlurAt = Number.NEGATIVE_INFINITY;
}
