import { BrowserRouter } from 'react-router-dom';
import { ToastViewport } from '@storefront/shared-kernel';
import '@storefront/shared-kernel/ui/tokens.css';
import './shell/global.css';
import { PageOutlet } from './routing/page-outlet';
import { SessionGuard } from './routing/session-guard';
import { useSessionExpiry } from './routing/use-session-expiry';
import { Footer } from './shell/footer/footer';
import { Header } from './shell/header/header';
import { LoadingOverlay } from './shell/loading-overlay';
import { MenuBar } from './shell/menu-bar/menu-bar';
import { PreviewBanner } from './shell/preview-banner';
import { PromoStrip } from './shell/promo-strip';
import { ServiceNotice } from './shell/service-notice';
import { useCartSync } from './shell/use-cart-sync';

function Shell() {
  useCartSync();
  useSessionExpiry();
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
        <SessionGuard>
          <PageOutlet />
        </SessionGuard>
      </main>
      <Footer />
      <LoadingOverlay />
      <ToastViewport />
    </>
  );
}

/** The page shell of spec section 1 around whichever remote owns the route. */
export function App() {
  return (
    <BrowserRouter>
      <Shell />
    </BrowserRouter>
  );
}
