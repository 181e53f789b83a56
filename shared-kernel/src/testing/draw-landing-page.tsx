import { Fragment } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { FirstPaintRequest, PageFirstPaint, RemoteFirstPaintModule } from '../contracts/first-paint.contract';
import { PUBLIC_ROUTES } from '../domain/route-owners';
import {
  renderAsUser,
  renderSettled,
  requestAnswers,
  runForRequest,
  storedUserOf,
} from '../first-paint/server/server-first-paint';

/**
 * A remote's landing page drawn from its server module as the host's server module draws it inside the
 * shell (host/src/server/first-paint.tsx), without the shell: for a remote's own tests of what its module
 * gives (its routes, the paths it draws, its reads before the first render). Null where the host would not
 * draw it: a path the module does not draw, or a visitor on a page only buyers see.
 */
export function drawLandingPage(
  module: RemoteFirstPaintModule,
  request: FirstPaintRequest,
): Promise<PageFirstPaint | null> {
  return runForRequest(request, async () => {
    const { pathname, search, user } = request;
    const route = module.remote.routes.find((candidate) => candidate.path === pathname);
    if (!route || !module.paintsPath(pathname) || (!user && !PUBLIC_ROUTES.includes(pathname))) return null;
    const [prepared] = await Promise.all([
      module.prepare?.(request, user ? storedUserOf(user) : null),
      route.preload?.(),
    ]);
    const Wrapper = module.ServerWrapper ?? Fragment;
    const html = await renderSettled(() =>
      renderAsUser(
        user,
        () =>
          renderToString(
            <Wrapper>
              <StaticRouter location={`${pathname}${search}`}>
                <route.Component />
              </StaticRouter>
            </Wrapper>,
          ),
        prepared?.cart ?? null,
      ),
    );
    return { html, answers: requestAnswers() };
  });
}
