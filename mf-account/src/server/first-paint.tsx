// The account remote's server module (built to dist/server/first-paint.js, released with the remote):
// the markup of its landing pages before their scripts run, drawn by the same components and reads as
// in the browser (api/src/site/first-paint.ts puts it inside the host's shell).
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { pagePainter } from '@storefront/shared-kernel/server';
import ForgotPasswordPage from '../features/password/forgot-password-page';
import ResetPasswordPage from '../features/password/reset-password-page';
import RegisterPage from '../features/register/register-page';
import SignInPage from '../features/sign-in/sign-in-page';

/**
 * The forms a visitor lands on from a link (docs/product.md §3.7). Pages with the distributor's own text
 * (contact and the content pages) are not drawn here: their text is sanitised into nodes in the browser
 * (components/safe-html.tsx), so a server's markup would show the page without it, and the text would
 * push what follows down when it came.
 */
export const { paintsPath, renderPage } = pagePainter({
  pages: {
    '/login': SignInPage,
    '/register': RegisterPage,
    '/forgot-password': ForgotPasswordPage,
    '/reset-password': ResetPasswordPage,
  },
  render: (Page, url) =>
    renderToString(
      <StaticRouter location={url}>
        <Page />
      </StaticRouter>,
    ),
});
