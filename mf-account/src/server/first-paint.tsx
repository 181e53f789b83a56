// The account remote's server module (built to dist/server/first-paint.js, released with the remote): its
// routes, for the host to draw its landing pages in the shell before their scripts run, by the same
// components and reads as in the browser (api/src/site/first-paint.ts). Built without the shared
// libraries: the host's are used, as in the browser.
import { cleanHtmlWithoutHeading } from '@storefront/shared-kernel/html-cleaner';
import type { RemoteFirstPaintModule, ServerWrapper as Wrapper } from '@storefront/shared-kernel';
import { ServerHtmlCleanerContext } from '../components/safe-html';
import { CONTENT_PAGES } from '../features/content/content-page';
import account from '../routes';

/** The pages a visitor lands on from a link (docs/product.md §3.7): the forms, contact and the content pages. */
const LANDING_PAGES = new Set([
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/contactus',
  ...Object.keys(CONTENT_PAGES),
]);

export const remote = account;

export const paintsPath: RemoteFirstPaintModule['paintsPath'] = (pathname) => LANDING_PAGES.has(pathname);

/**
 * The distributor's text in the contact and content pages is cleaned here by the kernel's html-cleaner, the
 * same allow-list the browser's sanitiser keeps (components/safe-html.tsx).
 */
export const ServerWrapper: Wrapper = ({ children }) => (
  <ServerHtmlCleanerContext.Provider value={cleanHtmlWithoutHeading}>{children}</ServerHtmlCleanerContext.Provider>
);
