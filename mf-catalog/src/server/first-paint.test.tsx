/** @jest-environment node */
import {
  apiKey,
  apiKeyText,
  GUEST_USER,
  productRoutes,
  systemRoutes,
  type FirstPaintRequest,
  type Product,
} from '@storefront/shared-kernel';
import { drawLandingPage } from '@storefront/shared-kernel/testing';
import * as serverModule from './first-paint';

const { paintsPath } = serverModule;
const renderPage = (request: FirstPaintRequest) => drawLandingPage(serverModule, request);

const product = (idStyle: string, webTitle: string, yourPrice: number): Product => ({
  idStyle,
  idStyleDtl: 1,
  webTitle,
  websitename: webTitle,
  filepath1: `/uploads/products/${idStyle}.svg`,
  Tfilepath1: `/uploads/products/${idStyle}.svg`,
  image: `/uploads/products/${idStyle}.svg`,
  avaQty: 10,
  price: yourPrice,
  retailPrice: yourPrice + 100,
  salePrice: 0,
  yourPrice,
  color: 'Silver',
  qtyPerUOM: 1,
  qtyPerCTN: 12,
  minBuy: 1,
  tags: '',
  brand: 'Tiger',
  brandId: 1,
  barcode: '',
  uom: 'EA',
  category: 'Kitchen',
});

const buyer = (idCustomer: number) => ({ ...GUEST_USER, idCustomer, userId: idCustomer, firstname: 'B' });

/** An API that prices by the caller's token, as the real one prices by the caller's level. */
function fakeApi() {
  const calls: { url: string; headers: Record<string, string> }[] = [];
  const callApi: FirstPaintRequest['callApi'] = async (_method, url, headers) => {
    calls.push({ url, headers });
    await new Promise((resolve) => setTimeout(resolve, 5)); // answers arrive later, interleaved
    const path = url.split('?')[0] ?? '';
    if (path === '/api/product/get') {
      const price = headers.authorization === 'Bearer token-a' ? 10 : 20;
      return { status: 200, body: { is_success: true, productList: [product('STE-1', 'Steel Pot', price)], total: 1 } };
    }
    if (path === '/api/system/get-menu') return { status: 200, body: { is_success: true, menuList: [] } };
    if (path === '/api/system/get-filter-menu') return { status: 200, body: { is_success: true, filterList: [] } };
    if (path === '/api/system/get-code') return { status: 200, body: { is_success: true, codeList: [] } };
    // The home page's reads: its rails and its sections.
    const rail = { is_success: true, productList: [product('RAIL-1', 'Rail Kettle', 30)] };
    if (/^\/api\/product\/get-(best-seller|new-arrival|featured)$/.test(path)) return { status: 200, body: rail };
    const lists: Partial<Record<string, object>> = {
      '/api/system/get-banner': { bannerList: [] },
      '/api/system/get-category': {
        categoryList: [{ title: 'Cookware', slug: 'cookware', filepath1: '/uploads/c.svg' }],
      },
      '/api/system/get-cms-banner': { cmsBannerList: [] },
      '/api/system/get-web-first-depth': { categoryList: [] },
      '/api/system/get-brands': { brandList: [{ name: 'Tiger', logo: '/uploads/tiger.svg' }] },
      '/api/system/get-store': { storeInfo: { idStore: 1, zipcode: '90248' } },
    };
    const list = lists[path];
    if (list) return { status: 200, body: { is_success: true, ...list } };
    return { status: 404, body: { is_success: false } };
  };
  return { calls, callApi };
}

const request = (api: ReturnType<typeof fakeApi>, token: string | null, user = buyer(1)): FirstPaintRequest => ({
  pathname: '/search',
  search: '?keyword=steel',
  user: token ? user : null,
  token,
  callApi: api.callApi,
});

describe('the catalog first paint', () => {
  it('draws the search grid with the buyer’s prices and gives the answers it drew from', async () => {
    const api = fakeApi();
    const paint = await renderPage(request(api, 'token-a'));
    expect(paint?.html).toContain('aria-label="Products"');
    expect(paint?.html).toContain('Steel Pot');
    expect(paint?.html).toContain('Search results for “steel”');
    expect(paint?.html).toContain('$10.00');
    // Drawn without knowing the screen: the filters' sidebar and the drawer's button both, each for its widths.
    expect(paint?.html).toMatch(/<aside class="[^"]*\bwideOnly\b[^"]*" aria-label="Filters">/);
    expect(paint?.html).toMatch(/<button[^>]* class="[^"]*\bnarrowOnly\b[^"]*"[^>]*>Filters<\/button>/);
    // Keyed by the reads the page's hooks make in the browser (same route, same input), so its first
    // render takes them without asking again.
    const listInput = {
      idCustomer: 1,
      brandId: 1,
      storeId: 1,
      keyword: 'steel',
      sort: 'newest',
      currPage: 1,
      perPage: 24,
    };
    expect(Object.keys(paint?.answers ?? {}).sort()).toEqual(
      [
        apiKey(productRoutes.getProducts, listInput),
        apiKey(systemRoutes.getFilterMenu, { category: '' }),
        apiKey(systemRoutes.getCode, { div: '88' }),
        apiKey(systemRoutes.getMenu, {}),
      ]
        .map(apiKeyText)
        .sort(),
    );
    // The product list is asked first: it is what the grid waits for.
    expect(api.calls[0]?.url).toMatch(/^\/api\/product\/get\?/);
    expect(api.calls.every((call) => call.headers.authorization === 'Bearer token-a')).toBe(true);
    expect(api.calls.every((call) => call.headers['x-api-key'])).toBe(true);
  });

  it('keeps buyers apart when their pages are drawn at the same time', async () => {
    const api = fakeApi();
    const [a, b] = await Promise.all([
      renderPage(request(api, 'token-a', buyer(1))),
      renderPage(request(api, 'token-b', buyer(2))),
    ]);
    expect(a?.html).toContain('$10.00');
    expect(a?.html).not.toContain('$20.00');
    expect(b?.html).toContain('$20.00');
    expect(b?.html).not.toContain('$10.00');
  });

  it('draws nothing for a visitor on a buyer’s page (the session guard sends them away) or a page not its own', async () => {
    const api = fakeApi();
    expect(await renderPage(request(api, null))).toBeNull();
    expect(await renderPage({ ...request(api, null), pathname: '/brands' })).toBeNull();
    expect(await renderPage({ ...request(api, 'token-a'), pathname: '/cart' })).toBeNull();
    expect(api.calls).toHaveLength(0);
    // The server asks first and skips the pages it never draws.
    expect(['/search', '/product', '/', '/brands', '/ecatalog', '/cart', '/login'].filter(paintsPath)).toEqual([
      '/search',
      '/product',
      '/',
      '/brands',
      '/ecatalog',
    ]);
  });

  it('draws home for a visitor with every section its reads answered, and no price', async () => {
    const api = fakeApi();
    const paint = await renderPage({ ...request(api, null), pathname: '/', search: '' });
    // The sections below the carousel are drawn once every read has answered: all were fetched first.
    expect(paint?.html).toContain('Best Sellers');
    expect(paint?.html).toContain('Rail Kettle');
    expect(paint?.html).toContain('Shop Categories');
    expect(paint?.html).toContain('Shop By Brand');
    expect(paint?.html).toContain('Login to see price');
    expect(paint?.html).not.toContain('$30.00');
    const asked = new Set(api.calls.map((call) => call.url.split('?')[0]));
    expect([...asked].sort()).toEqual(
      [
        '/api/product/get-best-seller',
        '/api/product/get-featured',
        '/api/product/get-new-arrival',
        '/api/system/get-banner',
        '/api/system/get-brands',
        '/api/system/get-category',
        '/api/system/get-cms-banner',
        '/api/system/get-store',
        '/api/system/get-web-first-depth',
      ].sort(),
    );
    // Each read once, and each answer goes with the page for the browser's first render.
    expect(api.calls).toHaveLength(asked.size);
    expect(Object.keys(paint?.answers ?? {})).toHaveLength(asked.size);
    expect(api.calls.every((call) => call.headers.authorization === undefined)).toBe(true);
  });

  it('fails when a call fails, so the server sends the page without a first paint', async () => {
    const api = fakeApi();
    const failing: FirstPaintRequest['callApi'] = async (method, url, headers) =>
      url.startsWith('/api/product/get')
        ? { status: 503, body: { is_success: false } }
        : api.callApi(method, url, headers);
    await expect(renderPage({ ...request(api, 'token-a'), callApi: failing })).rejects.toThrow();
  });
});
