import { route } from './route';

/** Where each session call lives; session.contract.ts spreads these into its definitions. */
export const sessionRoutes = {
  signOut: route('POST', '/customer/sign-out'),
};
