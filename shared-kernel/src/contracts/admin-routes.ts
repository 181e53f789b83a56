// The back office's call routes (docs/product.md §13), apart from the kernel's root: only mf-admin calls
// them, so a buyer's page does not carry them (its first-load JS budget). Plain data, no state: each
// build that imports `@storefront/shared-kernel/admin-routes` carries its own copy.
export { adminCustomerRoutes } from './admin-customers.routes';
export { adminOrderRoutes } from './admin-orders.routes';
export { adminSessionRoutes } from './admin-session.routes';
export { adminStaffRoutes } from './admin-staff.routes';
export { adminCatalogueFileRoutes } from './admin-catalogue-file.routes';
export { adminCatalogueRoutes } from './admin-catalogue.routes';
export { adminServiceRoutes } from './admin-service.routes';
export { adminContentRoutes } from './admin-content.routes';
export { adminHomeContentRoutes } from './admin-home-content.routes';
