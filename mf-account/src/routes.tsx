// The account remote's public API: its routes and what it was built against. Page chunks are named
// `page-<path>` so the server can preload the landing page's chunk (see mf-catalog/src/routes.tsx);
// pages served under several paths keep unnamed chunks.
import { lazy } from 'react';
import type { RemoteModule } from '@storefront/shared-kernel';

const ContentPage = lazy(() => import('./features/content/content-page'));

const remote: RemoteModule = {
  ...__BUNDLE_INFO__,
  name: 'account',
  routes: [
    {
      path: '/login',
      Component: lazy(() => import(/* webpackChunkName: "page-login" */ './features/sign-in/sign-in-page')),
    },
    {
      path: '/register',
      Component: lazy(() => import(/* webpackChunkName: "page-register" */ './features/register/register-page')),
    },
    {
      path: '/forgot-password',
      Component: lazy(
        () => import(/* webpackChunkName: "page-forgot-password" */ './features/password/forgot-password-page'),
      ),
    },
    {
      path: '/reset-password',
      Component: lazy(
        () => import(/* webpackChunkName: "page-reset-password" */ './features/password/reset-password-page'),
      ),
    },
    {
      path: '/myaccount',
      Component: lazy(() => import(/* webpackChunkName: "page-myaccount" */ './features/my-account/my-account-page')),
    },
    {
      path: '/myaccount/:page',
      Component: lazy(() => import(/* webpackChunkName: "page-myaccount" */ './features/my-account/my-account-page')),
    },
    { path: '/order/:orderNo', Component: lazy(() => import('./features/order-detail/order-detail-page')) },
    {
      path: '/contactus',
      Component: lazy(() => import(/* webpackChunkName: "page-contactus" */ './features/contact/contact-page')),
    },
    ...['/aboutus', '/accessibility', '/faq', '/terms', '/privacy-policy', '/shipping-policy'].map((path) => ({
      path,
      Component: ContentPage,
    })),
  ],
};

export default remote;
