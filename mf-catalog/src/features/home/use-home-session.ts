import { useEffect } from 'react';
import {
  getStoredToken,
  resetUserInfo,
  setUserInfo,
  systemRoutes,
  useApiQuery,
  userStore,
} from '@storefront/shared-kernel';

/**
 * What the home page does on load (docs/product.md §5.1): a user left behind without a token (removed,
 * or stored as the text 'null') is cleared, and the store's id and zipcode are read and saved. When the
 * store cannot be read the defaults stay, and nothing is said (docs/product.md §11.2).
 */
export function useHomeSession(): void {
  useEffect(() => {
    if (getStoredToken() === null && userStore.get().userId !== 0) resetUserInfo();
  }, []);
  const store = useApiQuery(systemRoutes.getStore, {}).data?.storeInfo;
  useEffect(() => {
    if (store) setUserInfo({ idStore: store.idStore, zipcode: store.zipcode });
  }, [store]);
}
