// Where the host publishes its federation bundler runtime for its remotes (provide-bundler-runtime.js
// writes it, host-bundler-runtime.js reads it): one global key, compiled into both builds.
export const BUNDLER_RUNTIME_KEY = Symbol.for('storefront.federation.bundlerRuntime');
