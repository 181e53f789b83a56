// Federation runtime plugin of the host: publishes the bundler runtime the host itself runs on, before
// any remote's entry runs, for the remotes built to take it (host-bundler-runtime.js). The import is the
// very module the host's own federation entry imports, so the host carries one copy.
import bundler from '@module-federation/webpack-bundler-runtime/bundler';
// The host's build leaves the container-entry step out of its copy (it exposes nothing); remotes do.
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';
import { BUNDLER_RUNTIME_KEY } from './bundler-runtime-key.js';

export default function provideBundlerRuntime() {
  return {
    name: 'storefront-provide-bundler-runtime',
    beforeInit(args) {
      globalThis[BUNDLER_RUNTIME_KEY] = {
        ...bundler,
        bundlerRuntime: { ...bundler.bundlerRuntime, initContainerEntry },
      };
      return args;
    },
  };
}
