// The catalog's server module (built to dist/server/first-paint.js, released with the remote): the
// markup of its landing pages before their scripts run, drawn by the same components and reads as in
// the browser. The API server puts it inside the host's shell and sends it with the page
// (api/src/site/first-paint.ts).
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { RemoteFirstPaintModule } from '@storefront/shared-kernel';
import { renderAsUser, requestAnswers, runForRequest } from '@storefront/shared-kernel/server';
import SearchPage from '../features/search/search-page';
import { firstSearchReads } from '../features/search/search-calls';

/** The pages it draws: the search page (the landing page of a buyer's links and bookmarks). */
export const paintsPath: NonNullable<RemoteFirstPaintModule['paintsPath']> = (pathname) => pathname === '/search';

/**
 * The search page, for a signed-in buyer (the session guard sends a visitor home). Its reads go into
 * the request's own cache first, the product list the first of them (it is what the grid waits for),
 * so the render draws from their answers, and the answers go into the page keyed as the browser's
 * hooks ask for them: its first render asks nothing again (docs/performance.md §9). A read that fails
 * fails the paint: the server then sends the page without one, rather than one drawn with a failure.
 */
export const renderPage: RemoteFirstPaintModule['renderPage'] = (request) =>
  runForRequest(request, async () => {
    if (!paintsPath(request.pathname) || !request.user) return null;
    const location = { pathname: request.pathname, search: request.search };
    await Promise.all(firstSearchReads(location, request.user).map((read) => read.fetch()));
    const html = renderAsUser(request.user, () =>
      renderToString(
        <StaticRouter location={`${request.pathname}${request.search}`}>
          <SearchPage />
        </StaticRouter>,
      ),
    );
    return { html, answers: requestAnswers() };
  });
