// The account remote's public API: its routes and what it was built against.
import { lazy } from 'react';
import type { RemoteModule } from '@storefront/shared-kernel';

const ContentPage = lazy(() => import('./features/content/content-page'));

const remote: RemoteModule = {
  ...__BUNDLE_INFO__,
  name: 'account',
  routes: [
    { path: '/login', Component: lazy(() => import('./features/sign-in/sign-in-page')) },
    { path: '/register', Component: lazy(() => import('./features/register/register-page')) },
    { path: '/forgot-password', Component: lazy(() => import('./features/password/forgot-password-page')) },
    { path: '/reset-password', Component: lazy(() => import('./features/password/reset-password-page')) },
    { path: '/myaccount', Component: lazy(() => import('./features/my-account/my-account-page')) },
    { path: '/myaccount/:page', Component: lazy(() => import('./features/my-account/my-account-page')) },
    { path: '/order/:orderNo', Component: lazy(() => import('./features/order-detail/order-detail-page')) },
    { path: '/contactus', Component: lazy(() => import('./features/contact/contact-page')) },
    ...['/aboutus', '/accessibility', '/faq', '/terms', '/privacy-policy', '/shipping-policy'].map((path) => ({
      path,
      Component: ContentPage,
    })),
  ],
};

export default remote;
