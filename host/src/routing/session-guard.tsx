import { useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { clearStoredToken, resetUserInfo } from '@storefront/shared-kernel';
import { isAllowedAt } from './session-access';

/**
 * Spec section 4: on every route change outside the public routes, a missing, unreadable or expired
 * token is removed, the user is reset to a guest and sent home. The guarded page is not rendered
 * meanwhile, so it never starts calls without a session. The check is made when the route changes,
 * not on every render: a session the server ends while a page is open is handled by
 * useSessionExpiry (sign in again and come back), which this guard must not overtake.
 */
export function SessionGuard({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [checked, setChecked] = useState(() => ({ pathname, isAllowed: isAllowedAt(pathname) }));
  let { isAllowed } = checked;
  if (checked.pathname !== pathname) {
    isAllowed = isAllowedAt(pathname);
    setChecked({ pathname, isAllowed });
  }
  useEffect(() => {
    if (isAllowed) return;
    clearStoredToken();
    resetUserInfo();
    navigate('/', { replace: true });
  }, [isAllowed, navigate]);
  return isAllowed ? children : null;
}
