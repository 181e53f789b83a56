// The catalog remote's public API: its routes and what it was built against. Pages are lazy, so the
// module the host loads first holds only this table; each page arrives with its own chunk.
import { lazy } from 'react';
import { Navigate } from 'react-router-dom';
import type { RemoteModule } from '@storefront/shared-kernel';

const RedirectToECatalog = () => <Navigate to="/ecatalog" replace />;

const remote: RemoteModule = {
  ...__BUNDLE_INFO__,
  name: 'catalog',
  routes: [
    { path: '/', Component: lazy(() => import('./features/home/home-page')) },
    { path: '/search', Component: lazy(() => import('./features/search/search-page')) },
    { path: '/product', Component: lazy(() => import('./features/product/product-page')) },
    { path: '/brands', Component: lazy(() => import('./features/brands/brands-page')) },
    { path: '/ecatalog', Component: lazy(() => import('./features/ecatalog/ecatalog-page')) },
    { path: '/e-catalog', Component: RedirectToECatalog },
  ],
};

export default remote;
