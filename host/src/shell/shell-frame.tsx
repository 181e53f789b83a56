import type { ReactNode } from 'react';
import { ToastViewport } from '@storefront/shared-kernel';
import { Footer } from './footer/footer';
import { Header } from './header/header';
import { LoadingOverlay } from './loading-overlay';
import { MenuBar } from './menu-bar/menu-bar';
import { PreviewBanner } from './preview-banner';
import { PromoStrip } from './promo-strip';
import { ServiceNotice } from './service-notice';

/**
 * The page shell of spec section 1 around the main area: drawn by the browser (app.tsx) and, for a
 * landing page's first paint, by the server (src/server/first-paint.tsx), so both draw the same markup.
 */
export function ShellFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <PreviewBanner />
      <PromoStrip />
      <Header />
      <MenuBar />
      <ServiceNotice />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <LoadingOverlay />
      <ToastViewport />
    </>
  );
}
