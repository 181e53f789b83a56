import { createElement, lazy, type ComponentType } from 'react';

/** Where a page is about to show. */
export interface PageLocation {
  pathname: string;
  search: string;
}

/** What a page's module exports: the page, and optionally the start of its first data calls. */
export interface PageModule {
  default: ComponentType;
  /**
   * Starts the calls the page's first render would make for `location`, so they run while the rest of
   * the site boots; the page's first render then takes their answers instead of asking again.
   */
  prefetch?: (location: PageLocation) => void;
}

/** A remote's page, loaded on first visit, that the host can also ask to load ahead of rendering. */
export interface LazyPage {
  Component: ComponentType;
  /**
   * Loads the page's code; resolves when it is there (a failure is left for the render to show). Given
   * the location the page is about to show at, it also starts the page's first data calls (`prefetch`).
   */
  preload: (location?: PageLocation) => Promise<void>;
  /** Whether the page's code is already here, so it renders without suspending. */
  isLoaded: () => boolean;
}

/**
 * Like `lazy(() => import(...))`, but a page whose code was preloaded renders at once instead of
 * suspending. That matters beyond one frame: once a Suspense fallback has shown, React holds the content
 * back for up to 300 ms to avoid flicker, so a suspended first render delays the page's own API calls
 * (docs/performance.md §8). The host preloads the page of the route it is about to show.
 */
export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  let loaded: ComponentType | undefined;
  let loading: Promise<PageModule> | undefined;
  const fetchPage = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = undefined; // a later visit tries again
        throw error;
      },
    ));
  const Suspending = lazy(() => fetchPage().then((module) => ({ default: module.default })));
  const Component = (props: object) => createElement(loaded ?? Suspending, props);
  return {
    Component,
    preload: (location) =>
      fetchPage().then(
        (module) => {
          try {
            if (location) module.prefetch?.(location);
          } catch {
            // Only a head start: the page's own render asks again.
          }
        },
        () => undefined,
      ),
    isLoaded: () => loaded !== undefined,
  };
}
