import { useLocation, useNavigate } from 'react-router-dom';
import { useEvent } from '@storefront/shared-kernel';
import { isPublicRoute } from './route-table';

const CHECKOUT_PATH = '/checkout';

/**
 * The signed-in user changes under an open page when another tab signs out, or signs in as another
 * account (the stored user is shared by every tab). A guarded page then shows, and would act on, what
 * belonged to the one who left: it is left for home, as the session guard would on the next route
 * change (docs/product.md §4.4). A sign-in from a guest changes nothing here, and a public page stays. The
 * checkout follows another account itself (it starts over without the first buyer's choices), and two
 * moves at once would race. This tab's own
 * sign-out and session expiry are not heard here: they have their own ways (useSessionExpiry sends a
 * buyer in the checkout to sign in and come back).
 */
export function useLeaveOnUserChange(): void {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  useEvent('user/changed-elsewhere', ({ userId, previousUserId }) => {
    if (previousUserId === 0 || isPublicRoute(pathname)) return;
    if (userId !== 0 && pathname.toLowerCase() === CHECKOUT_PATH) return;
    navigate('/', { replace: true });
  });
}
