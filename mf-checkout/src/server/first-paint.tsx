// The checkout remote's server module (built to dist/server/first-paint.js, released with the remote): its
// routes, for the host to draw its landing page in the shell before its scripts run, by the same
// components and reads as in the browser (api/src/site/first-paint.ts). Built without the shared
// libraries: the host's are used, as in the browser.
import { fetchCart, type RemoteFirstPaintModule } from '@storefront/shared-kernel';
import { readFirstOrderCost } from '../lib/order-cost';
import checkout from '../routes';

export const remote = checkout;

/** The cart, for a signed-in buyer (docs/product.md §3.7). */
export const paintsPath: RemoteFirstPaintModule['paintsPath'] = (pathname) => pathname === '/cart';

/**
 * Drawn with the lines the server reads first. Its totals wait in the browser for the cart's arrival, as
 * they always do; they are read here too, so the browser finds them among the page's answers. A cart with a
 * marked line has no totals (§6.6).
 */
export const prepare: NonNullable<RemoteFirstPaintModule['prepare']> = async (_request, buyer) => {
  if (!buyer) return;
  const cart = (await fetchCart(buyer))?.answer.cart.cartList ?? [];
  if (cart.length > 0 && cart.every((line) => line.problem === null)) await readFirstOrderCost(buyer);
  return { cart };
};
