import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { clearStoredToken, getStoredToken, isTokenExpired, resetUserInfo } from '@storefront/shared-kernel';
import { isPublicRoute } from './route-table';

/**
 * Spec section 4: on every route change outside the public routes, a missing, unreadable or expired
 * token is removed, the user is reset to a guest and sent home. The guarded page is not rendered
 * meanwhile, so it never starts calls without a session.
 */
export function SessionGuard({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const isAllowed = isPublicRoute(pathname) || !isTokenExpired(getStoredToken());
  useEffect(() => {
    if (isAllowed) return;
    clearStoredToken();
    resetUserInfo();
    navigate('/', { replace: true });
  }, [isAllowed, navigate]);
  return isAllowed ? children : null;
}
