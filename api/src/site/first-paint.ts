import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import {
  FIRST_PAINT_ANSWERS_ID,
  FIRST_PAINT_GATE_ATTRIBUTE,
  sessionTokenOf,
  type FirstPaintRequest,
  type HostFirstPaintModule,
  type DrawingRemote,
  type PageFirstPaint,
  type RemoteFirstPaintModule,
} from '@storefront/shared-kernel/contracts';
import type { RouteOwner } from '@storefront/shared-kernel/domain';
import { answerStatus, TimeoutError, withTimeout } from '@storefront/shared-kernel/domain';
import { DRAWN_PAGE_GUARD_SCRIPT } from './drawn-page-guard';
import { releasedFileOf, scriptSafeJson, type RemotesPointer } from './page-hints';

/**
 * A landing page's first paint: the page as its first render draws it, sent in the HTML so the buyer
 * sees it before any script runs, and the browser's first render hydrates it (docs/performance.md §9).
 * The host draws the page with the routes of the remote that owns it, each from its own server module
 * released with its browser build; this file only finds those modules, hands the host's shared libraries
 * to the remote's, tells the host who is asking and lets it call the API in process. Anything that goes
 * wrong, or takes too long, sends the page as before.
 */
export interface FirstPaintOptions {
  /** The buyer a session token names, as a sign-in answers; null when it names no valid session. */
  userOfSession(token: string): Promise<FirstPaintRequest['user']>;
  /** The API key the in-process calls carry (the server's own, whatever the bundle was built with). */
  apiKey: string;
  /** How long a page waits for its first paint before it goes without one. */
  timeLimitMs: number;
}

export interface FirstPaintSource {
  releasesDir: string;
  hostDist: string;
}

/** Where a build keeps its server module (scripts/webpack/bundle-definitions.cjs, SERVER_DIR). */
const SERVER_MODULE = path.join('server', 'first-paint.js');

type Shared = HostFirstPaintModule['shared'];
const NOTHING_SHARED: Shared = {};

/**
 * Server modules by file, read again when the file changes (a host rebuilt in place; a released build
 * never changes) or, for a remote's, when the host's shared libraries do. A module that fails to load is
 * kept as missing until then.
 */
const modules = new Map<string, { mtimeMs: number; shared: Shared; exports: unknown }>();

/**
 * Runs a server module as Node runs a CommonJS file, but outside the require cache, so a file changed
 * in place is run anew. The host's bundles everything but Node's own modules; a remote's requires the
 * shared libraries by name, answered with the host's copies (`shared`), as federation does in the browser.
 */
function runModule(file: string, source: string, shared: Shared): unknown {
  const wrapped = `(function (exports, require, module, __filename, __dirname) {${source}\n})`;
  const run = vm.runInThisContext(wrapped, { filename: file }) as (...args: unknown[]) => void;
  const module = { exports: {} as unknown };
  const nodeRequire = createRequire(file);
  const requireShared = (name: string): unknown => (Object.hasOwn(shared, name) ? shared[name] : nodeRequire(name));
  run.call(module.exports, module.exports, requireShared, module, file, path.dirname(file));
  return module.exports;
}

async function loadServerModule(file: string, log: FastifyBaseLogger, shared = NOTHING_SHARED): Promise<unknown> {
  // Checked on every drawn page, before its first part goes: at once, as site.plugin.ts reads that part's files.
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  if (!stat) return null; // a build from before first paints, or none
  const kept = modules.get(file);
  if (kept?.mtimeMs === stat.mtimeMs && kept.shared === shared) return kept.exports;
  let exports: unknown = null;
  try {
    exports = runModule(file, await fs.promises.readFile(file, 'utf8'), shared);
  } catch (error) {
    log.error({ err: error, file }, 'A server module could not be loaded; its pages go without a first paint');
  }
  modules.set(file, { mtimeMs: stat.mtimeMs, shared, exports });
  return exports;
}

const hasFunction = <T>(value: unknown, name: keyof T): value is T =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Record<string, unknown>)[name as string] === 'function';

/** The host's server module, when its build has one that draws pages (and so shares its libraries). */
async function loadHostModule(source: FirstPaintSource, log: FastifyBaseLogger) {
  const host = await loadServerModule(path.join(source.hostDist, SERVER_MODULE), log);
  const drawsPages =
    hasFunction<HostFirstPaintModule>(host, 'renderPage') && typeof host.shared === 'object' && host.shared !== null;
  return drawsPages ? host : null;
}

/** A remote's server module, run with the host's shared libraries. */
const loadRemoteModule = (manifest: string, host: HostFirstPaintModule, log: FastifyBaseLogger) =>
  loadServerModule(path.join(path.dirname(manifest), SERVER_MODULE), log, host.shared);

/**
 * Loads the host's server module and those of the remotes' active builds ahead of the first page, which
 * would otherwise go without its first paint while they load (about a few hundred ms).
 */
export async function loadServerModules(
  source: FirstPaintSource,
  pointer: RemotesPointer | null,
  log: FastifyBaseLogger,
) {
  const host = await loadHostModule(source, log);
  if (!host) return;
  const manifests = Object.values(pointer?.remotes ?? {}).map((entry) =>
    typeof entry?.url === 'string' ? releasedFileOf(source.releasesDir, entry.url) : null,
  );
  await Promise.all(manifests.map((manifest) => (manifest ? loadRemoteModule(manifest, host, log) : null)));
}

/**
 * The server modules that draw the page: the host's, and its owning remote's active build, with the
 * release version the pointer names. A remote built before pages were drawn in one tree has no routes
 * here: its pages go without a first paint.
 */
async function modulesFor(source: FirstPaintSource, { owner, pointer }: PageRequest, log: FastifyBaseLogger) {
  const entry = owner ? pointer?.remotes?.[owner.remote] : undefined;
  const manifest = typeof entry?.url === 'string' ? releasedFileOf(source.releasesDir, entry.url) : null;
  if (!owner || !manifest || typeof entry?.version !== 'string') return null;
  const host = await loadHostModule(source, log);
  if (!host) return null;
  const remote = await loadRemoteModule(manifest, host, log);
  const isRemoteModule =
    hasFunction<RemoteFirstPaintModule>(remote, 'paintsPath') && typeof remote.remote?.routes === 'object';
  if (!isRemoteModule) return null;
  const drawing: DrawingRemote = { name: owner.remote as RouteOwner, version: entry.version, module: remote };
  return { host, drawing };
}

/** API calls made in the server's own process, as the browser would make them over HTTP. */
const callInProcess =
  (app: FastifyInstance, apiKey: string): FirstPaintRequest['callApi'] =>
  async (method, url, headers) => {
    if (!url.startsWith('/api/')) return { status: 404, body: null };
    const answer = await app.inject({ method, url, headers: { ...headers, 'x-api-key': apiKey } });
    let body: unknown = null;
    try {
      body = answer.json();
    } catch {
      // not JSON: the page gets no body, as for any failed call
    }
    return { status: answer.statusCode, body };
  };

/**
 * The answers the shell's first render draws from (the host's `shellAnswers`), for a page sent without a
 * first paint: the same for every caller, so asked as a visitor. None when the host's build has no server
 * module, or the reads fail or are late: the browser then reads them as before.
 */
export async function shellAnswersOf(
  app: FastifyInstance,
  source: FirstPaintSource,
  options: FirstPaintOptions,
): Promise<Record<string, unknown>> {
  const host = await loadHostModule(source, app.log);
  if (!hasFunction<Required<HostFirstPaintModule>>(host, 'shellAnswers')) return {};
  const request: FirstPaintRequest = {
    pathname: '/',
    search: '',
    user: null,
    token: null,
    callApi: callInProcess(app, options.apiKey),
  };
  return withTimeout(host.shellAnswers(request), options.timeLimitMs, 'The shell answers').catch((error: unknown) => {
    if (!(error instanceof TimeoutError))
      app.log.error({ err: error }, 'The shell answers failed; the page goes without them');
    return {};
  });
}

export interface PageRequest {
  url: string;
  cookie: string | undefined;
  pointer: RemotesPointer | null;
  /** The remote that owns the page's path by the host's route table (page-hints.ts `landingOwner`). */
  owner: { remote: string } | null;
}

/**
 * The first paint of the page at `page.url`, to draw: null at once when none will be drawn (no server
 * modules, or the owning remote does not draw this path), else the draw, which settles to the paint, or
 * to null when the remote draws nothing (a visitor), fails or is late. It never rejects.
 */
export async function firstPaintOf(
  app: FastifyInstance,
  source: FirstPaintSource,
  options: FirstPaintOptions,
  page: PageRequest,
): Promise<(() => Promise<PageFirstPaint | null>) | null> {
  const { pathname, search } = new URL(page.url, 'http://site');
  const found = await modulesFor(source, page, app.log);
  if (!found || !found.drawing.module.paintsPath(pathname)) return null;
  const draw = async (): Promise<PageFirstPaint | null> => {
    const cookieToken = sessionTokenOf(page.cookie);
    const user = cookieToken ? await options.userOfSession(cookieToken) : null;
    const request: FirstPaintRequest = {
      pathname,
      search,
      user,
      // A cookie that names no valid session is no session: the page is drawn for a visitor.
      token: user ? cookieToken : null,
      callApi: callInProcess(app, options.apiKey),
    };
    // A failed read fails the whole draw (and is logged).
    return found.host.renderPage(request, found.drawing);
  };
  // Past the time limit the draw goes on and is dropped; the page goes without it.
  return () =>
    withTimeout(draw(), options.timeLimitMs, `The first paint of ${pathname}`).catch((error: unknown) => {
      if (error instanceof TimeoutError) return null;
      // A call the API refused for the request's own sake (a filter id out of range, a session ended
      // meanwhile) is the browser's to show as it would without a paint: no fault of the server's.
      const status = answerStatus(error);
      if (status !== null && status >= 400 && status < 500)
        app.log.info({ pathname, status }, 'A first paint was refused by the API; the page goes without it');
      else app.log.error({ err: error, pathname }, 'A first paint failed; the page goes without it');
      return null;
    });
}

const ROOT_ELEMENT = /<div id="?root"?><\/div>/;
/** A style the page preloads (the shell's, the landing remote's): with a first paint it must apply at once. */
const PRELOADED_STYLE = /<link rel="?preload"? as="?style"?(?=[\s>])/g;
/**
 * What only the page's scripts need: a deferred script, a preloaded script, a preloaded fetch (the landing
 * remote's manifest, which the shell reads). Quoted as the built page writes them or as page-hints.ts does.
 */
const FOR_SCRIPTS =
  /<script\b[^>]*\sdefer(?=[\s>=])[^>]*><\/script>|<link rel="?preload"? as="?(?:script|fetch)"?(?=[\s>])[^>]*>/g;

/**
 * Holds the page's rendering until #root has been parsed, that is until the answers that follow it are in
 * (the browser lets go of a hold as the element named starts). The part before #root comes at once and the
 * paint later, and in between the browser laid out and painted the empty page: 1-7 ms a frame, but the
 * first layout and paint Lighthouse's simulation takes as what the first paint waits for. The drawn page's
 * own layout then looked like a long task after that paint (the page thread's longest, 35-50 ms of CPU in
 * its trace, four times that simulated). Without answers the end of the page ends the hold.
 */
const RENDER_AFTER_ROOT = `<link rel="expect" href="#${FIRST_PAINT_ANSWERS_ID}" blocking="render">`;

/**
 * A page to be sent while its first paint is drawn, split around its empty #root: the part before it,
 * sent at once, with the preloaded styles as stylesheets (the markup that follows must show styled;
 * without it they are what the shell loads first anyway), its rendering held until #root is in, the
 * head's scripts and the preloads only they use, and the part after it. Null without #root.
 *
 * The scripts go after #root, with the paint; with a paint they are also held until it has been painted
 * (after-first-paint.ts). Fetched and compiled while the server draws, they took the cores (two here)
 * from the draw and from the parse, and the grid came 8-18 ms later (docs/performance.md §9).
 * Everything else the head holds stays first, in its order.
 */
export function pageAroundRoot(page: string): { before: string; scripts: string; after: string } | null {
  const root = ROOT_ELEMENT.exec(page);
  if (!root) return null;
  const head = page
    .slice(0, root.index)
    .replace(PRELOADED_STYLE, '<link rel="stylesheet"')
    .replace('</head>', () => `${RENDER_AFTER_ROOT}</head>`);
  return {
    before: head.replace(FOR_SCRIPTS, ''),
    scripts: (head.match(FOR_SCRIPTS) ?? []).join(''),
    after: page.slice(root.index + root[0].length),
  };
}

/**
 * #root with the first paint's markup, its controls held by the guard until the browser's render has taken
 * it over (drawn-page-guard.ts) and said to be disabled, to assistive technology and to test tools; then
 * the answers the browser's first render draws from as JSON (read once the page is parsed: the shell's
 * scripts are deferred). An empty #root without a paint, with the shell's answers alone.
 */
export function paintedRoot(paint: PageFirstPaint | null, shellAnswers: Record<string, unknown> = {}): string {
  const answers = paint ? { ...shellAnswers, ...paint.answers } : shellAnswers;
  const json =
    Object.keys(answers).length === 0
      ? ''
      : `<script type="application/json" id="${FIRST_PAINT_ANSWERS_ID}">${scriptSafeJson(answers)}</script>`;
  const root = paint
    ? `<script>${DRAWN_PAGE_GUARD_SCRIPT}</script><div id="root" ${FIRST_PAINT_GATE_ATTRIBUTE} aria-disabled="true">${paint.html}</div>`
    : '<div id="root"></div>';
  return `${root}${json}`;
}

/** A page sent as built, with the shell's answers after its empty #root (none: the page as built). */
export const withShellAnswers = (page: string, shellAnswers: Record<string, unknown>): string =>
  Object.keys(shellAnswers).length === 0 ? page : page.replace(ROOT_ELEMENT, () => paintedRoot(null, shellAnswers));
