import { type route } from './route';

/** Where each registrations and customers call of the back office lives; admin-customers.contract.ts spreads these. */
export const adminCustomerRoutes = {
  // Filled in by the registrations and customers work: route('GET', '/admin/registrations/list'), …
} satisfies Record<string, ReturnType<typeof route>>;
