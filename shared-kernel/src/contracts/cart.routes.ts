import { route } from './route';

/** Where each cart call lives; cart.contract.ts spreads these into its definitions. */
export const cartRoutes = {
  getCart: route('GET', '/cart/get'),
  addToCart: route('POST', '/cart/add'),
  removeFromCart: route('POST', '/cart/remove'),
  setCart: route('POST', '/cart/set'),
  clearCart: route('POST', '/cart/clear'),
};
