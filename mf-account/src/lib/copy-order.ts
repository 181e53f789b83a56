import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  callApi,
  describeFailure,
  notify,
  orderRoutes,
  refreshCart,
  userStore,
  whileLoading,
} from '@storefront/shared-kernel';

export const COPY_FAILED = 'Failed to copy order';
export const COPY_ERROR = 'Error copying order';

/** What the buyer is told when some of the order's products are not sold any more. */
export const leftOutMessage = (skipped: number): string =>
  skipped === 1
    ? '1 product of this order is not sold any more and was left out.'
    : `${skipped} products of this order are not sold any more and were left out.`;

/**
 * Copy Order (docs/product.md §8.4): the past order's lines go into the cart, the shared cart is reloaded
 * (the header count follows), then the buyer continues at /checkout?from={order number}.
 * Used by the orders list and the order detail.
 */
export function useCopyOrder(): { copy: (idSO: number) => Promise<void>; copyingId: number | null } {
  const navigate = useNavigate();
  const [copyingId, setCopyingId] = useState<number | null>(null);
  const copy = useCallback(
    async (idSO: number) => {
      setCopyingId(idSO);
      // The page-wide overlay: the cart is being filled, and checkout follows at once.
      const copied = await whileLoading(async () => {
        try {
          const answer = await callApi(orderRoutes.copyOrder, {
            idCustomer: userStore.get().idCustomer,
            idSO,
          });
          // The order is in the cart already; a failed reload only leaves the header count stale.
          await refreshCart().catch(() => undefined);
          return answer;
        } catch (error) {
          const failure = describeFailure(error);
          if (failure.kind === 'exception') notify(COPY_ERROR, 'error');
          else notify(failure.message ? `${COPY_FAILED}: ${failure.message}` : COPY_FAILED, 'error');
          return null;
        }
      });
      setCopyingId(null);
      if (!copied) return;
      if (copied.skipped > 0) notify(leftOutMessage(copied.skipped), 'info');
      navigate(`/checkout?from=${encodeURIComponent(String(idSO))}`);
    },
    [navigate],
  );
  return { copy, copyingId };
}
