import { useQuery } from '@tanstack/react-query';
import { isAwaitingAnswer } from '../data/awaiting-answer';
import { getQueryClient } from '../data/query-client';
import { useStore } from '../stores/use-store';
import { userStore } from '../stores/user-store';
import { refreshCart } from './cart-actions';

export interface CartArrival {
  /** The load is under way with nothing known yet: an empty store may only mean "not loaded yet". */
  isLoading: boolean;
  /** The load failed: an empty store does not mean an empty cart. */
  hasFailed: boolean;
  retry: () => void;
}

/**
 * Loads the shared cart when a page opens and says how that load went, so a page shows a spinner or a
 * failure with Retry, never "empty", until the cart is known (docs/product.md §6.2). Opening follows no
 * change of the buyer's: refreshCart takes a cart answered a moment ago or joins the load on its way
 * (the header's, on a full load of /cart: one call between them). It is a read of the page's cache, so
 * a load that got no answer is asked again when the API is back, like every other read.
 */
export function useCartOnArrival(): CartArrival {
  const idCustomer = useStore(userStore, (user) => user.idCustomer);
  const load = useQuery(
    {
      // Not an API route's key: the arrival itself, whose answer lands in the cart store.
      queryKey: ['cart-arrival', idCustomer],
      queryFn: async () => {
        await refreshCart({ joinInFlight: true });
        return true;
      },
      // Each page opening loads (or takes the cart just answered); nothing is kept for the next.
      staleTime: 0,
      gcTime: 0,
      refetchOnWindowFocus: false,
    },
    getQueryClient(),
  );
  return {
    isLoading: isAwaitingAnswer(load) || load.isPending,
    hasFailed: load.isError && !load.isFetching,
    retry: () => void load.refetch(),
  };
}
