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
import { paintsPath, renderPage } from './first-paint';

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
    const path = url.split('?')[0];
    if (path === '/api/product/get') {
      const price = headers.authorization === 'Bearer token-a' ? 10 : 20;
      return { status: 200, body: { is_success: true, productList: [product('STE-1', 'Steel Pot', price)], total: 1 } };
    }
    if (path === '/api/system/get-menu') return { status: 200, body: { is_success: true, menuList: [] } };
    if (path === '/api/system/get-filter-menu') return { status: 200, body: { is_success: true, filterList: [] } };
    if (path === '/api/system/get-code') return { status: 200, body: { is_success: true, codeList: [] } };
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

  it('draws nothing for a visitor (the session guard sends them home) or a page it does not paint', async () => {
    const api = fakeApi();
    expect(await renderPage(request(api, null))).toBeNull();
    expect(await renderPage({ ...request(api, 'token-a'), pathname: '/product' })).toBeNull();
    expect(api.calls).toHaveLength(0);
    // The server asks first and skips the pages it never draws.
    expect(['/search', '/product', '/', '/cart'].filter(paintsPath)).toEqual(['/search']);
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
