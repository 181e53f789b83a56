import { useCallback, useEffect, useRef, useState } from 'react';
import { notify, type FavoriteLine } from '@storefront/shared-kernel';
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
  const latest = useRef<AbortController | null>(null);
  const hasList = useRef(false);

  /** Asks for the list; a newer ask aborts this one, whose late answer is then dropped. */
  const load = useCallback((): Promise<FavoriteLine[] | null> => {
    latest.current?.abort();
    const controller = new AbortController();
    latest.current = controller;
    return loadFavorites(controller.signal).then(
      (favorites) => {
        if (controller.signal.aborted) return null;
        setLines(favorites);
        hasList.current = favorites.length > 0;
        setHasFailed(false);
        setIsLoading(false);
        return favorites;
      },
      () => {
        if (controller.signal.aborted) return null;
        setHasFailed(true);
        // With no list on the page the page says so itself; over a list, only this tells.
        if (hasList.current) notify(FAVORITES_LOAD_ERROR, 'error');
        setIsLoading(false);
        return null;
      },
    );
  }, []);

  const reload = useCallback(async () => {
    setIsLoading(true);
    return load();
  }, [load]);

  useEffect(() => {
    void load();
    return () => latest.current?.abort();
  }, [load]);

  return { lines, isLoading, hasFailed, reload };
}
