// The catalog's server module (built to dist/server/first-paint.js, released with the remote): its routes,
// for the host to draw its landing pages in the shell before their scripts run, by the same components
// and reads as in the browser (api/src/site/first-paint.ts). Built without the shared libraries: the
// host's are used, as in the browser.
import type { RemoteFirstPaintModule } from '@storefront/shared-kernel';
import { firstSearchReads } from '../features/search/search-calls';
import catalog from '../routes';

/** Every landing page of its own (docs/product.md §3.7). */
const LANDING_PAGES = new Set(['/', '/search', '/product', '/brands', '/ecatalog']);

export const remote = catalog;

export const paintsPath: RemoteFirstPaintModule['paintsPath'] = (pathname) => LANDING_PAGES.has(pathname);

/** The search page's product list is asked before the first render: it is what the grid waits for. */
export const prepare: NonNullable<RemoteFirstPaintModule['prepare']> = async ({ pathname, search, user }) => {
  if (pathname === '/search' && user)
    await Promise.all(firstSearchReads({ pathname, search }, user).map((read) => read.fetch()));
};
