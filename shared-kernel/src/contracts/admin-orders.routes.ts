import { type route } from './route';

/** Where each order-desk call of the back office lives; admin-orders.contract.ts spreads these. */
export const adminOrderRoutes = {
  // Filled in by the order desk work: route('GET', '/admin/orders/list'), …
} satisfies Record<string, ReturnType<typeof route>>;
