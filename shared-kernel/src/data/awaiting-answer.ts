import type { UseQueryResult } from '@tanstack/react-query';

/**
 * Whether a read's answer is on its way with nothing of its own to show meanwhile: its first load, a
 * Retry or the load after the API came back (a spinner stands where the failure was), or the next
 * input's load while the previous answer still shows (keepPrevious). A load behind an answer already
 * shown (a window back in focus) is not: the answer stays as it is. TanStack's own isLoading is false
 * during a Retry (a failed read keeps its error while it is asked again), so it cannot say this.
 */
export const isAwaitingAnswer = (read: Pick<UseQueryResult, 'isFetching' | 'data' | 'isPlaceholderData'>): boolean =>
  read.isFetching && (read.data === undefined || read.isPlaceholderData);
