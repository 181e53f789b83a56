declare module 'remote-routes' {
  import type { RemoteModule } from '@storefront/shared-kernel';
  const remote: RemoteModule;
  export default remote;
}
