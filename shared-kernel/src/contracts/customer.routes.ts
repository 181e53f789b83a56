import { route } from './route';

/** Where each customer call lives; customer.contract.ts spreads these into its definitions. */
export const customerRoutes = {
  login: route('POST', '/customer/login'),
  register: route('POST', '/customer/register'),
  getProfile: route('GET', '/customer/profile'),
  setCustomer: route('POST', '/customer/set'),
  changePassword: route('POST', '/customer/change-password'),
  requestPasswordReset: route('POST', '/customer/request-password-reset'),
  resetPassword: route('POST', '/customer/reset-password'),
  registerCs: route('POST', '/customer/register-cs'),
};
