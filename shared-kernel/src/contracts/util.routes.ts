import { route } from './route';

/** Where each util call lives; util.contract.ts spreads these into its definitions. */
export const utilRoutes = {
  getOrderCost: route('GET', '/util/get-order-cost'),
};
