import { clearStoredToken, getStoredToken, isTokenExpired, resetUserInfo } from '@storefront/shared-kernel';
import { isPublicRoute, ownerOf } from './route-table';
import { signInAndReturnTo } from './use-session-expiry';

/** Whether the session guard lets a page show at `pathname`: a public route, or a stored unexpired token. */
export const isAllowedAt = (pathname: string): boolean => isPublicRoute(pathname) || !isTokenExpired(getStoredToken());

/**
 * Where the session guard sends a visit it does not let show (docs/product.md §4.4): home, or sign in and
 * back for a session that ran out on its way into the cart, favorites or checkout. Read before the
 * session is ended (endGuardedSession), as it asks whether there was one.
 */
export const guardedDestination = (pathname: string, search: string): string => {
  const hadSession = getStoredToken() !== null;
  return hadSession && ownerOf(pathname) === 'checkout' ? signInAndReturnTo(`${pathname}${search}`) : '/';
};

/** The guard ends a missing, unreadable or expired session: the token goes and the user is a guest again. */
export const endGuardedSession = (): void => {
  clearStoredToken();
  resetUserInfo();
};
