import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { AFTER_FIRST_PAINT_SCRIPT, HELD_SCRIPTS_ID } from './after-first-paint';
import { DRAWN_PAGE_GUARD_SCRIPT } from './drawn-page-guard';
import { sitePlugin } from './site.plugin';

// The server's part of a first paint: it finds the owning remote's and the host's server modules (here
// small stand-ins written into a data folder and a host build, as a release would put them), tells them
// who asks, lets them call the API in process, and puts what they drew into the page, or sends the page
// as built when anything is missing, fails or is late.
const RELEASE = 'mf-catalog/1.0.0-a';
const BUILT_SCRIPTS = '<script defer src=/main.js></script><link rel=preload as=script href=/vendor.js>';
const HOST_PAGE = `<!doctype html><html><head>${BUILT_SCRIPTS}<link rel=preload as=style href=/shell.css></head><body><div id=root></div></body></html>`;
/** What only the scripts need, as a drawn page sends it after #root: the built page's, then the remote's manifest. */
const PAGE_SCRIPTS = `${BUILT_SCRIPTS}<link rel="preload" as="fetch" crossorigin="anonymous" href="/remotes/${RELEASE}/mf-manifest.json">`;
const SCRIPTS_AFTER_ROOT = `${PAGE_SCRIPTS}</body>`;
/** The same, held until the page is painted: in the template the inline script puts into the page then. */
const SCRIPTS_HELD = `<template id="${HELD_SCRIPTS_ID}">${PAGE_SCRIPTS}</template><script>${AFTER_FIRST_PAINT_SCRIPT}</script></body>`;

/** A remote's server module: its routes (a stand-in page per path) and the library it shares with the host. */
const REMOTE_MODULE = `
const kit = require('probe-kit');
exports.kit = kit;
exports.paintsPath = (pathname) => pathname !== '/never-drawn';
const drawPage = async (request) => {
  if (request.pathname === '/slow') return new Promise(() => undefined);
  if (request.pathname === '/broken') throw new Error('the page could not be drawn');
  if (request.pathname === '/refused') throw Object.assign(new Error('API answered 400'), { response: { status: 400 } });
  const answer = await request.callApi('GET', '/api/probe' + request.search, { authorization: 'Bearer ' + request.token });
  return { html: '<p class="price">' + answer.body.price + '</p>', answers: { probe: answer.body } };
};
exports.remote = { name: 'catalog', routes: [{ path: '*', Component: drawPage }] };`;
/**
 * The host's: it draws the page with the remote's route, refusing a remote that did not get the host's
 * copy of the shared library (as a page drawn by two Reacts would fail).
 */
const hostModule = (label: string) => `
const kit = { label: '${label}' };
exports.shared = { 'probe-kit': kit };
exports.renderPage = async (request, drawing) => {
  if (request.pathname !== '/' && !request.token) return null; // the session guard's rule
  if (drawing.module.kit !== kit) throw new Error('the remote has a library of its own');
  const shell = request.callApi('GET', '/api/probe?shell=1', {});
  const page = await drawing.module.remote.routes[0].Component(request);
  await shell;
  const who = request.user ? request.user.firstname : 'visitor';
  return { html: '<header>${label} ' + who + ' ' + drawing.name + '@' + drawing.version + '</header>' + page.html, answers: page.answers };
};`;
/** A drawn page's #root, its controls held by the guard until the browser has taken the page over. */
const gated = (html: string) =>
  `<script>${DRAWN_PAGE_GUARD_SCRIPT}</script><div id="root" data-first-paint aria-disabled="true">${html}</div>`;

describe('a landing page with its first paint', () => {
  let app: FastifyInstance;
  let root: string;
  let hostDist: string;
  const probes: { authorization?: string; apiKey?: string; query: unknown }[] = [];
  const sessionLookups: string[] = [];
  const logs: { level: number; msg: string; status?: number; pathname?: string }[] = [];
  const ERROR_LEVEL = 50;
  const isShellProbe = (probe: { query: unknown }) => (probe.query as { shell?: string }).shell === '1';
  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'first-paint-'));
    const dataDir = path.join(root, 'data');
    hostDist = path.join(root, 'host');
    const release = path.join(dataDir, 'releases', RELEASE);
    fs.mkdirSync(path.join(release, 'server'), { recursive: true });
    fs.mkdirSync(path.join(hostDist, 'server'), { recursive: true });
    fs.writeFileSync(path.join(release, 'mf-manifest.json'), JSON.stringify({ metaData: {}, exposes: [] }));
    fs.writeFileSync(path.join(release, 'server', 'first-paint.js'), REMOTE_MODULE);
    fs.writeFileSync(path.join(hostDist, 'server', 'first-paint.js'), hostModule('v1'));
    fs.writeFileSync(path.join(hostDist, 'index.html'), HOST_PAGE);
    fs.writeFileSync(
      path.join(hostDist, 'route-owners.json'),
      JSON.stringify({
        catalog: ['/', '/search', '/slow', '/broken', '/refused', '/never-drawn'],
        account: ['/login'],
      }),
    );
    fs.writeFileSync(
      path.join(dataDir, 'remotes.json'),
      JSON.stringify({ remotes: { catalog: { version: '1.0.0-a', url: `/remotes/${RELEASE}/mf-manifest.json` } } }),
    );
    // The server's log, to tell its own faults from a request's.
    app = Fastify({ logger: { level: 'info', stream: { write: (line: string) => void logs.push(JSON.parse(line)) } } });
    // The API stand-in: prices by the caller, as the real one does; it answers only with the server's key.
    app.get('/api/probe', async (request, reply) => {
      const apiKey = request.headers['x-api-key'];
      const probe = { authorization: request.headers.authorization, apiKey: String(apiKey), query: request.query };
      probes.push(probe);
      if (apiKey !== 'server-key') return reply.code(401).send({ is_success: false });
      return { price: request.headers.authorization === 'Bearer good-token' ? '$12.00 </script><b>' : 'none' };
    });
    await app.register(sitePlugin, {
      dataDir,
      hostDist,
      firstPaint: {
        userOfSession: async (token) => {
          sessionLookups.push(token);
          return token === 'good-token' ? ({ firstname: 'Dana' } as never) : null;
        },
        apiKey: 'server-key',
        timeLimitMs: 200,
      },
    });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  const page = (url: string, cookie?: string, method: 'GET' | 'HEAD' = 'GET') =>
    app.inject({ method, url, headers: cookie ? { cookie } : {} });
  const expectAsBuilt = (res: Awaited<ReturnType<typeof page>>) => {
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id=root></div>');
    expect(res.body).toContain(`<head>${BUILT_SCRIPTS}<link rel=preload as=style href=/shell.css>`);
    expect(res.body).not.toContain('id="first-paint-answers"');
    expect(res.body).not.toContain('rel="expect"');
    expect(res.headers['cache-control']).toBe('no-cache');
    // Whether a page is drawn, and as which page, depends on who asks and from where.
    expect(res.headers.vary).toBe('cookie, sec-fetch-site');
  };
  /** The first part (up to #root) holds the styles and the pointer but nothing only the scripts use. */
  const expectScriptsAfterRoot = (res: Awaited<ReturnType<typeof page>>, scripts = SCRIPTS_AFTER_ROOT) => {
    const head = res.body.slice(0, res.body.indexOf('<div id="root"'));
    expect(head).toContain('<link rel="stylesheet" href=/shell.css>');
    expect(head).toContain('id="remotes-pointer"');
    // Nothing is rendered until #root is in: no empty frames while the server draws.
    expect(head).toContain('<link rel="expect" href="#first-paint-answers" blocking="render"></head>');
    expect(head).not.toMatch(/<script defer|as=script|as="fetch"/);
    expect(res.body).toContain(`${scripts}</html>`);
  };
  /**
   * A page the remote draws, sent in parts while it was drawn, that got no paint: #root empty and no answers;
   * its styles were made stylesheets and its caching settled before the paint was known.
   */
  const expectNoPaint = (res: Awaited<ReturnType<typeof page>>) => {
    expect(res.statusCode).toBe(200);
    expectScriptsAfterRoot(res);
    expect(res.body).toContain(`<body><div id="root"></div>${SCRIPTS_AFTER_ROOT}`);
    expect(res.body).not.toContain('id="first-paint-answers"');
    expect(res.headers['cache-control']).toBe('private, no-cache');
  };

  it('draws the buyer’s page in #root, with its answers and its styles applied at once', async () => {
    const res = await page('/search?keyword=pot', 'theme=dark; storefront_session=good-token');
    expect(res.body).toContain(
      gated('<header>v1 Dana catalog@1.0.0-a</header><p class="price">$12.00 </script><b></p>'),
    );
    // The answers cannot close their element, whatever the data holds.
    expect(res.body).toContain(
      '<script type="application/json" id="first-paint-answers">{"probe":{"price":"$12.00 \\u003c/script\\u003e\\u003cb\\u003e"}}</script>',
    );
    // The scripts come once the paint is in (while it was drawn they would take the browser's time), and
    // are held until it is painted.
    expectScriptsAfterRoot(res, SCRIPTS_HELD);
    expect(res.body).toContain(`\\u003cb\\u003e"}}</script>${SCRIPTS_HELD}`);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers.vary).toBe('cookie, sec-fetch-site, accept-encoding');
    expect(probes.filter((p) => !isShellProbe(p)).at(-1)).toEqual({
      authorization: 'Bearer good-token',
      apiKey: 'server-key',
      query: { keyword: 'pot' },
    });
  });

  it('draws a visitor’s page where the host lets one show, and sends a guarded one without a paint', async () => {
    const home = await page('/');
    expect(home.body).toContain('<header>v1 visitor catalog@1.0.0-a</header>');
    // A cookie naming no valid session is a visitor: the guarded page goes without a paint, nobody's prices in it.
    for (const cookie of [undefined, 'storefront_session=stale-token', 'storefront_session=%E0%A4%A']) {
      expectNoPaint(await page('/search', cookie));
    }
  });

  it('draws home for a visitor sure to be sent there: no page cookie on a navigation of the site’s own', async () => {
    const visit = (url: string, headers: Record<string, string>) => app.inject({ method: 'GET', url, headers });
    for (const site of ['none', 'same-origin']) {
      const res = await visit('/search?keyword=pot', { 'sec-fetch-site': site });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(gated('<header>v1 visitor catalog@1.0.0-a</header><p class="price">none</p>'));
      // Home's reads, not the asked page's.
      expect(probes.filter((p) => !isShellProbe(p)).at(-1)?.query).toEqual({});
    }
    // From another site's link a buyer's cookie stays behind; a cookie, even a stale one, may be a buyer's.
    expectNoPaint(await visit('/search', { 'sec-fetch-site': 'cross-site' }));
    expectNoPaint(await visit('/search', { 'sec-fetch-site': 'none', cookie: 'storefront_session=stale-token' }));
  });

  it('sends the page without a paint when the page is late or fails, and as built when no remote draws the path', async () => {
    for (const url of ['/slow', '/broken']) expectNoPaint(await page(url, 'storefront_session=good-token'));
    expectAsBuilt(await page('/login', 'storefront_session=good-token'));
    // A path of no route is the shell's not-found page: the page as built, answered 404.
    const nowhere = await page('/nowhere', 'storefront_session=good-token');
    expect(nowhere.statusCode).toBe(404);
    expect(nowhere.body).toContain('<body><div id=root></div></body>');
  });

  it("logs a failed paint as the server's error, and one the API refused for the request's sake as news", async () => {
    logs.length = 0;
    expectNoPaint(await page('/broken', 'storefront_session=good-token'));
    expectNoPaint(await page('/refused', 'storefront_session=good-token'));
    const paintLogs = logs.filter((entry) => /first paint/.test(entry.msg));
    expect(paintLogs.map(({ level, pathname }) => ({ level, pathname }))).toEqual([
      { level: ERROR_LEVEL, pathname: '/broken' },
      { level: 30, pathname: '/refused' },
    ]);
    expect(paintLogs[1]?.status).toBe(400);
  });

  it('spends nothing on a page the remote never draws: no session lookup, no calls', async () => {
    probes.length = 0;
    sessionLookups.length = 0;
    expectAsBuilt(await page('/never-drawn', 'storefront_session=good-token'));
    expect(sessionLookups).toEqual([]);
    expect(probes).toEqual([]);
  });

  it('draws nothing for HEAD', async () => {
    const res = await page('/search', 'storefront_session=good-token', 'HEAD');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe('');
  });

  it('uses a host rebuilt in place at once', async () => {
    const file = path.join(hostDist, 'server', 'first-paint.js');
    fs.writeFileSync(file, hostModule('v2'));
    const later = new Date(Date.now() + 5_000);
    fs.utimesSync(file, later, later);
    // The remote's module is run again with the new host's libraries.
    expect((await page('/search', 'storefront_session=good-token')).body).toContain(
      '<header>v2 Dana catalog@1.0.0-a</header>',
    );
  });

  it("sends the shell's answers with every page, painted or not, asked as a visitor", async () => {
    const file = path.join(hostDist, 'server', 'first-paint.js');
    const shellAnswers = `
exports.shellAnswers = async (request) => {
  const answer = await request.callApi('GET', '/api/probe?menu=1', {});
  return { menu: { price: answer.body.price, token: request.token } };
};`;
    fs.writeFileSync(file, hostModule('v3') + shellAnswers);
    const later = new Date(Date.now() + 10_000);
    fs.utimesSync(file, later, later);
    const answersOf = (body: string) =>
      JSON.parse(/<script type="application\/json" id="first-paint-answers">(.*?)<\/script>/.exec(body)?.[1] ?? 'null');

    const login = await page('/login', 'storefront_session=good-token');
    expect(login.body).toContain('<body><div id="root"></div><script type="application/json"');
    expect(answersOf(login.body)).toEqual({ menu: { price: 'none', token: null } });
    // A page drawn without a paint carries them too, and a painted one beside the page's own.
    expect(answersOf((await page('/search')).body)).toEqual({ menu: { price: 'none', token: null } });
    expect(answersOf((await page('/search?keyword=pot', 'storefront_session=good-token')).body)).toEqual({
      menu: { price: 'none', token: null },
      probe: { price: '$12.00 </script><b>' },
    });

    // Late answers are left out: the browser then asks for them as before.
    fs.writeFileSync(file, hostModule('v4') + 'exports.shellAnswers = () => new Promise(() => undefined);');
    const latest = new Date(Date.now() + 20_000);
    fs.utimesSync(file, latest, latest);
    expectAsBuilt(await page('/login'));
  });
});
