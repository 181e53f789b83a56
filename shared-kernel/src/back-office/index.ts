// The back office's browser data (docs/product.md §13): its call routes, and the words and paths of its
// roles and areas. Apart from the kernel's root, which every page loads: only the staff frame (a chunk of
// its own) and mf-admin import `@storefront/shared-kernel/back-office`. Plain data without state, so each
// build that imports it carries its own copy.
export * from './admin-choices';
export * from '../contracts/admin-routes';
export * from './staff-pages';
export * from './catalogue-choices';
export * from './content-choices';
export * from './home-content-choices';
