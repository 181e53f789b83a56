// The checkout remote's public API: its routes and what it was built against.
import { lazy } from 'react';
import type { RemoteModule } from '@storefront/shared-kernel';

const remote: RemoteModule = {
  ...__BUNDLE_INFO__,
  name: 'checkout',
  routes: [
    { path: '/cart', Component: lazy(() => import('./features/cart/cart-page')) },
    { path: '/checkout', Component: lazy(() => import('./features/checkout/checkout-page')) },
    { path: '/favorites', Component: lazy(() => import('./features/favorites/favorites-page')) },
  ],
};

export default remote;
