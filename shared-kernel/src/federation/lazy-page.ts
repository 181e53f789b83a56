import { createElement, lazy, type ComponentType } from 'react';

/** A remote's page, loaded on first visit, that the host can also ask to load ahead of rendering. */
export interface LazyPage {
  Component: ComponentType;
  /** Loads the page's code; resolves when it is there (a failure is left for the render to show). */
  preload: () => Promise<void>;
  /** Whether the page's code is already here, so it renders without suspending. */
  isLoaded: () => boolean;
}

/**
 * Like `lazy(() => import(...))`, but a page whose code was preloaded renders at once instead of
 * suspending. That matters beyond one frame: once a Suspense fallback has shown, React holds the content
 * back for up to 300 ms to avoid flicker, so a suspended first render delays the page's own API calls
 * (docs/performance.md). The host preloads the page of the route it is about to show.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const fetchPage = () =>
    (loading ??= load().then(
      (module) => (loaded = module.default),
      (error: unknown) => {
        loading = undefined; // a later visit tries again
        throw error;
      },
    ));
  const Suspending = lazy(() => fetchPage().then((page) => ({ default: page })));
  const Component = (props: object) => createElement(loaded ?? Suspending, props);
  return {
    Component,
    preload: () =>
      fetchPage().then(
        () => undefined,
        () => undefined,
      ),
    isLoaded: () => loaded !== undefined,
  };
}
