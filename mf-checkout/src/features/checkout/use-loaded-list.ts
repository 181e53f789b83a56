import { useCallback, useEffect, useState } from 'react';
import { useLatestRequest } from '../../lib/use-latest-request';

/** One list of step 1 as loaded from the server. */
export interface LoadedList<T> {
  /** null until a load succeeds. */
  items: T[] | null;
  /** The last load failed: `items` (null, or the list of an earlier load) is not the server's now. */
  hasFailed: boolean;
  /** Loads the list again; the newest ask wins over an older one still on its way. */
  reload: () => Promise<void>;
}

/**
 * A list that loads, fails and is asked again on its own, so one list the server cannot give (the
 * addresses) never hides another it gave (the payment methods, Pay with Cash among them).
 */
export function useLoadedList<T>(load: (signal: AbortSignal) => Promise<T[]>): LoadedList<T> {
  const [items, setItems] = useState<T[] | null>(null);
  const [hasFailed, setHasFailed] = useState(false);
  const ask = useLatestRequest(load);

  const request = useCallback(
    () =>
      ask().then((answer) => {
        if (!answer) return;
        if (answer.ok) setItems(answer.value);
        setHasFailed(!answer.ok);
      }),
    [ask],
  );

  const reload = useCallback(async () => {
    setHasFailed(false); // a list never shown reads as loading again, not as failed
    await request();
  }, [request]);

  useEffect(() => {
    void request();
  }, [request]);

  return { items, hasFailed, reload };
}
