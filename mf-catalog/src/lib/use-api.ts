import { useEffect, useEffectEvent, useState } from 'react';

interface Settled<T> {
  key: string;
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
}

/**
 * Runs `load` whenever `key` changes (null: nothing to load) and aborts the previous call, so one
 * change makes one request and a late answer never overwrites a newer one. The key names
 * everything the call depends on.
 */
export function useApi<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>): ApiState<T> {
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const run = useEffectEvent(load);

  useEffect(() => {
    if (key === null) return undefined;
    const controller = new AbortController();
    run(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setSettled({ key, data });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setSettled({ key, error });
      },
    );
    return () => controller.abort();
  }, [key]);

  const current = settled !== null && settled.key === key ? settled : null;
  return {
    data: current?.data,
    lastData: settled?.data,
    error: current?.error,
    isLoading: key !== null && current === null,
  };
}
