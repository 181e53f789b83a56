import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { endStaffSession, staffSessionStore, useEvent } from '@storefront/shared-kernel';
import { needsStaffSession, staffSignInPath } from './back-office-paths';
import { isLiveStaffSession, useStaffSession } from './staff-session';

/**
 * docs/product.md §13.1: a back-office page other than sign-in and set-password shows only to a signed-in
 * staff member; anyone else is sent to sign in and brought back. The page is not rendered meanwhile, so it
 * never starts calls without a session. Unlike the buyer's guard it follows the session as it changes: a
 * session the API ends (a 401: disabled, role changed, expired) leaves the page at once for the sign-in,
 * to come back after it; a member who signed out goes to the sign-in page alone. The buyer's session
 * plays no part here, either way.
 */
export function StaffGuard({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const session = useStaffSession();
  const isAllowed = !needsStaffSession(pathname) || isLiveStaffSession(session);
  // Heard as the session ends, before the render that finds it gone: whether the member meant to leave.
  const hasSignedOut = useRef(false);
  useEvent('staff/signed-out', ({ reason }) => {
    hasSignedOut.current = reason === 'signed-out';
  });
  useEffect(() => {
    if (isAllowed) return;
    // A token whose time ran out without a call hearing it: ended as the API's refusal would end it.
    if (staffSessionStore.get()) endStaffSession('expired');
    const comeBackTo = hasSignedOut.current ? undefined : `${pathname}${search}`;
    hasSignedOut.current = false;
    navigate(staffSignInPath(comeBackTo), { replace: true });
  }, [isAllowed, navigate, pathname, search]);
  return isAllowed ? children : null;
}
