// The catalog's server module (built to dist/server/first-paint.js, released with the remote): the
// markup of its landing pages before their scripts run, drawn by the same components and calls as in
// the browser. The API server puts it inside the host's shell and sends it with the page
// (api/src/site/first-paint.ts).
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { renderWithAnswers, type RemoteFirstPaintModule } from '@storefront/shared-kernel';
import { renderAsUser, runForRequest } from '@storefront/shared-kernel/server';
import SearchPage from '../features/search/search-page';
import { firstSearchCalls } from '../features/search/search-calls';

/** The pages it draws: the search page (the landing page of a buyer's links and bookmarks). */
export const paintsPath: NonNullable<RemoteFirstPaintModule['paintsPath']> = (pathname) => pathname === '/search';

/** The search page, for a signed-in buyer (the session guard sends a visitor home). */
export const renderPage: RemoteFirstPaintModule['renderPage'] = (request) =>
  runForRequest(request, async () => {
    if (!paintsPath(request.pathname) || !request.user) return null;
    const location = { pathname: request.pathname, search: request.search };
    const answers = new Map<string, unknown>();
    const signal = new AbortController().signal;
    await Promise.all(
      firstSearchCalls(location, request.user).map(async (call) => answers.set(call.key, await call.load(signal))),
    );
    const html = renderAsUser(request.user, () =>
      renderWithAnswers(answers, () =>
        renderToString(
          <StaticRouter location={`${request.pathname}${request.search}`}>
            <SearchPage />
          </StaticRouter>,
        ),
      ),
    );
    return { html, answers: Object.fromEntries(answers) };
  });
