// The catalog remote's public API: its routes and what it was built against. Pages are lazy, so the
// module the host loads first holds only this table; each page arrives with its own chunk, named
// `page-<path>` (`page-home` for /) so the server can preload the landing page's chunk
// (scripts/webpack/create-config.cjs lists them in the manifest, api/src/site/page-hints.ts reads them).
import { Navigate } from 'react-router-dom';
import { lazyPage, type RemoteModule } from '@storefront/shared-kernel';

const RedirectToECatalog = () => <Navigate to="/ecatalog" replace />;

const remote: RemoteModule = {
  ...__BUNDLE_INFO__,
  name: 'catalog',
  routes: [
    { path: '/', ...lazyPage(() => import(/* webpackChunkName: "page-home" */ './features/home/home-page')) },
    {
      path: '/search',
      ...lazyPage(() => import(/* webpackChunkName: "page-search" */ './features/search/search-page')),
    },
    {
      path: '/product',
      ...lazyPage(() => import(/* webpackChunkName: "page-product" */ './features/product/product-page')),
    },
    {
      path: '/brands',
      ...lazyPage(() => import(/* webpackChunkName: "page-brands" */ './features/brands/brands-page')),
    },
    {
      path: '/ecatalog',
      ...lazyPage(() => import(/* webpackChunkName: "page-ecatalog" */ './features/ecatalog/ecatalog-page')),
    },
    { path: '/e-catalog', Component: RedirectToECatalog },
  ],
};

export default remote;
