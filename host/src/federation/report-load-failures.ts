import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { reportRemoteFailure } from './report-failure';

/**
 * Federation runtime plugin: every remote load that fails inside the runtime is reported with the
 * remote's name, then the error goes on to the remote's boundary, which shows the fallback. Returning
 * nothing keeps the error. (A build this shell cannot run is refused before, when the shell reads its
 * manifest: remote-loader.ts.)
 */
const reportLoadFailures = (): ModuleFederationRuntimePlugin => ({
  name: 'storefront-report-load-failures',
  errorLoadRemote({ id, error }) {
    reportRemoteFailure(String(id), undefined, error);
    return undefined;
  },
});

export default reportLoadFailures;
