import { useCallback, useState } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import {
  invalidateApi,
  setCachedAnswer,
  useApiQuery,
  type AdminOrderDetail,
  type AnswerOf,
} from '@storefront/shared-kernel';
import { adminOrderRoutes, adminStaffRoutes } from '@storefront/shared-kernel/back-office';

export interface ShownOrder {
  /** The order's read, for its loading and failure. */
  query: UseQueryResult<AnswerOf<typeof adminOrderRoutes.adminOrderDetail>>;
  /** The order as the member read it (or as the member's last save answered it); null until read. */
  order: AdminOrderDetail | null;
  /** Grows with each Reload: the forms start over from the order read. */
  generation: number;
  /** A save was kept: the page shows the order as answered. */
  saved: (order: AdminOrderDetail) => void;
  /** Reads the order again and shows it; false when it could not be read. */
  reload: () => Promise<boolean>;
}

/**
 * The order the desk's page shows (docs/product.md §13.3). Each save carries the version the member read,
 * so the page keeps showing that version, not one a later background read brought: the forms' drafts and
 * the version they send stay together. The member's own saves and Reload move it on.
 */
export function useShownOrder(orderNo: number): ShownOrder {
  const query = useApiQuery(adminOrderRoutes.adminOrderDetail, { orderNo });
  const [order, setOrder] = useState<AdminOrderDetail | null>(null);
  const [generation, setGeneration] = useState(0);
  // The first answer that is no stale one being read again: what the member reads.
  if (order === null && query.data && !query.isFetching) setOrder(query.data.order);

  const saved = useCallback(
    (answered: AdminOrderDetail) => {
      setOrder(answered);
      setCachedAnswer(adminOrderRoutes.adminOrderDetail, { orderNo }, { is_success: true, order: answered });
      // The list (its status, payment and total columns) and the audit log are out of date.
      void invalidateApi(adminOrderRoutes.listAdminOrders, adminStaffRoutes.listAudit);
    },
    [orderNo],
  );

  const { refetch } = query;
  const reload = useCallback(async () => {
    const fresh = await refetch();
    if (!fresh.data || fresh.isError) return false;
    setOrder(fresh.data.order);
    setGeneration((count) => count + 1);
    return true;
  }, [refetch]);

  return { query, order, generation, saved, reload };
}
