import { useCallback, useEffect, useRef, useState } from 'react';
import { notify, type FavoriteLine } from '@storefront/shared-kernel';
import { useLatestRequest } from '../../lib/use-latest-request';
import { loadFavorites } from './favorites-api';

export const FAVORITES_LOAD_ERROR = 'Your favorites could not be loaded. Please try again.';

export interface FavoritesState {
  lines: FavoriteLine[];
  isLoading: boolean;
  /** The last load failed: the list shown (empty at first) is not the server's. */
  hasFailed: boolean;
  /**
   * Reloads the list from the server (after every change: the server's list is the truth). Answers
   * the list loaded, or null when this load failed or a newer one replaced it.
   */
  reload: () => Promise<FavoriteLine[] | null>;
}

export function useFavorites(): FavoritesState {
  const [lines, setLines] = useState<FavoriteLine[]>([]);
  const [isLoading, setIsLoading] = useState(true);
  const [hasFailed, setHasFailed] = useState(false);
  const hasList = useRef(false);
  const ask = useLatestRequest(loadFavorites);

  const load = useCallback(
    (): Promise<FavoriteLine[] | null> =>
      ask().then((answer) => {
        if (!answer) return null;
        setIsLoading(false);
        setHasFailed(!answer.ok);
        if (!answer.ok) {
          // With no list on the page the page says so itself; over a list, only this tells.
          if (hasList.current) notify(FAVORITES_LOAD_ERROR, 'error');
          return null;
        }
        setLines(answer.value);
        hasList.current = answer.value.length > 0;
        return answer.value;
      }),
    [ask],
  );

  const reload = useCallback(async () => {
    setIsLoading(true);
    return load();
  }, [load]);

  useEffect(() => {
    void load();
  }, [load]);

  return { lines, isLoading, hasFailed, reload };
}
