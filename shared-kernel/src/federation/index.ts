export type { BundleInfo, RemoteModule, RemoteName, RemoteRoute } from './remote-module';
export { satisfiesCaret } from './kernel-range';
export { lazyPage } from './lazy-page';
export type { LazyPage, PageLocation, PageModule } from './lazy-page';
