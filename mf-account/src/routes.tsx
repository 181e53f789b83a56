// The account remote's public API: its routes and what it was built against. Page chunks are named
// `page-<path>` so the server can preload the landing page's chunk (see mf-catalog/src/routes.tsx);
// pages served under several paths keep unnamed chunks.
import { lazyPage, type RemoteModule } from '@storefront/shared-kernel';

const contentPage = lazyPage(() => import('./features/content/content-page'));
const myAccountPage = lazyPage(
  () => import(/* webpackChunkName: "page-myaccount" */ './features/my-account/my-account-page'),
);

const remote: RemoteModule = {
  ...__BUNDLE_INFO__,
  name: 'account',
  routes: [
    {
      path: '/login',
      ...lazyPage(() => import(/* webpackChunkName: "page-login" */ './features/sign-in/sign-in-page')),
    },
    {
      path: '/register',
      ...lazyPage(() => import(/* webpackChunkName: "page-register" */ './features/register/register-page')),
    },
    {
      path: '/forgot-password',
      ...lazyPage(
        () => import(/* webpackChunkName: "page-forgot-password" */ './features/password/forgot-password-page'),
      ),
    },
    {
      path: '/reset-password',
      ...lazyPage(
        () => import(/* webpackChunkName: "page-reset-password" */ './features/password/reset-password-page'),
      ),
    },
    { path: '/myaccount', ...myAccountPage },
    { path: '/myaccount/:page', ...myAccountPage },
    {
      path: '/myaccount/messages/:caseNo',
      ...lazyPage(() => import(/* webpackChunkName: "page-myaccount-messages-case" */ './features/messages/case-page')),
    },
    // The host gives this remote the whole /myaccount subtree: any other path in it opens the account's orders.
    { path: '/myaccount/*', ...myAccountPage },
    { path: '/order/:orderNo', ...lazyPage(() => import('./features/order-detail/order-detail-page')) },
    {
      path: '/contactus',
      ...lazyPage(() => import(/* webpackChunkName: "page-contactus" */ './features/contact/contact-page')),
    },
    ...['/aboutus', '/accessibility', '/faq', '/terms', '/privacy-policy', '/shipping-policy'].map((path) => ({
      path,
      ...contentPage,
    })),
  ],
};

export default remote;
