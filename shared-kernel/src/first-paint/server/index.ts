// `@storefront/shared-kernel/server`: for the host's server module only (Node.js).
export { renderAsUser, renderSettled, requestAnswers, runForRequest, storedUserOf } from './server-first-paint';
