import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { reportRemoteFailure } from './report-failure';
import { runtimeRefusal } from './runtime-fit';

declare global {
  /** The federation runtime version this shell provides (scripts/webpack/create-config.cjs). */
  const __FEDERATION_RUNTIME_VERSION__: string;
}

/**
 * Federation runtime plugin: a remote built for another federation runtime is refused as soon as its
 * manifest arrives, before its entry runs; every failed remote load is reported with the remote's
 * name, then the error goes on to the remote's boundary, which shows the fallback. Returning nothing
 * keeps the error.
 */
const reportLoadFailures = (): ModuleFederationRuntimePlugin => ({
  name: 'storefront-report-load-failures',
  afterLoadManifest({ manifestJson, manifestUrl }) {
    const refusal = manifestJson ? runtimeRefusal(manifestJson, __FEDERATION_RUNTIME_VERSION__) : null;
    if (refusal) throw new Error(`${manifestUrl} was refused: ${refusal}`);
  },
  errorLoadRemote({ id, error }) {
    reportRemoteFailure(String(id), undefined, error);
    return undefined;
  },
});

export default reportLoadFailures;
