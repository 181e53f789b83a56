// The checkout remote's public API: its routes and what it was built against. Page chunks are named
// `page-<path>` so the server can preload the landing page's chunk (see mf-catalog/src/routes.tsx).
import { lazyPage, type RemoteModule } from '@storefront/shared-kernel';

const remote: RemoteModule = {
  ...__BUNDLE_INFO__,
  name: 'checkout',
  routes: [
    { path: '/cart', ...lazyPage(() => import(/* webpackChunkName: "page-cart" */ './features/cart/cart-page')) },
    {
      path: '/checkout',
      ...lazyPage(() => import(/* webpackChunkName: "page-checkout" */ './features/checkout/checkout-page')),
    },
    {
      path: '/favorites',
      ...lazyPage(() => import(/* webpackChunkName: "page-favorites" */ './features/favorites/favorites-page')),
    },
  ],
};

export default remote;
