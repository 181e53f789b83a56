// Stands in for `@module-federation/webpack-bundler-runtime/bundler` in a production remote: the remote
// runs on its host's bundler runtime (provide-bundler-runtime.js) instead of carrying its own copy, as it
// already takes the host's runtime-core (`experiments.externalRuntime`). The bundler runtime's functions
// work on the container they are given, and each container's entry copies them into its own
// `__webpack_require__.federation`, so one copy serves every container on the page. `runtime` stays the
// remote's own: it is compiled with its build's identifier, by which `init` finds the container's
// federation instance (the host's copy would find the host's).
import * as runtime from '@module-federation/runtime';
import { BUNDLER_RUNTIME_KEY } from './bundler-runtime-key.js';

const provided = globalThis[BUNDLER_RUNTIME_KEY];
if (!provided) {
  // Promote and the host refuse such a remote under a host that does not provide it; this names the cause
  // should it run anyway.
  throw new Error("This remote runs on its host's federation bundler runtime, which this page does not provide.");
}
export default { ...provided, runtime };
