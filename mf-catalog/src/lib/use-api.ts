import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { describeFailure, firstPaintAnswer, logSilentFailure, useEvent } from '@storefront/shared-kernel';

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

export interface ApiOptions {
  /**
   * What the section is, for a section whose failed load is only logged and leaves it empty (spec
   * section 8: featured lists, images, specifications, filters, menu, banners, e-catalogs).
   */
  logFailureAs?: string;
}

/** Calls started before their page rendered (its prefetch), by key: each is taken once, while fresh. */
const prefetched = new Map<string, { answer: Promise<unknown>; at: number }>();
/** Older than this, a prefetched answer is not taken (the page did not show then; it asks afresh). */
const PREFETCH_MAX_AGE_MS = 10_000;

/**
 * Starts `load` for `key` now, before the page that needs it renders (lazyPage's prefetch): the first
 * `useApi` of that key takes this call instead of making its own. One call per key at a time.
 */
export function prefetchApi<T>(key: string, load: (signal: AbortSignal) => Promise<T>): void {
  // The server's first paint brought this answer with the page: nothing to ask.
  if (firstPaintAnswer(key)) return;
  // Calls no page took (a choice changed again before it rendered) are dropped once too old to be taken.
  for (const [other, entry] of prefetched) if (Date.now() - entry.at >= PREFETCH_MAX_AGE_MS) prefetched.delete(other);
  if (prefetched.has(key)) return;
  const answer = load(new AbortController().signal);
  answer.catch(() => undefined); // a failure is the taker's to show; never an unhandled rejection
  prefetched.set(key, { answer, at: Date.now() });
}

/** The server itself refused the call for what it asked (4xx), other than for being busy or slow. */
function isAnsweredRefusal(error: unknown): boolean {
  const failure = describeFailure(error);
  return (
    failure.kind === 'refused' && failure.status >= 400 && failure.status < 500 && ![408, 429].includes(failure.status)
  );
}

function takePrefetched(key: string): Promise<unknown> | undefined {
  const kept = prefetched.get(key);
  prefetched.delete(key);
  return kept && Date.now() - kept.at < PREFETCH_MAX_AGE_MS ? kept.answer : undefined;
}

/**
 * Runs `load` whenever `key` changes (null: nothing to load) and aborts the previous call, so one
 * change makes one request and a late answer never overwrites a newer one. The key names
 * everything the call depends on. A failed load is asked again on `retry()`, and by itself once the
 * API is back after being unavailable (`api/recovered`), unless the server had answered it (a 404, a
 * 400: the same call gets the same answer). A call the page prefetched for the same key (prefetchApi)
 * stands in for its first load.
 */
export function useApi<T>(
  key: string | null,
  load: (signal: AbortSignal) => Promise<T>,
  { logFailureAs }: ApiOptions = {},
): ApiState<T> {
  // The page's first render draws the answer the server's first paint was drawn from, when there is one.
  const [settled, setSettled] = useState<Settled<T> | null>(() => {
    const early = key === null ? undefined : firstPaintAnswer(key);
    return early && key !== null ? { key, attempt: 0, data: early.value as T } : null;
  });
  // The key drawn from the first paint is not loaded again by the first effect (only by a retry).
  const drawnKey = useRef(settled?.key);
  // Retries count per key: a new key starts at its first load, which may take a prefetched call.
  const [retried, setRetried] = useState({ key, count: 0 });
  const attempt = retried.key === key ? retried.count : 0;
  const run = useEffectEvent(load);
  const failed = useEffectEvent((error: unknown) => {
    if (logFailureAs !== undefined) logSilentFailure(logFailureAs, error);
  });

  useEffect(() => {
    if (key === null) return undefined;
    if (attempt === 0 && drawnKey.current === key) {
      drawnKey.current = undefined;
      return undefined;
    }
    const controller = new AbortController();
    // A retry always asks again; a first load takes the page's prefetched call when there is one.
    const early = attempt === 0 ? (takePrefetched(key) as Promise<T> | undefined) : undefined;
    (early ?? run(controller.signal)).then(
      (data) => {
        if (!controller.signal.aborted) setSettled({ key, attempt, data });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        failed(error);
        setSettled({ key, attempt, error });
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  const current = settled !== null && settled.key === key && settled.attempt === attempt ? settled : null;
  const retry = useCallback(
    () => setRetried((last) => ({ key, count: (last.key === key ? last.count : 0) + 1 })),
    [key],
  );
  useEvent('api/recovered', () => {
    if (current?.error !== undefined && !isAnsweredRefusal(current.error)) retry();
  });
  return {
    data: current?.data,
    lastData: settled?.data,
    error: current?.error,
    isLoading: key !== null && current === null,
    retry,
  };
}
