import { useCallback } from 'react';
import { clearStoredToken, eventBus, resetUserInfo } from '@storefront/shared-kernel';

/** Spec section 4: logout removes the token, resets the user, goes to / and reloads the page. */
export function useLogout(): () => void {
  return useCallback(() => {
    clearStoredToken();
    resetUserInfo();
    eventBus.publish('session/logged-out', {});
    window.location.assign('/');
  }, []);
}
