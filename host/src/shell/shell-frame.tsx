import type { ReactNode } from 'react';
import { selectShowLoading, systemStore, ToastViewport, useStore } from '@storefront/shared-kernel';
import { Footer } from './footer/footer';
import { Header } from './header/header';
import { LoadingOverlay } from './loading-overlay';
import { MenuBar } from './menu-bar/menu-bar';
import { PreviewBanner } from './preview-banner';
import { PromoStrip } from './promo-strip';
import { ServiceNotice } from './service-notice';
import styles from './shell-frame.module.css';

/**
 * The page shell of docs/product.md §3 around the main area: drawn by the browser (app.tsx) and, for a
 * landing page's first paint, by the server (src/server/first-paint.tsx), so both draw the same markup.
 */
export function ShellFrame({ children }: { children: ReactNode }) {
  // While the loading overlay is up (an order being placed), the shell's links cannot take the buyer
  // away by keyboard either; the overlay already covers them for the pointer. The main area is left
  // alone: the busy button there keeps focus, and its page guards its own controls.
  const isLoading = useStore(systemStore, selectShowLoading);
  return (
    <>
      <div className={styles.group} inert={isLoading}>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <PreviewBanner />
        <PromoStrip />
        <Header />
        <MenuBar />
      </div>
      {/* Outside the inert part: a notice that the API went away must still be heard meanwhile. */}
      <ServiceNotice />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <div className={styles.group} inert={isLoading}>
        <Footer />
      </div>
      <LoadingOverlay />
      <ToastViewport />
    </>
  );
}
