import { route } from './route';

/** Where each newsletter call lives; newsletter.contract.ts spreads these into its definitions. */
export const newsletterRoutes = {
  addSubscriber: route('POST', '/mailchimp/add-subscriber'),
};
