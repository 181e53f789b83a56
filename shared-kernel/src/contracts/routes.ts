// Every call's method and path without zod: the browser's way to name a call (callApi(cartRoutes.getCart, …)).
// Only the routes files may be re-exported here; routes.test.ts keeps their imports to ./route alone.
export { route, type ApiRoute } from './route';
export { cartRoutes } from './cart.routes';
export { customerRoutes } from './customer.routes';
export { favoritesRoutes } from './favorites.routes';
export { newsletterRoutes } from './newsletter.routes';
export { orderRoutes } from './order.routes';
export { paymentRoutes } from './payment.routes';
export { productRoutes } from './product.routes';
export { sessionRoutes } from './session.routes';
export { systemRoutes } from './system.routes';
export { utilRoutes } from './util.routes';
