// One zod schema per call of docs/product.md §10.3, grouped by domain (cart, product, system, favorites,
// customer, order, payment, ...). The API validates with them; the frontends import their types only.
export * from './common';
export * from './cart.contract';
export * from './product.contract';
export * from './system.contract';
export * from './favorites.contract';
export * from './newsletter.contract';
export * from './customer.contract';
export * from './util.contract';
export * from './order.contract';
export * from './payment.contract';
export * from './first-paint.contract';
export * from './session.contract';
export * from './admin-common';
export * from './admin-session.contract';
export * from './admin-staff.contract';
export * from './admin-customers.contract';
export * from './admin-orders.contract';
export * from './catalogue-product';
export * from './admin-catalogue-file.contract';
export * from './routes';
export * from './admin-routes';
export * from './admin-catalogue.contract';
export * from './admin-catalogue-reference.contract';
export * from './service-desk.contract';
export * from './admin-service.contract';
export * from './service-desk-routes';
