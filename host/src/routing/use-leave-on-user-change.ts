import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { selectUserId, userStore, useStore } from '@storefront/shared-kernel';
import { isPublicRoute } from './route-table';

/**
 * The signed-in user changes under an open page when another tab signs out, or signs in as another
 * account (the stored user is shared by every tab). A guarded page then shows, and would act on, what
 * belonged to the one who left: it is left for home, as the session guard would on the next route
 * change (spec section 4). A sign-in (from a guest) changes nothing here, and a public page stays.
 */
export function useLeaveOnUserChange(): void {
  const userId = useStore(userStore, selectUserId);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const previous = useRef(userId);
  useEffect(() => {
    const before = previous.current;
    previous.current = userId;
    if (before !== 0 && before !== userId && !isPublicRoute(pathname)) navigate('/', { replace: true });
  }, [userId, pathname, navigate]);
}
