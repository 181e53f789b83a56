// The host's server module (built to dist/server/first-paint.js): the shell around a landing page's
// first paint, drawn by the same components as in the browser (ShellFrame), for the API server to
// send before any script runs (api/src/site/first-paint.ts).
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { fetchApi, fetchCart, systemRoutes, type HostFirstPaintModule } from '@storefront/shared-kernel';
import { renderAsUser, requestAnswers, runForRequest, storedUserOf } from '@storefront/shared-kernel/server';
import { FirstPaintArea } from '../federation/first-paint-area';
import { ownerOf } from '../routing/route-table';
import { isAllowedAt } from '../routing/session-access';
import { ShellFrame } from '../shell/shell-frame';

/**
 * Follows a call from now on: the function it returns gives what the call has answered so far, or null
 * while it has not answered.
 */
function follow<T>(call: Promise<T>): () => T | null {
  let answer: T | null = null;
  void call.then((value) => (answer = value));
  return () => answer;
}

/**
 * The shell's own reads, as its components make them (menu-bar.tsx, promo-strip.tsx): into the request's
 * cache, so its render draws from them and they go into the page. One that fails is left out: the browser
 * then reads it as it would without a paint.
 */
const readShell = () =>
  Promise.all(
    [fetchApi(systemRoutes.getMenu, {}), fetchApi(systemRoutes.getPromoStrip, {})].map((read) =>
      read.catch(() => null),
    ),
  );

/** The shell's answers alone, for a page the server does not draw (docs/product.md §3.7). */
export const shellAnswers: NonNullable<HostFirstPaintModule['shellAnswers']> = (request) =>
  runForRequest(request, async () => {
    await readShell();
    return requestAnswers();
  });

/**
 * The shell with the remote's page in its main area; null where the browser would not show that page
 * (the session guard's rule, read from the request's own token), no remote owns the path, or the remote
 * drew nothing.
 */
export const renderShell: HostFirstPaintModule['renderShell'] = (request, page) =>
  runForRequest(request, async () => {
    const owner = ownerOf(request.pathname);
    if (!owner || !isAllowedAt(request.pathname)) return null;
    // The header's count: drawn from the buyer's cart, which the browser's boot then takes (takeFirstPaintCart),
    // asked for while the remote draws its page. It waits for the cart only that long: a cart that answers
    // later, or fails, is left to the browser, whose header loads the cart as it starts anyway, so a slow
    // cart query never holds the page back (docs/performance.md §9).
    const cartSoFar = request.user ? follow(fetchCart(storedUserOf(request.user)).catch(() => null)) : null;
    const [drawn] = await Promise.all([page, readShell()]);
    if (!drawn) return null;
    const cart = cartSoFar?.() ?? null;
    const cartLines = cart ? cart.answer.cart.cartList : null;
    const html = renderAsUser(
      request.user,
      () =>
        renderToString(
          <StaticRouter location={`${request.pathname}${request.search}`}>
            {/* Controls wait for the browser's render: see .first-paint in shell/global.css. */}
            <fieldset disabled className="first-paint">
              <ShellFrame>
                <FirstPaintArea name={owner} html={drawn.html} />
              </ShellFrame>
            </fieldset>
          </StaticRouter>,
        ),
      cartLines,
    );
    // The shell's answers, and the cart it was drawn with if it came in time, are this request's own.
    return { html, answers: { ...drawn.answers, ...requestAnswers() } };
  });
