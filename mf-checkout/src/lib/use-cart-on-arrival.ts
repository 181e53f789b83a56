import { useCallback, useEffect, useState } from 'react';
import { refreshCart, useEvent } from '@storefront/shared-kernel';

export interface CartArrival {
  /** The first load is under way: an empty store may only mean "not loaded yet". */
  isLoading: boolean;
  /** The load failed: an empty store does not mean an empty cart. */
  hasFailed: boolean;
  retry: () => void;
}

/**
 * Loads the shared cart when a page opens and says how that load went, so a page shows a spinner or a
 * failure with Retry, never "empty", until the cart is known (docs/product.md §6.2). Opening follows no
 * change of the buyer's: the kernel's refreshCart takes a cart answered a moment ago or joins the load on
 * its way (the header's, on a full load of /cart: one call between them). A Retry asks afresh.
 *
 * TODO(kernel): a cart load a page can show (loading, failed, Retry) that the kernel asks again when the
 * API is back, as it does for useApiQuery's reads; until then this hook listens for `api/recovered`.
 */
export function useCartOnArrival(): CartArrival {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<{ attempt: number; hasFailed: boolean } | null>(null);
  useEffect(() => {
    let isCurrent = true;
    refreshCart({ joinInFlight: attempt === 0 }).then(
      () => isCurrent && setSettled({ attempt, hasFailed: false }),
      () => isCurrent && setSettled({ attempt, hasFailed: true }),
    );
    return () => {
      isCurrent = false;
    };
  }, [attempt]);
  const isLoading = settled?.attempt !== attempt;
  const hasFailed = !isLoading && settled.hasFailed;
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  useEvent('api/recovered', () => {
    if (hasFailed) retry();
  });
  return { isLoading, hasFailed, retry };
}
