import { useCallback, useState } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import {
  invalidateApi,
  setCachedAnswer,
  useApiQuery,
  type AnswerOf,
  type ApiRoute,
  type InputOf,
} from '@storefront/shared-kernel';
import type { NoticeText } from './notice';

export interface ShownAnswer<Route extends ApiRoute> {
  /** The record's read, for its loading and failure. */
  query: UseQueryResult<AnswerOf<Route>>;
  /** The answer as the member read it (or as the member's last change answered it); null until read. */
  shown: AnswerOf<Route> | null;
  /** Grows with each Reload (and, when told, each change): the forms start over from what is shown. */
  generation: number;
  /** A change was kept: the page shows what it answered, and so does the read when next asked. */
  changed: (answer: AnswerOf<Route>) => void;
  /** A part without a version changed (a product's links): the page shows it, the forms keep their drafts. */
  update: (change: (shown: AnswerOf<Route>) => AnswerOf<Route>) => void;
  /** Reads the record again and shows it; false when it could not be read. */
  reload: () => Promise<boolean>;
}

/**
 * The record a back-office page shows and changes (an order, a case, a product, a CMS page). Each change
 * carries the version the member read, so the page keeps showing that version, not one a later background
 * read brought: the forms' drafts and the version they send stay together. The member's own changes and
 * Reload move it on. A change makes `readAgain` (the list, the audit log) out of date.
 */
export function useShownAnswer<Route extends ApiRoute>(
  route: Route,
  input: InputOf<Route>,
  { readAgain, startOverOnChange = false }: { readAgain: readonly ApiRoute[]; startOverOnChange?: boolean },
): ShownAnswer<Route> {
  const query = useApiQuery(route, input);
  const [shown, setShown] = useState<AnswerOf<Route> | null>(null);
  const [generation, setGeneration] = useState(0);
  // The first answer that is no stale one being read again: what the member reads.
  if (shown === null && query.data && !query.isFetching) setShown(query.data);

  const key = JSON.stringify(input);
  const changed = useCallback(
    (answer: AnswerOf<Route>) => {
      setShown(answer);
      if (startOverOnChange) setGeneration((count) => count + 1);
      setCachedAnswer(route, JSON.parse(key) as InputOf<Route>, answer);
      void invalidateApi(...readAgain);
    },
    // readAgain is a list of constants; the input is compared by its key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [route, key, startOverOnChange],
  );
  const update = useCallback(
    (change: (current: AnswerOf<Route>) => AnswerOf<Route>) =>
      setShown((current) => (current ? change(current) : current)),
    [],
  );
  const { refetch } = query;
  const reload = useCallback(async () => {
    const fresh = await refetch();
    if (!fresh.data || fresh.isError) return false;
    setShown(fresh.data);
    setGeneration((count) => count + 1);
    return true;
  }, [refetch]);
  return { query, shown, generation, changed, update, reload };
}

/**
 * What a record's page tells the member: `say` what a change did; `onReload` reads the record again,
 * saying `reloadFailed` when it cannot. `initial` is a notice the page opens with (a product just added).
 */
export function useDeskNotice(reload: () => Promise<boolean>, reloadFailed: string, initial: NoticeText | null = null) {
  const [notice, setNotice] = useState<NoticeText | null>(initial);
  const say = (text: string) => setNotice({ tone: 'success', text });
  const onReload = () => {
    setNotice(null);
    void reload().then((isRead) => {
      if (!isRead) setNotice({ tone: 'error', text: reloadFailed });
    });
  };
  return { notice, say, onReload };
}
