import { StrictMode, startTransition } from 'react';
import {
  FIRST_PAINT_ANSWERS_ID,
  getQueryClient,
  syncSessionCookie,
  takeFirstPaintCart,
} from '@storefront/shared-kernel';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { PREVIEW_PARAM, takePreviewParam } from './federation/preview-override';
import { startTakeover } from './federation/first-paint-takeover';
import { landingPageReady } from './federation/landing-page';
import { isPageReady } from './federation/page-preload';
import { peekLoadedRemote } from './federation/remote-loader';
import { nextTask } from './next-task';
import { watchEarlyExpiry } from './routing/early-expiry';
import { ownerOf } from './routing/route-table';
import { endGuardedSession, guardedDestination, isAllowedAt } from './routing/session-access';

// A release manager's `?remotes-preview=` is taken into this browser's storage before any remote
// loads (one call to the server, only when the link has it), then dropped from the address so it is
// not shared by copying the link.
const address = new URL(window.location.href);
void takePreviewParam(address, window.localStorage).then(async (wasThere) => {
  if (wasThere) {
    address.searchParams.delete(PREVIEW_PARAM);
    window.history.replaceState(window.history.state, '', address);
  }
  // The boot starts in a task of its own: the one that evaluated the shell's modules took 15-24 ms with it
  // (Lighthouse's traces of /search, docs/performance.md §7).
  await nextTask();
  await start();
});

async function start(): Promise<void> {
  // The landing route's remote and its page's code (preloaded by the served page) load now, and the page
  // starts its first calls; the first render waits for them, at most LANDING_WAIT_MS, so the page and the
  // shell render together.
  const LANDING_WAIT_MS = 300;
  // A page the server drew (api/src/site/first-paint.ts) is on screen already: the first render waits for
  // its remote as long as the answers it was drawn from stay fresh, so React draws the same page over it
  // rather than a spinner.
  const FIRST_PAINT_WAIT_MS = 10_000;
  const isFirstPainted = document.getElementById(FIRST_PAINT_ANSWERS_ID) !== null;
  sendVisitorHome();
  const { pathname, search } = window.location;
  watchEarlyExpiry();
  // A page cookie an earlier version wrote by script goes: the server sets it now, HttpOnly.
  syncSessionCookie();
  // The page's cache (with the answers a drawn page was drawn from) and the drawn cart, in a task of their own
  // before the landing page's loading: made on first use, the cache was else made by the first render's first
  // read, inside a component React cannot cut in two (docs/performance.md §7). After the guard's rule: a page
  // sent home was drawn for a visitor.
  getQueryClient();
  if (isFirstPainted) takeFirstPaintCart();
  await nextTask();
  const root = document.getElementById('root');
  void landingPageReady(
    ownerOf(pathname),
    { pathname, search },
    isFirstPainted ? FIRST_PAINT_WAIT_MS : LANDING_WAIT_MS,
  ).then(async () => {
    if (!root) return;
    await nextTask();
    const app = (
      <StrictMode>
        <App />
      </StrictMode>
    );
    if (isFirstPainted) startTakeover();
    if (isFirstPainted && isDrawnWithLoaded(root, pathname)) {
      // The drawn page is the one this render makes: React takes it over (hydrates it) rather than drawing
      // it again (docs/performance.md §9). Where a part differs after all, React draws that part again and
      // reports it as the page's error. As a transition, like the render below: at the default priority
      // React hydrates the page without yielding (`/register`'s TBT 1 220 ms, as a transition 830 ms).
      startTransition(() => {
        hydrateRoot(root, app);
      });
      return;
    }
    const reactRoot = createRoot(root);
    // As a transition, React renders the whole page in slices of a few ms and the browser can answer input
    // between them; a drawn page is on screen meanwhile, so nothing waits on it (docs/performance.md §7).
    startTransition(() => reactRoot.render(app));
  });
}

/**
 * Whether the drawn page's remote is the one this page loaded, at the same release, with the page's code:
 * not when a release manager previews another (a preview lives in this browser only), or the landing
 * remote or its page did not load in time. Another page is rendered afresh over the drawn one.
 */
function isDrawnWithLoaded(root: HTMLElement, pathname: string): boolean {
  const owner = ownerOf(pathname);
  const area = root.querySelector('[data-boundary]');
  const loaded = owner ? peekLoadedRemote(owner) : undefined;
  return (
    loaded !== undefined &&
    isPageReady(loaded.remote, pathname) &&
    area?.getAttribute('data-boundary') === owner &&
    area.getAttribute('data-remote-version') === loaded.version
  );
}

/**
 * The session guard's rule (routing/session-guard.tsx) applied before the first render rather than after
 * it: a page only buyers see, opened without a live session, goes home, where the server drew home for a
 * visitor (api/src/site/visitor-landing.ts), so the first render draws home over it with home's code
 * loaded first. A session that ran out on its way into the cart, favorites or checkout is left to the
 * guard, which sends it to sign in (docs/product.md §4.4).
 */
function sendVisitorHome(): void {
  const { pathname, search } = window.location;
  if (isAllowedAt(pathname) || guardedDestination(pathname, search) !== '/') return;
  endGuardedSession();
  window.history.replaceState(window.history.state, '', '/');
}
