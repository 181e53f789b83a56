import { useCallback } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { AdminServiceCase, AnswerOf } from '@storefront/shared-kernel';
import { adminServiceRoutes, adminStaffRoutes } from '@storefront/shared-kernel/back-office';
import { useShownAnswer } from '../../components/use-shown-answer';

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
  const shown = useShownAnswer(
    adminServiceRoutes.serviceCaseDetail,
    { caseNo },
    // The list (its status, assignee and activity columns) and the audit log are out of date after a change.
    { readAgain: [adminServiceRoutes.listServiceCases, adminStaffRoutes.listAudit] },
  );
  const { changed } = shown;
  const saved = useCallback((theCase: AdminServiceCase) => changed({ is_success: true, case: theCase }), [changed]);
  return {
    query: shown.query,
    theCase: shown.shown?.case ?? null,
    generation: shown.generation,
    saved,
    reload: shown.reload,
  };
}
