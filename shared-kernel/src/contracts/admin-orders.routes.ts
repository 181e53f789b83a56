import { route } from './route';

/** Where each order-desk call of the back office lives; admin-orders.contract.ts spreads these. */
export const adminOrderRoutes = {
  listAdminOrders: route('GET', '/admin/orders/list'),
  adminOrderDetail: route('GET', '/admin/orders/detail'),
  setOrderStatus: route('POST', '/admin/orders/set-status'),
  shipOrderLines: route('POST', '/admin/orders/ship-lines'),
  setOrderPayment: route('POST', '/admin/orders/set-payment'),
  setOrderNote: route('POST', '/admin/orders/set-note'),
  exportOrders: route('GET', '/admin/orders/export.csv'),
  orderFeed: route('GET', '/admin/orders/feed'),
};
