import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { reportRemoteFailure } from './report-failure';

/**
 * Federation runtime plugin: every failed remote load is reported with the remote's name, then the
 * error goes on to the remote's boundary, which shows the fallback. Returning nothing keeps the error.
 */
const reportLoadFailures = (): ModuleFederationRuntimePlugin => ({
  name: 'storefront-report-load-failures',
  errorLoadRemote({ id, error }) {
    reportRemoteFailure(String(id), undefined, error);
    return undefined;
  },
});

export default reportLoadFailures;
