import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { API_KEY_META_NAME } from '@storefront/shared-kernel/domain';
import { shellPaths } from './page-hints';
import { sitePlugin } from './site.plugin';

// The shell's paths by the host build's route table are routes of their own, answered with the page
// without the static files' look-up; any other extensionless path still gets the page through the
// not-found handler, and a table the router cannot take, or that names a route the server has, starts anyway.
describe("the shell's pages as routes", () => {
  let app: FastifyInstance;
  let root: string;
  const PAGE = '<!doctype html><html><head></head><body><div id=root></div></body></html>';
  const TABLE = {
    catalog: ['/', '/search'],
    account: ['/order/:orderNo', '/myaccount/:page', '/health', 'relative', '/a b', '/page.html', '/x/../y', 42],
    checkout: '/cart',
    admin: ['/admin', '/admin/*'],
  };

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'site-routes-'));
    const hostDist = path.join(root, 'host');
    fs.mkdirSync(hostDist, { recursive: true });
    fs.writeFileSync(path.join(hostDist, 'index.html'), PAGE);
    fs.writeFileSync(path.join(hostDist, 'route-owners.json'), JSON.stringify(TABLE));
    app = Fastify({ logger: false });
    app.get('/health', async () => ({ ok: true }));
    await app.register(sitePlugin, { dataDir: path.join(root, 'data'), hostDist });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('reads the paths the router can take as they are, once each', () => {
    expect(shellPaths(path.join(root, 'host'))).toEqual([
      '/',
      '/search',
      '/order/:orderNo',
      '/myaccount/:page',
      '/health',
      '/admin',
      '/admin/*',
    ]);
    expect(shellPaths(path.join(root, 'no-such-build'))).toEqual([]);
  });

  it('answers each path of the table with the page from a route of its own', async () => {
    for (const url of ['/', '/search', '/order/:orderNo', '/myaccount/:page']) {
      expect({ url, routed: app.hasRoute({ method: 'GET', url }) }).toEqual({ url, routed: true });
    }
    // A subtree's every path is a page of its owner, pages it adds later included.
    for (const url of ['/search?keyword=steel', '/order/A-1', '/myaccount/orders', '/admin', '/admin/orders/5']) {
      const res = await app.inject({ method: 'GET', url });
      expect({ url, status: res.statusCode, body: res.body }).toEqual({ url, status: 200, body: PAGE });
    }
    const head = await app.inject({ method: 'HEAD', url: '/search' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toMatch(/^text\/html/);
  });

  it('leaves a route the server already has to it, and serves other pages and files as before', async () => {
    expect((await app.inject({ method: 'GET', url: '/health' })).json()).toEqual({ ok: true });
    for (const url of ['relative', '/a b', '/page.html']) expect(app.hasRoute({ method: 'GET', url })).toBe(false);
    // Routes of the table the server does not route itself still get the page, whatever their case.
    for (const url of ['/SEARCH', '/Order/A-1/']) {
      const res = await app.inject({ method: 'GET', url });
      expect({ url, status: res.statusCode, body: res.body }).toEqual({ url, status: 200, body: PAGE });
    }
    // A path of no route (nor of an entry the table breaks) gets the page too, the shell's not-found
    // page, answered 404.
    for (const url of ['/brands', '/order', '/search/extra?keyword=x', '/cart', '/administrator']) {
      const res = await app.inject({ method: 'GET', url });
      expect({ url, status: res.statusCode, body: res.body }).toEqual({ url, status: 404, body: PAGE });
    }
    // An API path is never a page, however it is spelled.
    for (const url of ['/missing.js', '/order/A-1.pdf', '/myaccount/orders.json', '/%61pi/nope', '/api/nope']) {
      const res = await app.inject({ method: 'GET', url });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
      expect(res.json()).toEqual({ is_success: false, message: 'Not found', code: 'NOT_FOUND' });
    }
  });
});

describe("the page's API key", () => {
  it('is named in every page, escaped, so bundles built with the default key call a server with its own', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'site-key-'));
    const hostDist = path.join(root, 'host');
    fs.mkdirSync(hostDist, { recursive: true });
    fs.writeFileSync(path.join(hostDist, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
    const app = Fastify({ logger: false });
    await app.register(sitePlugin, { dataDir: path.join(root, 'data'), hostDist, apiKey: 'own"<key>' });
    try {
      const page = (await app.inject({ method: 'GET', url: '/search' })).body;
      expect(page).toContain(`<meta name="${API_KEY_META_NAME}" content="own&quot;&lt;key&gt;"></head>`);
    } finally {
      await app.close();
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
