import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { useEvent } from '@storefront/shared-kernel';

interface Settled<T> {
  key: string;
  attempt: number;
  data?: T;
  error?: unknown;
}

export interface ApiState<T> {
  /** The answer for the current key; undefined while it loads or when it failed. */
  data: T | undefined;
  /** The last answer of any key: lets a list keep showing while the next page loads. */
  lastData: T | undefined;
  error: unknown;
  isLoading: boolean;
  /** Asks again for the current key (a Retry button). */
  retry: () => void;
}

/**
 * Runs `load` whenever `key` changes (null: nothing to load) and aborts the previous call, so one
 * change makes one request and a late answer never overwrites a newer one. The key names
 * everything the call depends on. A failed load is asked again on `retry()`, and by itself once the
 * API is back after being unavailable (`api/recovered`).
 */
export function useApi<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>): ApiState<T> {
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const [attempt, setAttempt] = useState(0);
  const run = useEffectEvent(load);

  useEffect(() => {
    if (key === null) return undefined;
    const controller = new AbortController();
    run(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setSettled({ key, attempt, data });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setSettled({ key, attempt, error });
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  const current = settled !== null && settled.key === key && settled.attempt === attempt ? settled : null;
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  useEvent('api/recovered', () => {
    if (current?.error !== undefined) retry();
  });
  return {
    data: current?.data,
    lastData: settled?.data,
    error: current?.error,
    isLoading: key !== null && current === null,
    retry,
  };
}
