import { route } from './route';

/** Where each registrations and customers call of the back office lives; admin-customers.contract.ts spreads these. */
export const adminCustomerRoutes = {
  listRegistrations: route('GET', '/admin/registrations/list'),
  registrationDetail: route('GET', '/admin/registrations/detail'),
  approveRegistration: route('POST', '/admin/registrations/approve'),
  rejectRegistration: route('POST', '/admin/registrations/reject'),
  listCustomers: route('GET', '/admin/customers/list'),
  customerDetail: route('GET', '/admin/customers/detail'),
  setCustomerTerms: route('POST', '/admin/customers/set-terms'),
  deactivateCustomer: route('POST', '/admin/customers/deactivate'),
  reactivateCustomer: route('POST', '/admin/customers/reactivate'),
  sendCustomerPasswordReset: route('POST', '/admin/customers/send-password-reset'),
};
