import type { ComponentType } from 'react';
import type { RouteOwner } from '../domain/route-owners';
import type { PageLocation } from './lazy-page';

/** The names of the remotes: the owners of the kernel's route table (domain/route-owners.ts). */
export type RemoteName = RouteOwner;

/** What a bundle knows about itself, stamped in at build time. */
export interface BundleInfo {
  /** The package name, e.g. `@storefront/mf-catalog`. */
  packageName: string;
  /** The package version. */
  version: string;
  /** The shared-kernel range the bundle was built against, e.g. `^0.1.0`. */
  kernelRange: string;
}

export interface RemoteRoute {
  /** An absolute path pattern, e.g. `/product` or `/myaccount/:page`. */
  path: string;
  /** Usually from `lazyPage(() => import(...))`, so a page's code loads only when it is visited. */
  Component: ComponentType;
  /**
   * Loads the page's code ahead of rendering (lazyPage's), so its first render does not suspend; given
   * a location, also starts the page's first data calls. A remote built before that argument ignores it.
   */
  preload?: (location?: PageLocation) => Promise<void>;
  /** Whether `preload` has nothing left to do. */
  isLoaded?: () => boolean;
}

/** The public API of a remote: the one module it exposes as `./routes`. */
export interface RemoteModule extends BundleInfo {
  name: RemoteName;
  routes: RemoteRoute[];
}

declare global {
  /** Replaced at build time by the bundler (see scripts/webpack/create-config.cjs). */
  const __BUNDLE_INFO__: BundleInfo;
}
