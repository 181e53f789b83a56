import { useCallback, useState } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import {
  invalidateApi,
  setCachedAnswer,
  useApiQuery,
  type AnswerOf,
  type ContentPageCode,
} from '@storefront/shared-kernel';
import { adminContentRoutes, adminStaffRoutes } from '@storefront/shared-kernel/back-office';

type PageAnswer = AnswerOf<typeof adminContentRoutes.contentPageDetail>;

export interface ShownPage {
  query: UseQueryResult<PageAnswer>;
  /** The page and its versions as the member read them (or as the last change answered); null until read. */
  shown: PageAnswer | null;
  /** Grows with each change and Reload: the form starts over from the page shown. */
  generation: number;
  /** A change was kept: the page shows what it answered. */
  changed: (answer: PageAnswer) => void;
  /** Reads the page again and shows it; false when it could not be read. */
  reload: () => Promise<boolean>;
}

/**
 * The page an editor shows (docs/product.md §13.7). Each save carries the version the member read, so the
 * editor keeps showing that version, not one a later background read brought: the form's draft and the version
 * it sends stay together. The member's own changes and Reload move it on.
 */
export function useShownPage(code: ContentPageCode): ShownPage {
  const query = useApiQuery(adminContentRoutes.contentPageDetail, { code });
  const [shown, setShown] = useState<PageAnswer | null>(null);
  const [generation, setGeneration] = useState(0);
  if (shown === null && query.data && !query.isFetching) setShown(query.data);

  const changed = useCallback(
    (answer: PageAnswer) => {
      setShown(answer);
      setGeneration((count) => count + 1);
      setCachedAnswer(adminContentRoutes.contentPageDetail, { code }, answer);
      void invalidateApi(adminContentRoutes.listContentPages, adminStaffRoutes.listAudit);
    },
    [code],
  );
  const { refetch } = query;
  const reload = useCallback(async () => {
    const fresh = await refetch();
    if (!fresh.data || fresh.isError) return false;
    setShown(fresh.data);
    setGeneration((count) => count + 1);
    return true;
  }, [refetch]);
  return { query, shown, generation, changed, reload };
}
