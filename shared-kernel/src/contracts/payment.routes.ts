import { route } from './route';

/** Where each payment call lives; payment.contract.ts spreads these into its definitions. */
export const paymentRoutes = {
  getAddress: route('GET', '/payment/get-address'),
  addAddress: route('POST', '/payment/add-address'),
  getPaymentMethods: route('GET', '/payment/get-payment-method'),
  addPaymentMethod: route('POST', '/payment/add-payment-method'),
  placeOrder: route('POST', '/payment/place-order'),
};
