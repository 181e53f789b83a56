import { useCallback } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { AdminOrderDetail, AnswerOf } from '@storefront/shared-kernel';
import { adminOrderRoutes, adminStaffRoutes } from '@storefront/shared-kernel/back-office';
import { useShownAnswer } from '../../components/use-shown-answer';

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
  const shown = useShownAnswer(
    adminOrderRoutes.adminOrderDetail,
    { orderNo },
    // The list (its status, payment and total columns) and the audit log are out of date after a save.
    { readAgain: [adminOrderRoutes.listAdminOrders, adminStaffRoutes.listAudit] },
  );
  const { changed } = shown;
  const saved = useCallback((order: AdminOrderDetail) => changed({ is_success: true, order }), [changed]);
  return {
    query: shown.query,
    order: shown.shown?.order ?? null,
    generation: shown.generation,
    saved,
    reload: shown.reload,
  };
}
