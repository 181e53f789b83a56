import { DEFAULT_SORT, SORT_VALUES } from '@storefront/shared-kernel/domain';
import { startTestApp, type Body, type TestApp } from './helpers';

// A product list asked without a sort comes in the kernel's one default order, the one the search page
// shows without a sort in its address (docs/product.md §5.5), and the API takes exactly the kernel's sorts.
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  token = await t.login();
});
afterAll(async () => t?.close());

const skus = (body: Body): string[] => body.productList.map((p: { idStyle: string }) => p.idStyle);

describe('the default sort', () => {
  it('is the kernel default: a list without a sort equals the same list sorted by it', async () => {
    const query = { category: 'kitchen', perPage: 48 };
    const unsorted = await t.get('/product/get', { token, query });
    const byDefault = await t.get('/product/get', { token, query: { ...query, sort: DEFAULT_SORT } });
    expect(unsorted.status).toBe(200);
    expect(skus(unsorted.body)).toEqual(skus(byDefault.body));
    // Not a coincidence of the demo data: another order gives another page.
    const byPosition = await t.get('/product/get', { token, query: { ...query, sort: 'position' } });
    expect(skus(byPosition.body)).not.toEqual(skus(byDefault.body));
  });

  it('takes every sort of the kernel list and no other', async () => {
    for (const sort of SORT_VALUES) {
      const res = await t.get('/product/get', { token, query: { category: 'beauty', sort } });
      expect({ sort, status: res.status }).toEqual({ sort, status: 200 });
    }
    expect((await t.get('/product/get', { token, query: { category: 'beauty', sort: 'newset' } })).status).toBe(400);
  });
});
