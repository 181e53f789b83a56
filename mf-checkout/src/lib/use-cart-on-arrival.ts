import { useEffect, useState } from 'react';
import { notify, refreshCart } from '@storefront/shared-kernel';

/**
 * Reloads the shared cart when a page opens and answers whether that first load is still under way:
 * until then an empty store may only mean "not loaded yet", so a page shows a spinner, not "empty".
 */
export function useCartOnArrival(): boolean {
  const [isLoading, setIsLoading] = useState(true);
  useEffect(() => {
    let isCurrent = true;
    refreshCart()
      .catch(() => notify('The cart could not be loaded. Please try again.', 'error'))
      .finally(() => {
        if (isCurrent) setIsLoading(false);
      });
    return () => {
      isCurrent = false;
    };
  }, []);
  return isLoading;
}
