import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_KEY_META_NAME } from '@storefront/shared-kernel/domain';
import { escapeHtml } from '../lib/html';
import { routedPath } from '../lib/request-path';
import { remoteOriginsOf, siteCsp } from '../plugins/security-headers';
import { scriptsAfterFirstPaint } from './after-first-paint';
import { cacheControlFor, releaseCacheControl } from './cache-headers';
import {
  firstPaintOf,
  loadServerModules,
  pageAroundRoot,
  paintedRoot,
  shellAnswersOf,
  withShellAnswers,
  type FirstPaintOptions,
} from './first-paint';
import { pageHints, pagesOf, parsePointer, readTextOrNull, shellPaths } from './page-hints';
import { sendInParts } from './page-in-parts';
import { readPreview } from './previews';
import { drawnPathOf } from './visitor-landing';

export interface SiteOptions {
  dataDir: string;
  hostDist: string;
  /** Landing pages' first paint (first-paint.ts); without it pages are sent as built. */
  firstPaint?: FirstPaintOptions;
  /** The key the API takes, named in every page: the bundles carry only the default one. */
  apiKey?: string;
}

/**
 * A build's server module (`server/` in the host's build and in every released remote build) is code
 * for this server to run, not for browsers: it is never served.
 */
export const isServerModulePath = (pathname: string): boolean =>
  /^\/(remotes\/[^/]+\/[^/]+\/)?server(\/|$)/.test(pathname);

/**
 * A request the shell's page answers: a GET or HEAD of a path outside the API and the released builds,
 * with no file extension.
 */
const wantsPage = (request: FastifyRequest): boolean => {
  const pathname = routedPath(request.url);
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !pathname.startsWith('/api/') &&
    !pathname.startsWith('/remotes/') &&
    !path.extname(pathname)
  );
};

type HeaderTarget = FastifyReply | { setHeader(name: string, value: string): void };

const setHeader = (target: HeaderTarget, name: string, value: string): void => {
  if ('setHeader' in target) target.setHeader(name, value);
  else target.header(name, value);
};

/**
 * Serves the composed site on the API's port: `/remotes.json` (the pointer to each remote's active
 * build), the released remote builds under `/remotes/<name>/<version>/`, and the host shell with a
 * history fallback so deep links such as /product?id=... load the shell (answered 404 for a path of no
 * route: the shell shows its not-found page there).
 */
export async function sitePlugin(app: FastifyInstance, options: SiteOptions): Promise<void> {
  const releasesDir = path.join(options.dataDir, 'releases');
  const pointerFile = path.join(options.dataDir, 'remotes.json');
  fs.mkdirSync(releasesDir, { recursive: true });
  const apiKeyMeta =
    options.apiKey === undefined ? '' : `<meta name="${API_KEY_META_NAME}" content="${escapeHtml(options.apiKey)}">`;

  app.addHook('onRequest', async (request, reply) => {
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(request.url, 'http://site').pathname);
    } catch {
      return;
    }
    if (isServerModulePath(pathname.replace(/\/{2,}/g, '/'))) {
      await reply.code(404).send({ is_success: false, message: 'Not found', code: 'NOT_FOUND' });
    }
  });

  // A preview link's versions (previews.ts): asked by the shell when it opens with ?remotes-preview=.
  app.get('/remotes-preview/:token', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const remotes = await readPreview(options.dataDir, (request.params as { token: string }).token);
    if (remotes === null)
      return reply.code(404).send({ is_success: false, message: 'No such preview', code: 'NOT_FOUND' });
    return { remotes };
  });

  app.get('/remotes.json', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    let pointer: string;
    try {
      pointer = await fs.promises.readFile(pointerFile, 'utf8');
    } catch {
      pointer = JSON.stringify({ remotes: {} });
    }
    return reply.type('application/json').send(pointer);
  });

  await app.register(fastifyStatic, {
    root: releasesDir,
    prefix: '/remotes/',
    decorateReply: false,
    index: false,
    // A folder is no file of a build: not found (the static files answered it 403, a refusal).
    allowedPath: (pathName: string) => !pathName.endsWith('/'),
    // Builds carry brotli and gzip copies of their files (scripts/webpack/create-config.cjs).
    preCompressed: true,
    setHeaders: (res: HeaderTarget, filePath: string) => {
      setHeader(res, 'cache-control', releaseCacheControl(path.relative(releasesDir, filePath)));
      // A remote may be served from another origin (a CDN); manifests are fetched with fetch().
      setHeader(res, 'access-control-allow-origin', '*');
    },
  });

  const hostIndex = path.join(options.hostDist, 'index.html');
  const hasHost = fs.existsSync(hostIndex);
  const hintsSource = { releasesDir, hostDist: options.hostDist };
  // The shell's page, for / and every client-side route; read per request so a new build shows at once.
  // The pointer is read per page too: its origins go into the policy, the pointer itself and preload
  // links for the landing route's remote into the page (page-hints.ts).
  // A page drawn for a buyer holds their prices: no shared cache may keep it, and it varies by cookie.
  // A page that gets a first paint goes in two parts: the head at once, so the browser sets the document
  // up and fetches its styles while the server draws, then #root with the paint, and the scripts after it
  // (first-paint.ts `pageAroundRoot` says why).
  const sendHostPage = async (request: FastifyRequest, reply: FastifyReply) => {
    // Until the first part goes, the browser has nothing to start on. Its files (the pointer, the page
    // and the route table, each a few KB at most and in the page cache after the first page) are read at
    // once, on this thread: about 11 µs each here, where an asynchronous read takes 180 µs on an idle
    // machine (four trips through libuv's thread pool) and more on a busy one, each trip waiting for a
    // core (docs/performance.md §9).
    const pointerJson = readTextOrNull(pointerFile);
    const built = fs.readFileSync(hostIndex, 'utf8');
    const asked = new URL(request.url, 'http://site');
    const pageAt = pagesOf(options.hostDist);
    const { owner: askedOwner, exists } = pageAt(asked.pathname);
    // A visitor sure to be sent home is sent home drawn, with home's hints (visitor-landing.ts).
    const drawnPath = drawnPathOf(asked.pathname, askedOwner, request.headers);
    const isAskedPage = drawnPath === asked.pathname;
    const drawnUrl = isAskedPage ? request.url : drawnPath;
    const owner = isAskedPage ? askedOwner : pageAt(drawnPath).owner;
    const pointer = parsePointer(pointerJson);
    // The shell's answers go with every page, so its first frame has its final size (docs/product.md §3.7).
    const shellAnswers =
      options.firstPaint && request.method === 'GET' ? shellAnswersOf(app, hintsSource, options.firstPaint) : null;
    const [hints, drawPaint] = await Promise.all([
      pageHints(hintsSource, pointer, owner),
      options.firstPaint && request.method === 'GET'
        ? firstPaintOf(app, hintsSource, options.firstPaint, {
            url: drawnUrl,
            cookie: request.headers.cookie,
            pointer,
            owner,
          })
        : null,
    ]);
    const page = built.replace('</head>', () => `${apiKeyMeta}${hints}</head>`);
    const parts = drawPaint ? pageAroundRoot(page) : null;
    reply
      .code(exists ? 200 : 404)
      .header('vary', parts ? 'cookie, sec-fetch-site, accept-encoding' : 'cookie, sec-fetch-site')
      .header('content-security-policy', pointerJson === null ? siteCsp() : siteCsp(remoteOriginsOf(pointerJson)))
      .type('text/html');
    if (!drawPaint || !parts)
      return reply.header('cache-control', 'no-cache').send(withShellAnswers(page, (await shellAnswers) ?? {}));
    // Sent before the paint is known: the page may hold a buyer's prices.
    reply.header('cache-control', 'private, no-cache');
    // Neither rejects.
    const rest = async () => {
      const [paint, shell] = await Promise.all([drawPaint(), shellAnswers]);
      // A page without its paint shows nothing until its scripts run: they go as built.
      const scripts = paint ? scriptsAfterFirstPaint(parts.scripts) : parts.scripts;
      return paintedRoot(paint, shell ?? {}) + scripts + parts.after;
    };
    return sendInParts(reply, request.headers['accept-encoding'], parts.before, rest);
  };
  if (hasHost && options.firstPaint) {
    app.addHook('onReady', async () => {
      const pointer = parsePointer(await fs.promises.readFile(pointerFile, 'utf8').catch(() => null));
      await loadServerModules(hintsSource, pointer, app.log);
    });
  }
  if (hasHost) {
    // The shell's own paths go straight to the page. Left to the static files' catch-all route, each went
    // through @fastify/static's look-up first (directory reads and stats for each encoding, all on the
    // thread pool) only to end in the not-found handler below: about 2 ms before the first byte at rest
    // (docs/performance.md §9). A path that a host rebuilt in place adds takes that way until
    // the server restarts; a path the server already routes is left to its route.
    // A file's name under a page's path (/order/A-1.pdf) is still no page.
    const pageOrNotFound = (request: FastifyRequest, reply: FastifyReply) =>
      wantsPage(request) ? sendHostPage(request, reply) : reply.callNotFound();
    for (const pagePath of new Set(['/', ...shellPaths(options.hostDist)])) {
      try {
        app.get(pagePath, pageOrNotFound);
      } catch (error) {
        app.log.warn({ err: error, path: pagePath }, 'A path of the route table is already a route of the server');
      }
    }
    await app.register(fastifyStatic, {
      root: options.hostDist,
      prefix: '/',
      index: false,
      decorateReply: true,
      preCompressed: true,
      setHeaders: (res: HeaderTarget, filePath: string) => setHeader(res, 'cache-control', cacheControlFor(filePath)),
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    if (hasHost && wantsPage(request)) return sendHostPage(request, reply);
    return reply.code(404).send({ is_success: false, message: 'Not found', code: 'NOT_FOUND' });
  });
}
