import { route } from './route';

/** Where each order call lives; order.contract.ts spreads these into its definitions. */
export const orderRoutes = {
  getOrders: route('GET', '/order/get'),
  copyOrder: route('POST', '/order/copy-so'),
  checkPoExists: route('GET', '/order/check-exist'),
  getPayMethod: route('GET', '/order/get-pay-method'),
  getShipMethod: route('GET', '/order/get-ship-method'),
  getBillAddress: route('GET', '/order/get-bill-addr'),
  getShipAddress: route('GET', '/order/get-ship-addr'),
  getOrderItems: route('GET', '/order/get-item-details'),
  sendConfirmationEmail: route('POST', '/order/send-confirmation-email'),
  getOrderDetail: route('GET', '/order/get-detail'),
};
