import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  callApi,
  type copyOrderCall,
  describeFailure,
  notify,
  refreshCart,
  userStore,
} from '@storefront/shared-kernel';

export const COPY_FAILED = 'Failed to copy order';
export const COPY_ERROR = 'Error copying order';

/**
 * Copy Order (spec section 4): the past order's lines go into the cart, the shared cart is reloaded
 * (the header count follows), then the buyer continues at /checkout?from={order number}.
 * Used by the orders list and the order detail.
 */
export function useCopyOrder(): { copy: (idSO: number) => Promise<void>; copyingId: number | null } {
  const navigate = useNavigate();
  const [copyingId, setCopyingId] = useState<number | null>(null);
  const copy = useCallback(
    async (idSO: number) => {
      setCopyingId(idSO);
      try {
        await callApi<typeof copyOrderCall>('POST', '/order/copy-so', { idCustomer: userStore.get().idCustomer, idSO });
      } catch (error) {
        const failure = describeFailure(error);
        if (failure.kind === 'exception') notify(COPY_ERROR, 'error');
        else notify(failure.message ? `${COPY_FAILED}: ${failure.message}` : COPY_FAILED, 'error');
        setCopyingId(null);
        return;
      }
      // The order is in the cart already; a failed reload only leaves the header count stale.
      await refreshCart().catch(() => undefined);
      setCopyingId(null);
      navigate(`/checkout?from=${encodeURIComponent(String(idSO))}`);
    },
    [navigate],
  );
  return { copy, copyingId };
}
