export type { BundleInfo, RemoteModule, RemoteName, RemoteRoute } from './remote-module';
export { satisfiesCaret } from './kernel-range';
