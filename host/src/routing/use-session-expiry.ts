import { useEffect, useEffectEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { resetUserInfo, useEvent } from '@storefront/shared-kernel';
import { takeEarlyExpiry } from './early-expiry';
import { isPublicRoute, ownerOf } from './route-table';

/** The sign-in page, asked to bring the buyer back here afterwards (it only follows same-site paths). */
export const signInAndReturnTo = (path: string): string => `/login?returnTo=${encodeURIComponent(path)}`;

/**
 * docs/product.md §11.1: when the server refuses the token (the API client has already removed it), the
 * buyer becomes a guest, silently. On a guarded page they are sent home; on a public one
 * (docs/product.md §2.2: PUBLIC_ROUTES) they stay, as the page is a guest's page too: a reset link
 * opened where an old session had lapsed sent the buyer home before the form showed. In the cart,
 * favorites and checkout (a token expiring mid-checkout) they are sent to sign in and brought back, and
 * the cart, which lives on the server, is intact. An expiry heard at boot, before the shell listened, is
 * handled the same way once it does (early-expiry.ts).
 */
export function useSessionExpiry(): void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const expire = () => {
    resetUserInfo();
    if (ownerOf(pathname) === 'checkout') navigate(signInAndReturnTo(`${pathname}${search}`), { replace: true });
    else if (!isPublicRoute(pathname)) navigate('/', { replace: true });
  };
  useEvent('session/expired', expire);
  // An expiry heard at boot, before this listened (the landing page's calls start before the first render).
  const expireEarly = useEffectEvent(expire);
  useEffect(() => {
    if (takeEarlyExpiry()) expireEarly();
  }, []);
}
