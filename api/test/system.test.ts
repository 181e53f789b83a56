import { buildApp } from '../src/app';
import { testConfig } from '../src/config';
import { createDatabase, migrateToLatest } from '../src/db/database';
import { createBackgroundWork } from '../src/lib/background-work';
import { startTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

describe('system calls', () => {
  it('serves CMS pages by code, and 404 for unknown codes', async () => {
    for (const gubun of ['01', '02', '42', '46', 'about', 'accessibility', 'faq']) {
      const res = await t.get('/system/get-cms', { query: { gubun } });
      expect(res.status).toBe(200);
      expect(res.body.cms.title).toBeTruthy();
      expect(res.body.cms.contents).toContain('<');
    }
    const missing = await t.get('/system/get-cms', { query: { gubun: '99' } });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ is_success: false, message: 'Page not found', code: 'NOT_FOUND' });
  });

  it('names the failing field on 400', async () => {
    const res = await t.get('/system/get-cms');
    expect(res.status).toBe(400);
    expect(res.body.is_success).toBe(false);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(res.body.fields)).toEqual(['gubun']);
  });

  it('gives the menu as a 3-level tree with parents first', async () => {
    const { body } = await t.get('/system/get-menu');
    const menu = body.menuList as { idWebCate: number; pCode: number; level: number; cateNm: string }[];
    expect(menu.filter((m) => m.level === 1).map((m) => m.cateNm)).toEqual(['Kitchen', 'Housewares', 'Beauty']);
    expect(Math.max(...menu.map((m) => m.level))).toBe(3);
    const ids = new Set<number>();
    for (const node of menu) {
      if (node.pCode !== 0) expect(ids.has(node.pCode)).toBe(true);
      ids.add(node.idWebCate);
    }
  });

  it('gives code list 88 (filter groups) and filter menus per category', async () => {
    const codes = await t.get('/system/get-code', { query: { div: 88 } });
    expect(codes.body.codeList.map((c: { codeNm: string }) => c.codeNm)).toContain('Color');
    const color = codes.body.codeList.find((c: { codeNm: string }) => c.codeNm === 'Color');
    expect(color.item1.split(',')).toHaveLength(color.item2.split(',').length);
    const beauty = await t.get('/system/get-filter-menu', { query: { category: 'beauty' } });
    expect(beauty.body.filterList[0]).toMatchObject({ cateNm: 'Beauty', filterGroup: '1,4,5' });
  });

  it('lists banners, content banners, tiles, first depth, store, brands and e-catalogs with real files', async () => {
    expect((await t.get('/system/get-banner', { query: { brandCode: 'SF' } })).body.bannerList).toHaveLength(3);
    expect((await t.get('/system/get-cms-banner')).body.cmsBannerList).toHaveLength(3);
    expect((await t.get('/system/get-category')).body.categoryList.length).toBeGreaterThan(5);
    const first = await t.get('/system/get-web-first-depth');
    expect(first.body.categoryList).toHaveLength(3);
    expect(first.body.categoryList[0].banner_filepath1).toMatch(/^\/uploads\//);
    expect((await t.get('/system/get-store')).body.storeInfo).toMatchObject({ idStore: 1, zipcode: '90248' });
    const brands = await t.get('/system/get-brands');
    expect(brands.body.brandList).toHaveLength(16);
    const ecat = await t.get('/system/get-e-catalog-files');
    expect(ecat.body.eCatalogList.length).toBeGreaterThanOrEqual(3);
    const pdf = await t.raw('GET', ecat.body.eCatalogList[0].filepath2);
    expect(pdf.status).toBe(200);
    expect(pdf.buffer.subarray(0, 5).toString()).toBe('%PDF-');
    const logo = await t.raw('GET', brands.body.brandList[0].logo);
    expect(logo.headers.get('content-type')).toBe('image/webp');
    expect((await t.raw('GET', '/uploads/../jwt-secret')).status).toBe(404);
    expect((await t.raw('GET', '/uploads/%2e%2e/jwt-secret')).status).toBe(404);
  });
});

describe('API edges', () => {
  it('requires the API key', async () => {
    const res = await t.raw('GET', '/api/system/get-menu');
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ is_success: false, code: 'INVALID_API_KEY' });
  });

  it('lets browsers cache public content but never priced or personal answers', async () => {
    const menu = await t.raw('GET', '/api/system/get-menu', { headers: { 'x-api-key': 'storefront-web' } });
    expect(menu.headers.get('cache-control')).toBe('public, max-age=300');
    const products = await t.raw('GET', '/api/product/get-best-seller', { headers: { 'x-api-key': 'storefront-web' } });
    expect(products.headers.get('cache-control')).toBe('no-store');
  });

  it('answers unknown calls with a JSON 404', async () => {
    const res = await t.get('/nope');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ is_success: false, code: 'NOT_FOUND' });
  });

  it('refuses malformed JSON (400), other content types (415) and big bodies (413) without leaking internals', async () => {
    const json = { 'x-api-key': 'storefront-web', 'content-type': 'application/json' };
    const bad = await t.raw('POST', '/api/customer/login', { headers: json, body: '{"userId":' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ is_success: false });
    expect(JSON.stringify(bad.body)).not.toMatch(/at .*\.js|stack/i);
    const xml = await t.raw('POST', '/api/customer/login', {
      headers: { ...json, 'content-type': 'application/xml' },
      body: '<a/>',
    });
    expect(xml.status).toBe(415);
    expect(xml.body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const text = await t.raw('POST', '/api/customer/login', {
      headers: { ...json, 'content-type': 'text/plain' },
      body: '{"userId":"a@b.co","password":"x"}',
    });
    expect({ status: text.status, code: text.body.code }).toEqual({ status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' });
    const big = await t.raw('POST', '/api/customer/login', {
      headers: json,
      body: JSON.stringify({ userId: 'x'.repeat(400_000), password: 'y' }),
    });
    expect(big.status).toBe(413);
    expect(big.body.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('publishes an OpenAPI document generated from the contracts', async () => {
    const res = await t.raw('GET', '/api/docs');
    expect(res.status).toBe(200);
    const doc = res.body;
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/cart/get'].get.parameters.map((p: { name: string }) => p.name)).toContain('idCustomer');
    expect(doc.paths['/api/payment/place-order'].post.requestBody).toBeDefined();
    expect(Object.keys(doc.paths).length).toBeGreaterThan(50);
    // Which calls need a session, as the server answers them: the cart needs a token, the catalogue not.
    expect(doc.paths['/api/cart/get'].get.security).toEqual([{ apiKey: [], bearer: [] }]);
    expect(doc.paths['/api/product/get'].get.security).toContainEqual({ apiKey: [] });
    const withKeyOnly = (path: string) => t.raw('GET', path, { headers: { 'x-api-key': 'storefront-web' } });
    expect((await withKeyOnly('/api/cart/get')).status).toBe(401);
    expect((await withKeyOnly('/api/product/get?category=kitchen')).status).toBe(200);
    // The contact form as the server reads it: its fields as JSON text, and files.
    const form = doc.paths['/api/customer/register-cs'].post.requestBody.content['multipart/form-data'].schema;
    expect(form.properties.csInfo.type).toBe('string');
    expect(form.properties.files.maxItems).toBe(5);
  });

  it('answers 503 when the database is unreachable', async () => {
    const down = await buildApp({
      config: testConfig(t.dataDir, { databaseUrl: 'postgres://nobody@127.0.0.1:1/none' }),
      db: createDatabase({ databaseUrl: 'postgres://nobody@127.0.0.1:1/none', dataDir: t.dataDir }),
    });
    try {
      const res = await down.inject({
        method: 'GET',
        url: '/api/system/get-menu',
        headers: { 'x-api-key': 'storefront-web' },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        is_success: false,
        message: 'The service is temporarily unavailable. Please try again shortly.',
        code: 'SERVICE_UNAVAILABLE',
      });
      expect(res.headers['retry-after']).toBe('5');
      // Alive (no restart wanted) but not ready (send no traffic) until the database answers.
      const health = await down.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      const ready = await down.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.headers['retry-after']).toBe('5');
      expect(ready.json()).toMatchObject({ is_success: false, code: 'SERVICE_UNAVAILABLE' });
    } finally {
      await down.close();
    }
  });

  it('reports health', async () => {
    const res = await t.raw('GET', '/api/health');
    expect(res.body).toEqual({ is_success: true, status: 'ok' });
    const ready = await t.raw('GET', '/api/ready');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ is_success: true, status: 'ready' });
  });
});

describe('closing the server', () => {
  it('lets the work requests left running finish on the database before what the caller closes', async () => {
    const db = createDatabase({ databaseUrl: 'memory://', dataDir: t.dataDir });
    await migrateToLatest(db);
    const background = createBackgroundWork();
    const events: string[] = [];
    const app = await buildApp({
      config: testConfig(t.dataDir, { databaseUrl: 'memory://' }),
      db,
      background,
      // As the server does: its database goes once the app is done.
      onClosed: async () => {
        events.push('database closed');
        await db.destroy();
      },
    });
    let letWorkOn: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (letWorkOn = resolve));
    background.run(
      async () => {
        await held;
        await db.selectFrom('orders').select('id_so').execute(); // a mail's work reads the order
        events.push('work done');
      },
      (error) => events.push(`work failed: ${String(error)}`),
    );
    const closing = app.close();
    letWorkOn();
    await closing;
    expect(events).toEqual(['work done', 'database closed']);
  });
});
