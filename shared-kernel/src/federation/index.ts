export type { BundleInfo, RemoteModule, RemoteName, RemoteRoute } from './remote-module';
export { satisfiesCaret } from './kernel-range';
export { lazyPage } from './lazy-page';
export type { LazyPage } from './lazy-page';
