import { useCallback, useEffect, useRef, useState } from 'react';
import { notify, type FavoriteLine } from '@storefront/shared-kernel';
import { loadFavorites } from './favorites-api';

const LOAD_ERROR = 'Your favorites could not be loaded. Please try again.';

export interface FavoritesState {
  lines: FavoriteLine[];
  isLoading: boolean;
  /** Reloads the list from the server (after every change: the server's list is the truth). */
  reload: () => Promise<void>;
}

export function useFavorites(): FavoritesState {
  const [lines, setLines] = useState<FavoriteLine[]>([]);
  const [isLoading, setIsLoading] = useState(true);
  const latest = useRef<AbortController | null>(null);

  const reload = useCallback(async () => {
    latest.current?.abort();
    const controller = new AbortController();
    latest.current = controller;
    try {
      const favorites = await loadFavorites(controller.signal);
      if (!controller.signal.aborted) setLines(favorites);
    } catch {
      if (!controller.signal.aborted) notify(LOAD_ERROR, 'error');
    } finally {
      if (!controller.signal.aborted) setIsLoading(false);
    }
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    latest.current = controller;
    loadFavorites(controller.signal).then(
      (favorites) => {
        setLines(favorites);
        setIsLoading(false);
      },
      () => {
        if (controller.signal.aborted) return;
        notify(LOAD_ERROR, 'error');
        setIsLoading(false);
      },
    );
    return () => controller.abort();
  }, []);

  return { lines, isLoading, reload };
}
