import { BrowserRouter, useLocation } from 'react-router-dom';
import '@storefront/shared-kernel/ui/tokens.css';
import './shell/global.css';
import { BackOffice } from './back-office/back-office';
import { isBackOfficePath } from './back-office/back-office-paths';
import { PageOutlet } from './routing/page-outlet';
import { SessionGuard } from './routing/session-guard';
import { useFocusOnNavigation } from './routing/use-focus-on-navigation';
import { useLeaveOnUserChange } from './routing/use-leave-on-user-change';
import { useScrollTopOnNavigation } from './routing/use-scroll-top-on-navigation';
import { useSessionExpiry } from './routing/use-session-expiry';
import { ShellFrame } from './shell/shell-frame';
import { useCartSync } from './shell/use-cart-sync';

function Shell() {
  useCartSync();
  useSessionExpiry();
  useLeaveOnUserChange();
  useFocusOnNavigation();
  useScrollTopOnNavigation();
  // The back office's pages get the staff frame and guard instead of the buyer's (docs/product.md §13).
  if (isBackOfficePath(useLocation().pathname)) return <BackOffice />;
  return (
    <ShellFrame>
      <SessionGuard>
        <PageOutlet />
      </SessionGuard>
    </ShellFrame>
  );
}

/** The page shell of docs/product.md §3 around whichever remote owns the route. */
export function App() {
  return (
    <BrowserRouter>
      <Shell />
    </BrowserRouter>
  );
}
