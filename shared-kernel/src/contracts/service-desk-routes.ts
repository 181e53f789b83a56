// The buyer's service-desk call routes (docs/product.md §13.9), apart from the kernel's root: only the
// Messages pages and the cart's quote button call them. Plain data, no state: each build that imports
// `@storefront/shared-kernel/service-desk` carries its own copy.
export { serviceDeskRoutes } from './service-desk.routes';
