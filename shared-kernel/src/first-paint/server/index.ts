// `@storefront/shared-kernel/server`: for the bundles' server modules only (Node.js).
export { renderAsUser, runForRequest } from './server-first-paint';
