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
let inFlight: (Moment & { load: Promise<void> }) | null = null;
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
 * Whether an answer or a load is good for a page opening now: the same buyer's, recent, and this window
 * has not lost focus since (a change made in another tab or window needs the buyer there first).
 */
const isGoodNow = (moment: Moment | null, idCustomer: number): moment is Moment =>
  moment !== null &&
  moment.idCustomer === idCustomer &&
  moment.at > lastBlurAt &&
  Date.now() - moment.at < FRESH_CART_MS;

/**
 * Loads the cart for a page that opens: nothing is asked when a good answer has just landed, and a
 * load this remote started for an opening page and still on its way is joined (two pages, or one page
 * mounted twice). A Retry (`isRetry`) always asks. The header's own load at boot is not seen here, but
 * an arrival's call and the header's share one request (the kernel's refreshCart joinInFlight).
 */
export function loadCartOnArrival({ isRetry = false } = {}): Promise<void> {
  watchCartAnswers();
  const { idCustomer } = userStore.get();
  if (!isRetry && isGoodNow(landed, idCustomer)) return Promise.resolve();
  if (!isRetry && isGoodNow(inFlight, idCustomer)) return inFlight.load;
  const load = refreshCart({ joinInFlight: !isRetry });
  const started = { at: Date.now(), idCustomer, load };
  inFlight = started;
  const forget = () => {
    if (inFlight === started) inFlight = null;
  };
  load.then(forget, forget);
  return load;
}

/** For tests: forgets every answer and load noted so far. */
export function forgetCartAnswers(): void {
  landed = null;
  inFlight = null;
  lastBlurAt = Number.NEGATIVE_INFINITY;
}
