import { eventBus } from '@storefront/shared-kernel';

let expiredEarly = false;
let stopWatching: (() => void) | undefined;

/**
 * Notes a `session/expired` published before the shell listens: the landing page's first calls start
 * before the first render (the page's prefetch), so the server refusing the token can be heard before
 * useSessionExpiry has subscribed, and the event bus does not replay. Called once at boot.
 */
export function watchEarlyExpiry(): void {
  stopWatching ??= eventBus.subscribe('session/expired', () => {
    expiredEarly = true;
  });
}

/** Whether the session expired before the shell listened; stops watching (the shell listens from now). */
export function takeEarlyExpiry(): boolean {
  stopWatching?.();
  stopWatching = undefined;
  const was = expiredEarly;
  expiredEarly = false;
  return was;
}
