import { route } from './route';

/** Where each back-office session call lives; admin-session.contract.ts spreads these into its definitions. */
export const adminSessionRoutes = {
  staffSignIn: route('POST', '/admin/session/sign-in'),
  staffMe: route('GET', '/admin/session/me'),
  staffSetPassword: route('POST', '/admin/session/set-password'),
};
