import { useLocation, useNavigate } from 'react-router-dom';
import { resetUserInfo, useEvent } from '@storefront/shared-kernel';
import { isPublicRoute } from './route-table';

/** The sign-in page, asked to bring the buyer back here afterwards (it only follows same-site paths). */
export const signInAndReturnTo = (path: string): string => `/login?returnTo=${encodeURIComponent(path)}`;

/**
 * Spec section 8: when the server refuses the token (the API client has already removed it), the
 * buyer becomes a guest. On a public page they are sent home, silently. On a buyer's page (a
 * checkout under way, My Account) they are sent to sign in and brought back: the cart lives on the
 * server, so it is intact after signing in again.
 */
export function useSessionExpiry(): void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  useEvent('session/expired', () => {
    resetUserInfo();
    navigate(isPublicRoute(pathname) ? '/' : signInAndReturnTo(`${pathname}${search}`), { replace: true });
  });
}
