import { useCallback, useEffect, useRef } from 'react';

/** How an ask ended, when it was still the newest: its value, or what it failed with. */
export type LatestAnswer<T> = { ok: true; value: T } | { ok: false; error: unknown };

/**
 * Asks by `load`, the newest ask winning: a new ask aborts the one still on its way, whose late answer
 * (or failure) is then dropped (null), as is one that comes after the component has gone. Lists that
 * reload after every change (the checkout's, the favorites) would otherwise show an older answer last.
 */
export function useLatestRequest<T>(load: (signal: AbortSignal) => Promise<T>): () => Promise<LatestAnswer<T> | null> {
  const latest = useRef<AbortController | null>(null);
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });
  useEffect(() => () => latest.current?.abort(), []);

  return useCallback(async () => {
    latest.current?.abort();
    const controller = new AbortController();
    latest.current = controller;
    try {
      const value = await loadRef.current(controller.signal);
      return controller.signal.aborted ? null : { ok: true, value };
    } catch (error) {
      return controller.signal.aborted ? null : { ok: false, error };
    }
  }, []);
}
