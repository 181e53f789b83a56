import { sessionTokenOf } from '@storefront/shared-kernel/contracts';
import { PUBLIC_ROUTES } from '@storefront/shared-kernel/domain';
import { ownerOfPath } from './page-hints';

/** The page the session guard sends a visitor to from a page only buyers see (docs/product.md §4.4). */
export const VISITOR_HOME = '/';

/** The page request's headers this needs: its cookies, and who started the navigation. */
export interface LandingHeaders {
  cookie?: string;
  'sec-fetch-site'?: string | string[];
}

/**
 * The path whose page the server draws for a request: its own, or home where the browser is sure to show
 * home instead. A visitor who opens a page only buyers see is sent home by the session guard as the page
 * boots (host/src/bootstrap.tsx does it before the first render). The server draws home in its place only
 * when it can be sure there is no session: no page cookie, on a navigation the browser counts as the site's
 * own (`Sec-Fetch-Site` none, typed or bookmarked, or same-origin), which always carries a buyer's
 * SameSite=Strict cookie. From another site's link a buyer's cookie stays behind, so such a page is drawn
 * as before, not at all; the cart, favorites and checkout too, where a session that ran out goes to sign
 * in instead (docs/product.md §3.7). `owner`: the remote that owns the path (page-hints.ts `pageOfPath`).
 */
export function drawnPathOf(pathname: string, owner: { remote: string } | null, headers: LandingHeaders): string {
  const fetchSite = headers['sec-fetch-site'];
  const isOwnNavigation = fetchSite === 'none' || fetchSite === 'same-origin';
  const isGuarded = owner !== null && owner.remote !== 'checkout' && !ownerOfPath({ PUBLIC_ROUTES }, pathname);
  return isOwnNavigation && isGuarded && sessionTokenOf(headers.cookie) === null ? VISITOR_HOME : pathname;
}
