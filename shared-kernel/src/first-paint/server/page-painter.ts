import type { ComponentType } from 'react';
import type { CartLine } from '../../stores/cart-store';
import type { FirstPaintRequest, RemoteFirstPaintModule } from '../../contracts/first-paint.contract';
import { PUBLIC_ROUTES } from '../../domain/route-owners';
import { renderAsUser, renderSettled, requestAnswers, runForRequest } from './server-first-paint';

export interface PagePainterOptions {
  /** The remote's landing pages by path, each drawn as its route draws it in the browser. */
  pages: Readonly<Record<string, ComponentType>>;
  /** The page's markup at `url` (path and query), inside the remote's router: `renderToString` of it. */
  render: (Page: ComponentType, url: string) => string;
  /**
   * Reads to start before the first render, for a page that knows what it waits for most. A page that
   * shows the buyer's cart gives the lines it read, and is drawn with them in the cart store.
   */
  prepare?: (request: FirstPaintRequest) => Promise<PreparedPage | void>;
}

export interface PreparedPage {
  cart?: readonly CartLine[];
}

/**
 * A remote's server module (RemoteFirstPaintModule) for its landing pages: a page for the request's buyer,
 * or for a visitor where visitors may open it (elsewhere the session guard sends them to sign in, so
 * nothing is drawn). Its reads go into the request's own cache and the page is drawn from their answers
 * (renderSettled), which go with the page keyed as the browser's hooks ask for them, so its first render
 * draws the same and asks nothing again (docs/product.md §3.7). A read that fails fails the paint: the
 * server then sends the page without one, rather than one drawn with a failure.
 */
export function pagePainter({ pages, render, prepare }: PagePainterOptions): Required<RemoteFirstPaintModule> {
  const paintsPath = (pathname: string) => Object.hasOwn(pages, pathname);
  const renderPage: RemoteFirstPaintModule['renderPage'] = (request) =>
    runForRequest(request, async () => {
      const Page = paintsPath(request.pathname) ? pages[request.pathname] : undefined;
      if (!Page || (!request.user && !PUBLIC_ROUTES.includes(request.pathname))) return null;
      const prepared = await prepare?.(request);
      const url = `${request.pathname}${request.search}`;
      const cart = prepared?.cart ?? null;
      const html = await renderSettled(() => renderAsUser(request.user, () => render(Page, url), cart));
      return { html, answers: requestAnswers() };
    });
  return { paintsPath, renderPage };
}
