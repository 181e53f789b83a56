// The account remote's server module (built to dist/server/first-paint.js, released with the remote):
// the markup of its landing pages before their scripts run, drawn by the same components and reads as
// in the browser (api/src/site/first-paint.ts puts it inside the host's shell).
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { cleanHtmlWithoutHeading } from '@storefront/shared-kernel/html-cleaner';
import { pagePainter } from '@storefront/shared-kernel/server';
import { ServerHtmlCleanerContext } from '../components/safe-html';
import ContactPage from '../features/contact/contact-page';
import ContentPage, { CONTENT_PAGES } from '../features/content/content-page';
import ForgotPasswordPage from '../features/password/forgot-password-page';
import ResetPasswordPage from '../features/password/reset-password-page';
import RegisterPage from '../features/register/register-page';
import SignInPage from '../features/sign-in/sign-in-page';

/**
 * The pages a visitor lands on from a link (docs/product.md §3.7): the forms, contact and the content pages.
 * The distributor's text in the last two is cleaned here by the kernel's html-cleaner, the same allow-list
 * the browser's sanitiser keeps (components/safe-html.tsx).
 */
export const { paintsPath, renderPage } = pagePainter({
  pages: {
    '/login': SignInPage,
    '/register': RegisterPage,
    '/forgot-password': ForgotPasswordPage,
    '/reset-password': ResetPasswordPage,
    '/contactus': ContactPage,
    ...Object.fromEntries(Object.keys(CONTENT_PAGES).map((path) => [path, ContentPage])),
  },
  render: (Page, url) =>
    renderToString(
      <ServerHtmlCleanerContext.Provider value={cleanHtmlWithoutHeading}>
        <StaticRouter location={url}>
          <Page />
        </StaticRouter>
      </ServerHtmlCleanerContext.Provider>,
    ),
});
