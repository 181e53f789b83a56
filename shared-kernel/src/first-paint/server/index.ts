// `@storefront/shared-kernel/server`: for the bundles' server modules only (Node.js).
export { renderAsUser, requestAnswers, runForRequest, storedUserOf } from './server-first-paint';
