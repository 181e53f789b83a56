import { Suspense, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useRoutes } from 'react-router-dom';
import { LoadRegion, Spinner, type RemoteModule, type RemoteName } from '@storefront/shared-kernel';
import { DrawnRemotes, endTakeover, isTakeoverPending } from './first-paint-takeover';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteFallback } from './remote-fallback';
import { isPageReady, preloadPage } from './page-preload';
import { loadRemoteModule, peekLoadedRemote, RemoteUnavailableError, type LoadedRemote } from './remote-loader';
import { reportRemoteFailure } from './report-failure';
import styles from './remote-area.module.css';

type AreaState =
  { status: 'loading' } | ({ status: 'ready' } & LoadedRemote) | { status: 'failed'; version: string | undefined };

/** The remote's page; `onShown` is told once it is on screen and live (hydrated, over a drawn page). */
function RemoteRoutes({ remote, onShown }: { remote: RemoteModule; onShown?: () => void }) {
  const routes = useMemo(
    () => remote.routes.map(({ path, Component }) => ({ path, element: <Component /> })),
    [remote],
  );
  useEffect(() => onShown?.(), [onShown]);
  return useRoutes(routes);
}

const Pending = () => (
  <div className={styles.pending}>
    <Spinner label="Loading" />
  </div>
);

/**
 * A remote's part of the page: loads the remote on first visit, renders the route it owns, and
 * stands in with a fallback and Retry when the remote is down, slow, refused or throws.
 */
export function RemoteArea({ name }: { name: RemoteName }) {
  const { pathname } = useLocation();
  // The page to preload is the one shown when the remote arrives, not when the load began.
  const pathnameRef = useRef(pathname);
  useEffect(() => {
    pathnameRef.current = pathname;
  }, [pathname]);
  // On the server, the remote the page is drawn with.
  const drawnWith = useContext(DrawnRemotes)[name];
  // A remote this page loaded before, with the code of the page it shows, renders at once; one still
  // loading (e.g. by the boot's early start) is waited for below, even if it arrives before the effect.
  const [initiallyLoaded] = useState(() => {
    const loaded = drawnWith ?? peekLoadedRemote(name);
    return loaded && isPageReady(loaded.remote, pathname) ? loaded : undefined;
  });
  // A drawn page, until its page has been taken over: its status says "first-paint" (drawn alike by the
  // server and the browser's first render, which hydrates it), then "ready" (first-paint-takeover.ts).
  const [isDrawn, setDrawn] = useState(isTakeoverPending);
  const tookOver = useCallback(() => {
    setDrawn(false);
    endTakeover();
  }, []);
  const [state, setState] = useState<AreaState>(() =>
    initiallyLoaded ? { status: 'ready', ...initiallyLoaded } : { status: 'loading' },
  );
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (attempt === 0 && initiallyLoaded) return undefined;
    let isCurrent = true;
    loadRemoteModule(name, { isRetry: attempt > 0 })
      .then(async (loaded) => {
        await preloadPage(loaded.remote, pathnameRef.current);
        return loaded;
      })
      .then(
        (loaded) => {
          if (isCurrent) setState({ status: 'ready', ...loaded });
        },
        (error: unknown) => {
          const version = error instanceof RemoteUnavailableError ? error.version : undefined;
          reportRemoteFailure(name, version, error);
          if (!isCurrent) return;
          setState({ status: 'failed', version });
          // A remote that fails on a drawn page leaves it for its fallback, whose Retry must work.
          tookOver();
        },
      );
    return () => {
      isCurrent = false;
    };
  }, [name, attempt, initiallyLoaded, tookOver]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  const fallback = <RemoteFallback name={name} onRetry={retry} />;
  // A region: the fallback's Retry leaves focus on the area, which holds the spinner and then the remote.
  return (
    <LoadRegion
      className={styles.area}
      data-boundary={name}
      data-remote-status={isDrawn && state.status === 'ready' ? 'first-paint' : state.status}
      data-remote-version={state.status === 'loading' ? undefined : state.version}
    >
      {state.status === 'loading' && <Pending />}
      {state.status === 'failed' && fallback}
      {state.status === 'ready' && (
        <RemoteErrorBoundary
          // A crash on one page must not hide the remote's other pages: a new path renders afresh.
          key={`${attempt}:${pathname}`}
          fallback={fallback}
          onError={(error) => {
            reportRemoteFailure(name, state.version, error);
            tookOver();
          }}
        >
          <Suspense fallback={<Pending />}>
            <RemoteRoutes remote={state.remote} onShown={isDrawn ? tookOver : undefined} />
          </Suspense>
        </RemoteErrorBoundary>
      )}
    </LoadRegion>
  );
}
