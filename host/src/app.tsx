import { lazy, Suspense } from 'react';
import { BrowserRouter, useLocation } from 'react-router-dom';
import '@storefront/shared-kernel/ui/tokens.css';
import './shell/global.css';
import { PageOutlet } from './routing/page-outlet';
import { ownerOf } from './routing/route-table';
import { SessionGuard } from './routing/session-guard';
import { useFocusOnNavigation } from './routing/use-focus-on-navigation';
import { useLeaveOnUserChange } from './routing/use-leave-on-user-change';
import { useScrollTopOnNavigation } from './routing/use-scroll-top-on-navigation';
import { useSessionExpiry } from './routing/use-session-expiry';
import { ShellFrame } from './shell/shell-frame';
import { CartSync } from './shell/use-cart-sync';

/**
 * The staff frame is code of its own, loaded only when a back-office page opens: a buyer's pages never
 * carry it (their first-load JS budget, docs/performance.md).
 */
const BackOffice = lazy(() =>
  import(/* webpackChunkName: "back-office" */ './back-office/back-office').then((module) => ({
    default: module.BackOffice,
  })),
);

export function Shell() {
  useSessionExpiry();
  useLeaveOnUserChange();
  useFocusOnNavigation();
  useScrollTopOnNavigation();
  // The back office's pages get the staff frame and guard instead of the buyer's (docs/product.md §13).
  // The route table's owner, not back-office-paths: that module belongs to the staff frame's chunk.
  const isBackOffice = ownerOf(useLocation().pathname) === 'admin';
  return (
    <>
      <CartSync />
      {isBackOffice ? (
        <Suspense fallback={null}>
          <BackOffice />
        </Suspense>
      ) : (
        <ShellFrame>
          <SessionGuard>
            <PageOutlet />
          </SessionGuard>
        </ShellFrame>
      )}
    </>
  );
}

/** The page shell of docs/product.md §3 around whichever remote owns the route (the server draws Shell alike). */
export function App() {
  return (
    <BrowserRouter>
      <Shell />
    </BrowserRouter>
  );
}
