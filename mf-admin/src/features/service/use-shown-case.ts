import { useCallback, useState } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import {
  invalidateApi,
  setCachedAnswer,
  useApiQuery,
  type AdminServiceCase,
  type AnswerOf,
} from '@storefront/shared-kernel';
import { adminServiceRoutes, adminStaffRoutes } from '@storefront/shared-kernel/back-office';

export interface ShownCase {
  /** The case's read, for its loading and failure. */
  query: UseQueryResult<AnswerOf<typeof adminServiceRoutes.serviceCaseDetail>>;
  /** The case as the member read it (or as the member's last change answered it); null until read. */
  theCase: AdminServiceCase | null;
  /** Grows with each Reload: the forms start over from the case read. */
  generation: number;
  /** A change was kept: the page shows the case as answered. */
  saved: (theCase: AdminServiceCase) => void;
  /** Reads the case again and shows it; false when it could not be read. */
  reload: () => Promise<boolean>;
}

/**
 * The case the desk's page shows (docs/product.md §13.9). Each change carries the version the member read,
 * so the page keeps showing that version, not one a later background read brought (a buyer's new message,
 * say): what the member writes and the version it is sent with stay together. The member's own changes
 * and Reload move it on.
 */
export function useShownCase(caseNo: number): ShownCase {
  const query = useApiQuery(adminServiceRoutes.serviceCaseDetail, { caseNo });
  const [theCase, setTheCase] = useState<AdminServiceCase | null>(null);
  const [generation, setGeneration] = useState(0);
  // The first answer that is no stale one being read again: what the member reads.
  if (theCase === null && query.data && !query.isFetching) setTheCase(query.data.case);

  const saved = useCallback(
    (answered: AdminServiceCase) => {
      setTheCase(answered);
      setCachedAnswer(adminServiceRoutes.serviceCaseDetail, { caseNo }, { is_success: true, case: answered });
      // The list (its status, assignee and activity columns) and the audit log are out of date.
      void invalidateApi(adminServiceRoutes.listServiceCases, adminStaffRoutes.listAudit);
    },
    [caseNo],
  );

  const { refetch } = query;
  const reload = useCallback(async () => {
    const fresh = await refetch();
    if (!fresh.data || fresh.isError) return false;
    setTheCase(fresh.data.case);
    setGeneration((count) => count + 1);
    return true;
  }, [refetch]);

  return { query, theCase, generation, saved, reload };
}
