import { matchRoutes } from 'react-router-dom';
import type { PageLocation, RemoteModule, RemoteRoute } from '@storefront/shared-kernel';

const routeAt = (remote: RemoteModule, pathname: string): RemoteRoute | undefined =>
  matchRoutes(remote.routes, pathname)?.[0]?.route;

/** Whether the page `remote` shows at `pathname` can render without suspending (its code is here). */
export const isPageReady = (remote: RemoteModule, pathname: string): boolean =>
  routeAt(remote, pathname)?.isLoaded?.() ?? true;

/**
 * Loads the code of the page `remote` shows at `pathname` before it renders: a page that suspends on
 * its first render shows a fallback, and React then holds the page back for up to 300 ms (see the
 * kernel's lazyPage). A failure is left for the render, whose error boundary shows it. Given the whole
 * location (the landing page at boot), the page also starts its first data calls once its code is here.
 */
export const preloadPage = (remote: RemoteModule, at: string | PageLocation): Promise<void> =>
  typeof at === 'string'
    ? (routeAt(remote, at)?.preload?.() ?? Promise.resolve())
    : (routeAt(remote, at.pathname)?.preload?.(at) ?? Promise.resolve());
