import { useEffect } from 'react';
import { checkApiAvailability, eventBus, isApiUnavailable } from '@storefront/shared-kernel';

/** Without a Retry-After (no answer at all), the waits double from this ... */
const FIRST_WAIT_SECONDS = 5;
/** ... up to this; a server's Retry-After is honoured up to it too. */
const LONGEST_WAIT_SECONDS = 300;

/**
 * How long to wait before asking the API again: the server's Retry-After when it gave one (at least a
 * second), else 5 s doubling with each check that found it still away.
 */
export function nextCheckDelayMs(retryAfterSeconds: number | null, checksSoFar: number): number {
  const seconds =
    retryAfterSeconds === null ? FIRST_WAIT_SECONDS * 2 ** Math.min(checksSoFar, 16) : Math.max(retryAfterSeconds, 1);
  return Math.min(seconds, LONGEST_WAIT_SECONDS) * 1000;
}

const whenVisible = (): Promise<void> =>
  new Promise((resolve) => {
    if (typeof document === 'undefined' || !document.hidden) return resolve();
    const onChange = () => {
      if (document.hidden) return;
      document.removeEventListener('visibilitychange', onChange);
      resolve();
    };
    document.addEventListener('visibilitychange', onChange);
  });

/** The checks of one mounted shell: plain state outside React, wired to the bus by useRecoveryCheck. */
function createRecoveryChecks() {
  let timer: ReturnType<typeof setTimeout> | null = null;
  /** When the pending check runs; a later answer that says to come back sooner moves it earlier. */
  let due = Infinity;
  let checksSoFar = 0;
  let isStopped = false;

  const cancel = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    due = Infinity;
  };

  const check = async () => {
    await whenVisible();
    timer = null;
    due = Infinity;
    if (isStopped || !isApiUnavailable()) return;
    checksSoFar += 1;
    const isReady = await checkApiAvailability();
    // A check that failed without saying "unavailable" (a timeout) publishes nothing: wait on anyway.
    if (!isReady && !isStopped && isApiUnavailable()) schedule(null);
  };

  const schedule = (retryAfterSeconds: number | null) => {
    if (isStopped) return;
    const delay = nextCheckDelayMs(retryAfterSeconds, checksSoFar);
    if (timer !== null && Date.now() + delay >= due) return;
    cancel();
    due = Date.now() + delay;
    timer = setTimeout(() => void check(), delay);
  };

  return {
    schedule,
    recovered: () => {
      cancel();
      checksSoFar = 0;
    },
    stop: () => {
      isStopped = true;
      cancel();
    },
  };
}

/**
 * While the API is unavailable, asks it again by itself (`/ready`) when the server said to (its
 * Retry-After) or after a growing wait, and only while the tab is visible. A success publishes
 * `api/recovered` through the client, and every page part that failed asks again: the page heals
 * without a click. One check is pending at a time (the soonest asked for); a recovery cancels it.
 */
export function useRecoveryCheck(): void {
  useEffect(() => {
    const checks = createRecoveryChecks();
    const unsubscribe = [
      eventBus.subscribe('api/unavailable', ({ retryAfterSeconds }) => checks.schedule(retryAfterSeconds)),
      eventBus.subscribe('api/recovered', () => checks.recovered()),
    ];
    // Unavailable before the shell listened (a call at boot): its Retry-After was not heard.
    if (isApiUnavailable()) checks.schedule(null);
    return () => {
      unsubscribe.forEach((stop) => stop());
      checks.stop();
    };
  }, []);
}
