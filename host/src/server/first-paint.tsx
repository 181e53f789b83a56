// The host's server module (built to dist/server/first-paint.js): a landing page's first paint, drawn
// as the browser's first render draws it (Shell, with the remote's page in its area), for the API server
// to send before any script runs (api/src/site/first-paint.ts). The browser then hydrates it.
import { Fragment, StrictMode } from 'react';
import * as react from 'react';
import * as reactDom from 'react-dom';
import { renderToString } from 'react-dom/server';
import * as jsxRuntime from 'react/jsx-runtime';
import * as reactRouter from 'react-router';
import { StaticRouter } from 'react-router';
import * as reactRouterDom from 'react-router-dom';
import * as reactQuery from '@tanstack/react-query';
import * as rxjs from 'rxjs';
import * as kernel from '@storefront/shared-kernel';
import {
  fetchApi,
  fetchCart,
  systemRoutes,
  type CartLine,
  type DrawingRemote,
  type HostFirstPaintModule,
} from '@storefront/shared-kernel';
import {
  renderAsUser,
  renderSettled,
  requestAnswers,
  runForRequest,
  storedUserOf,
} from '@storefront/shared-kernel/server';
import { Shell } from '../app';
import { DrawnRemotes } from '../federation/first-paint-takeover';
import { preloadPage } from '../federation/page-preload';
import { ownerOf } from '../routing/route-table';
import { isAllowedAt } from '../routing/session-access';

/**
 * The libraries every bundle shares (scripts/webpack/bundle-definitions.cjs, SINGLETONS), as the host's
 * copies: a remote's server module is built without them and gets these, as its browser build gets the
 * host's through federation. Its page then uses this React, router, query library and kernel: one tree.
 */
export const shared: HostFirstPaintModule['shared'] = {
  react,
  'react/jsx-runtime': jsxRuntime,
  'react-dom': reactDom,
  'react-router': reactRouter,
  'react-router-dom': reactRouterDom,
  rxjs,
  '@tanstack/react-query': reactQuery,
  '@storefront/shared-kernel': kernel,
};

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
 * The tree the browser's first render makes (bootstrap.tsx: StrictMode, App's router and Shell), at the
 * request's address, with the remote's area handed the remote the page is drawn with.
 */
export function DrawnPage({ url, drawing }: { url: string; drawing: DrawingRemote }) {
  const Wrapper = drawing.module.ServerWrapper ?? Fragment;
  const loaded = { [drawing.name]: { remote: drawing.module.remote, version: drawing.version } };
  return (
    <StrictMode>
      <Wrapper>
        <DrawnRemotes.Provider value={loaded}>
          <StaticRouter location={url}>
            <Shell />
          </StaticRouter>
        </DrawnRemotes.Provider>
      </Wrapper>
    </StrictMode>
  );
}

/**
 * The whole page: null where the browser would not show it (the session guard's rule, read from the
 * request's own token), or where the remote does not own or draw the path. Its reads go into the request's
 * own cache and it is drawn from their answers (renderSettled), which go with the page keyed as the
 * browser's hooks ask for them, so its first render draws the same and asks nothing again (docs/product.md
 * §3.7). A read that fails fails the paint: the page then goes without one, rather than drawn with a failure.
 */
export const renderPage: HostFirstPaintModule['renderPage'] = (request, drawing) =>
  runForRequest(request, async () => {
    const { pathname, search } = request;
    if (ownerOf(pathname) !== drawing.name || !drawing.module.paintsPath(pathname) || !isAllowedAt(pathname))
      return null;
    // The header's count: drawn from the buyer's cart, which the browser's boot then takes (takeFirstPaintCart),
    // asked for while the page's own reads go. It waits for the cart only that long: a cart that answers
    // later, or fails, is left to the browser, whose header loads the cart as it starts anyway, so a slow
    // cart query never holds the page back (docs/performance.md §9).
    const buyer = request.user ? storedUserOf(request.user) : null;
    const cartSoFar = buyer ? follow(fetchCart(buyer).catch(() => null)) : null;
    const [prepared] = await Promise.all([
      drawing.module.prepare?.(request, buyer),
      preloadPage(drawing.module.remote, pathname),
      readShell(),
    ]);
    const url = `${pathname}${search}`;
    let cart: readonly CartLine[] | null = null;
    const html = await renderSettled(() => {
      cart = prepared?.cart ?? cartSoFar?.()?.answer.cart.cartList ?? null;
      return renderAsUser(request.user, () => renderToString(<DrawnPage url={url} drawing={drawing} />), cart);
    });
    return { html, answers: requestAnswers({ drawnWithoutCartOf: cart ? null : buyer }) };
  });
