import { useCallback, useEffect, useState } from 'react';
import { useEvent } from '@storefront/shared-kernel';
import { loadCartOnArrival } from './cart-on-arrival';

export interface CartArrival {
  /** The first load is under way: an empty store may only mean "not loaded yet". */
  isLoading: boolean;
  /** The load failed: an empty store does not mean an empty cart. */
  hasFailed: boolean;
  retry: () => void;
}

/**
 * Reloads the shared cart when a page opens and says how that load went, so a page shows a spinner
 * or a failure with Retry, never "empty", until the cart is known. A failed load is asked again on
 * Retry, and by itself once the API is back (`api/recovered`). An answer that landed a moment ago, or
 * an opening's load still on its way, serves instead of a second call (cart-on-arrival.ts says when).
 */
export function useCartOnArrival(): CartArrival {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<{ attempt: number; hasFailed: boolean } | null>(null);
  useEffect(() => {
    let isCurrent = true;
    loadCartOnArrival({ isRetry: attempt > 0 }).then(
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
