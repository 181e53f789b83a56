import { describeFailure, useEvent } from '@storefront/shared-kernel';

/**
 * Whether a failed load may succeed when asked again by itself: not when the server answered and
 * refused what was asked (a 4xx other than 408 or 429), as the same call would get the same answer.
 * Retry stays offered either way.
 */
export function mayLoadLater(error: unknown): boolean {
  const failure = describeFailure(error);
  return failure.kind === 'exception' || failure.status >= 500 || [408, 429].includes(failure.status);
}

/**
 * Loads again by itself once the API is back after being unavailable (`api/recovered`, published by
 * the kernel's client when the shell's check finds it ready), while the load failed in a way that
 * may heal. Without it a page that failed while the API was down stayed so until a reload.
 */
export function useLoadAgainOnRecovery(isWaiting: boolean, loadAgain: () => void): void {
  useEvent('api/recovered', () => {
    if (isWaiting) loadAgain();
  });
}
