import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { reportRemoteFailure } from './report-failure';
import { runtimeRefusal, sharedExportsRefusal, type SharedExports } from './runtime-fit';

declare global {
  /** The federation runtime version this shell provides (scripts/webpack/create-config.cjs). */
  const __FEDERATION_RUNTIME_VERSION__: string;
  /** The names of each slimmed shared library this shell provides (scripts/webpack/shared-exports.cjs). */
  const __SHARED_EXPORTS_PROVIDED__: SharedExports;
}

/**
 * Federation runtime plugin: a remote built for another federation runtime, or needing a name of a
 * shared library this shell does not provide, is refused as soon as its manifest arrives, before its
 * entry runs; every failed remote load is reported with the remote's
 * name, then the error goes on to the remote's boundary, which shows the fallback. Returning nothing
 * keeps the error.
 */
const reportLoadFailures = (): ModuleFederationRuntimePlugin => ({
  name: 'storefront-report-load-failures',
  afterLoadManifest({ manifestJson, manifestUrl }) {
    const refusal = manifestJson
      ? (runtimeRefusal(manifestJson, __FEDERATION_RUNTIME_VERSION__) ??
        sharedExportsRefusal(manifestJson, __SHARED_EXPORTS_PROVIDED__))
      : null;
    if (refusal) throw new Error(`${manifestUrl} was refused: ${refusal}`);
  },
  errorLoadRemote({ id, error }) {
    reportRemoteFailure(String(id), undefined, error);
    return undefined;
  },
});

export default reportLoadFailures;
