import type { PageLocation, RemoteName } from '@storefront/shared-kernel';
import { isAllowedAt } from '../routing/session-access';
import { preloadPage } from './page-preload';
import { loadRemoteModule } from './remote-loader';

/**
 * Loads the landing route's remote and its page's code (the served page preloads both files), and
 * resolves once they are here or after `maxWaitMs`, whichever comes first; never rejects (the area
 * reports a failure itself). The shell's first render waits for it, so the landing page renders in
 * the same commit as the shell; its first API calls start as soon as its code is here, before any
 * render (the page's prefetch, docs/performance.md §8). The wait is capped so a slow remote never holds
 * the header back long.
 */
export function landingPageReady(remote: RemoteName | null, location: PageLocation, maxWaitMs: number): Promise<void> {
  if (!remote) return Promise.resolve();
  // The page's calls start ahead only where the session guard will let it show: a visitor landing on a
  // guarded page is sent home, and such a page never calls without a session.
  const at = isAllowedAt(location.pathname) ? location : location.pathname;
  const ready = loadRemoteModule(remote)
    .then((loaded) => preloadPage(loaded.remote, at))
    .catch(() => undefined);
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, maxWaitMs);
    void ready.then(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}
