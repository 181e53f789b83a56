import { useCallback } from 'react';
import { signOut } from '@storefront/shared-kernel';

/** Spec section 4: logout removes the token, resets the user, goes to / and reloads the page. */
export function useLogout(): () => void {
  return useCallback(() => {
    signOut();
    window.location.assign('/');
  }, []);
}
