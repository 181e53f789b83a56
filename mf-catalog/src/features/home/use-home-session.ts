import { useEffect } from 'react';
import { getStoredToken, resetUserInfo, setUserInfo, userStore } from '@storefront/shared-kernel';
import { fetchStore } from '../../lib/catalog-api';

/**
 * What the home page does on load (spec section 2): a user left behind without a token (removed, or
 * stored as the text 'null') is cleared, and the store's id and zipcode are fetched and saved.
 */
export function useHomeSession(): void {
  useEffect(() => {
    if (getStoredToken() === null && userStore.get().userId !== 0) resetUserInfo();
    const controller = new AbortController();
    fetchStore(controller.signal).then(
      (store) => setUserInfo({ idStore: store.idStore, zipcode: store.zipcode }),
      () => undefined, // the defaults stay (spec section 8: such failures are silent)
    );
    return () => controller.abort();
  }, []);
}
