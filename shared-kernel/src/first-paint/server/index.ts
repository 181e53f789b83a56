// `@storefront/shared-kernel/server`: for the bundles' server modules only (Node.js).
export { renderAsUser, renderSettled, requestAnswers, runForRequest, storedUserOf } from './server-first-paint';
export { pagePainter, type PagePainterOptions, type PreparedPage } from './page-painter';
