import { route } from './route';

/**
 * Where each of the buyer's service-desk calls lives (docs/product.md §13.9: the Messages side and the
 * quote from the cart); service-desk.contract.ts spreads these. Apart from the kernel's root: only
 * mf-account's Messages and mf-checkout's cart import them, through `@storefront/shared-kernel/service-desk`.
 */
export const serviceDeskRoutes = {
  getServiceCases: route('GET', '/service/get'),
  getServiceCase: route('GET', '/service/get-detail'),
  addServiceMessage: route('POST', '/service/add'),
  getServiceAttachment: route('GET', '/service/get-attachment'),
  requestQuote: route('POST', '/cart/request-quote'),
};
