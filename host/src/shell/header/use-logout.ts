import { useCallback } from 'react';
import { signOut } from '@storefront/shared-kernel';

/**
 * docs/product.md §4.5: logout removes the token, resets the user, goes to / and reloads the page; the page
 * loads once the server has ended the page cookie, so it is drawn for a visitor.
 */
export function useLogout(): () => void {
  return useCallback(() => {
    void signOut().then(() => window.location.assign('/'));
  }, []);
}
