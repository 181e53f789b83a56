// The checkout remote's server module (built to dist/server/first-paint.js, released with the remote): the
// markup of its landing page before its scripts run, drawn by the same components and reads as in the
// browser (api/src/site/first-paint.ts puts it inside the host's shell).
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { fetchCart } from '@storefront/shared-kernel';
import { pagePainter, storedUserOf } from '@storefront/shared-kernel/server';
import CartPage from '../features/cart/cart-page';
import { readFirstOrderCost } from '../lib/order-cost';

/**
 * The cart, for a signed-in buyer (docs/product.md §3.7): drawn with the lines the server reads first. Its
 * totals wait in the browser for the cart's arrival, as they always do; they are read here too, so the
 * browser finds them among the page's answers. A cart with a marked line has no totals (§6.6).
 */
export const { paintsPath, renderPage } = pagePainter({
  pages: { '/cart': CartPage },
  render: (Page, url) =>
    renderToString(
      <StaticRouter location={url}>
        <Page />
      </StaticRouter>,
    ),
  prepare: async ({ user }) => {
    if (!user) return;
    const buyer = storedUserOf(user);
    const cart = (await fetchCart(buyer))?.answer.cart.cartList ?? [];
    if (cart.length > 0 && cart.every((line) => line.problem === null)) await readFirstOrderCost(buyer);
    return { cart };
  },
});
