import { matchPath } from 'react-router-dom';
import type { RemoteName } from '@storefront/shared-kernel';
import routeOwners from './route-owners.json';

/**
 * Which remote owns which paths (design.md, route ownership). The host owns only the not-found page.
 * Kept as JSON so the build can hand it to the server too (dist/route-owners.json), which preloads
 * the landing route's remote in the page it serves.
 */
export const ROUTE_OWNERS: Record<RemoteName, readonly string[]> = routeOwners;

/**
 * Routes a visitor may open without a session: the spec's list, /ecatalog by the design ruling, and
 * the information pages visitors may read (spec section 6). /contactus is one of them (spec section 2:
 * the CMS page of code 02, then the form): the home page's Request a Quote and the footer send visitors
 * there, and guarded it sent them home without a word. Its form needs a session; a visitor is asked to
 * sign in instead.
 */
export const PUBLIC_ROUTES: readonly string[] = [
  '/',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/ecatalog',
  '/e-catalog',
  '/aboutus',
  '/accessibility',
  '/faq',
  '/terms',
  '/privacy-policy',
  '/shipping-policy',
  '/contactus',
];

const matches = (patterns: readonly string[], pathname: string): boolean =>
  patterns.some((pattern) => matchPath({ path: pattern, end: true }, pathname) !== null);

/** The remote that owns `pathname`, or null when no remote does (the host's not-found page). */
export const ownerOf = (pathname: string): RemoteName | null => {
  for (const [remote, patterns] of Object.entries(ROUTE_OWNERS) as [RemoteName, readonly string[]][]) {
    if (matches(patterns, pathname)) return remote;
  }
  return null;
};

/** Unknown paths are public too: they show the not-found page, which holds nothing private. */
export const isPublicRoute = (pathname: string): boolean =>
  matches(PUBLIC_ROUTES, pathname) || ownerOf(pathname) === null;
