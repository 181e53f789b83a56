import { useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { endGuardedSession, guardedDestination, isAllowedAt } from './session-access';

/**
 * docs/product.md §4.4: on every route change outside the public routes, a missing, unreadable or expired
 * token is removed, the user is reset to a guest and sent home. The guarded page is not rendered
 * meanwhile, so it never starts calls without a session. The check is made when the route changes,
 * not on every render: a session the server ends while a page is open is handled by
 * useSessionExpiry (sign in again and come back), which this guard must not overtake. A session that
 * ran out on its way into the cart, favorites or checkout is treated as useSessionExpiry treats it
 * there: sign in again and come back (it sent the buyer home from Proceed To Checkout).
 */
export function SessionGuard({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const [checked, setChecked] = useState(() => ({ pathname, isAllowed: isAllowedAt(pathname) }));
  let { isAllowed } = checked;
  if (checked.pathname !== pathname) {
    isAllowed = isAllowedAt(pathname);
    setChecked({ pathname, isAllowed });
  }
  useEffect(() => {
    if (isAllowed) return;
    const destination = guardedDestination(pathname, search);
    endGuardedSession();
    navigate(destination, { replace: true });
  }, [isAllowed, navigate, pathname, search]);
  return isAllowed ? children : null;
}
