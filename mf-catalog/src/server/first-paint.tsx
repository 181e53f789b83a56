// The catalog's server module (built to dist/server/first-paint.js, released with the remote): the
// markup of its landing pages before their scripts run, drawn by the same components and reads as in
// the browser. The API server puts it inside the host's shell and sends it with the page
// (api/src/site/first-paint.ts).
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { pagePainter } from '@storefront/shared-kernel/server';
import BrandsPage from '../features/brands/brands-page';
import ECatalogPage from '../features/ecatalog/ecatalog-page';
import HomePage from '../features/home/home-page';
import ProductPage from '../features/product/product-page';
import SearchPage from '../features/search/search-page';
import { firstSearchReads } from '../features/search/search-calls';

/**
 * Every landing page of its own (docs/product.md §3.7). The search page's product list is asked before
 * the first render: it is what the grid waits for.
 */
export const { paintsPath, renderPage } = pagePainter({
  pages: {
    '/': HomePage,
    '/search': SearchPage,
    '/product': ProductPage,
    '/brands': BrandsPage,
    '/ecatalog': ECatalogPage,
  },
  render: (Page, url) =>
    renderToString(
      <StaticRouter location={url}>
        <Page />
      </StaticRouter>,
    ),
  prepare: async ({ pathname, search, user }) => {
    if (pathname === '/search' && user)
      await Promise.all(firstSearchReads({ pathname, search }, user).map((read) => read.fetch()));
  },
});
