import { isValidEan13, startTestApp, type TestApp } from './helpers';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  token = await t.login();
});
afterAll(async () => t?.close());

describe('product list', () => {
  it('lists a category subtree with a total, paged, and hides prices from visitors', async () => {
    const page1 = await t.get('/product/get', { query: { category: 'kitchen', currPage: 1, perPage: 24 } });
    expect(page1.status).toBe(200);
    expect(page1.body.total).toBeGreaterThan(24);
    expect(page1.body.productList).toHaveLength(24);
    expect(
      page1.body.productList.every(
        (p: { price: unknown; yourPrice: unknown; retailPrice: unknown }) =>
          p.price === null && p.yourPrice === null && p.retailPrice === null,
      ),
    ).toBe(true);
    const page2 = await t.get('/product/get', { query: { category: 'kitchen', currPage: 2, perPage: 24 } });
    expect(page2.body.productList[0].idStyle).not.toBe(page1.body.productList[0].idStyle);
  });

  it("prices by the caller's level: your price = price - salePrice", async () => {
    const res = await t.get('/product/get', { token, query: { category: 'housewares', perPage: 100 } });
    for (const p of res.body.productList) {
      expect(p.price).toBeGreaterThan(0);
      expect(p.yourPrice).toBeCloseTo(p.price - p.salePrice, 2);
    }
    const sku = res.body.productList[0].idStyle;
    const level2 = await t.db
      .selectFrom('product_prices')
      .selectAll()
      .where('id_style', '=', sku)
      .where('price_lev', '=', 2)
      .executeTakeFirstOrThrow();
    expect(res.body.productList[0].price).toBe(level2.price_cents / 100);
  });

  it('finds a brand given as the category, by keyword (full text and SKU), and by filters', async () => {
    const brand = await t.get('/product/get', { token, query: { category: 'hario' } });
    expect(brand.body.total).toBeGreaterThan(0);
    expect(brand.body.productList.every((p: { brand: string }) => p.brand === 'HARIO')).toBe(true);
    const keyword = await t.get('/product/get', { token, query: { keyword: 'rice cooker' } });
    expect(keyword.body.total).toBeGreaterThan(0);
    expect(keyword.body.productList[0].webTitle.toLowerCase()).toContain('rice');
    const sku = await t.get('/product/get', { token, query: { keyword: 'HAR-10' } });
    expect(sku.body.productList.every((p: { idStyle: string }) => p.idStyle.startsWith('HAR-10'))).toBe(true);
    const black = await t.get('/product/get', { token, query: { category: 'kitchen', filterList: '101' } });
    expect(black.body.total).toBeGreaterThan(0);
    expect(black.body.productList.every((p: { color: string }) => p.color === 'Black')).toBe(true);
    const blackOrWhite = await t.get('/product/get', { token, query: { category: 'kitchen', filterList: '101,102' } });
    expect(blackOrWhite.body.total).toBeGreaterThan(black.body.total);
    const none = await t.get('/product/get', { token, query: { category: 'no-such-thing' } });
    expect(none.body).toMatchObject({ total: 0, productList: [] });
  });

  it('sorts by every option and validates sort and page size', async () => {
    const asc = await t.get('/product/get', { token, query: { category: 'kitchen', sort: 'price-asc', perPage: 48 } });
    const prices = asc.body.productList.map((p: { yourPrice: number }) => p.yourPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const names = (
      await t.get('/product/get', { token, query: { category: 'kitchen', sort: 'name-desc' } })
    ).body.productList.map((p: { webTitle: string }) => p.webTitle);
    expect(names).toEqual([...names].sort().reverse());
    for (const sort of [
      'newest',
      'position',
      'price-desc',
      'name-asc',
      'sku-asc',
      'sku-desc',
      'stock-desc',
      'stock-asc',
      'best-selling',
    ])
      expect((await t.get('/product/get', { token, query: { category: 'beauty', sort } })).status).toBe(200);
    expect((await t.get('/product/get', { query: { category: 'beauty', sort: 'newset' } })).status).toBe(400);
    const bad = await t.get('/product/get', { query: { category: 'beauty', perPage: 10 } });
    expect(bad.status).toBe(400);
    expect(bad.body.fields.perPage).toBeDefined();
    expect((await t.get('/product/get', { query: { filterList: '1;drop table' } })).status).toBe(400);
  });
});

describe('product detail and friends', () => {
  let sku: string;
  beforeAll(async () => {
    const list = await t.get('/product/get', { token, query: { sort: 'sku-asc', perPage: 100 } });
    sku = list.body.productList.find((p: { idStyle: string }) => p.idStyle.includes('/'))?.idStyle;
  });

  it('finds a SKU with a slash by the keyword, whole or by its start (§5.6)', async () => {
    for (const keyword of [sku, sku.toLowerCase(), sku.slice(0, sku.indexOf('/') + 1)]) {
      const found = await t.get('/product/get', { token, query: { keyword } });
      expect(found.body.productList.map((p: { idStyle: string }) => p.idStyle)).toContain(sku);
    }
  });

  it('finds SKUs with slashes, with measures, a valid EAN-13, pack and carton', async () => {
    expect(sku).toContain('/');
    const res = await t.get('/product/get-detail', { token, query: { idStyle: sku } });
    expect(res.status).toBe(200);
    const p = res.body.product;
    expect(p.idStyle).toBe(sku);
    expect(isValidEan13(p.barcode)).toBe(true);
    expect(p.qtyPerCTN % p.qtyPerUOM).toBe(0);
    expect(p.weight).toMatch(/lb$/);
    expect(p.yourPrice).not.toBeNull();
    const visitor = await t.get('/product/get-detail', { query: { idStyle: sku } });
    expect(visitor.body.product.price).toBeNull();
    expect((await t.get('/product/get-detail', { query: { idStyle: 'NOPE-1' } })).status).toBe(404);
  });

  it('gives related, cross, specifications (UNIT, PACK, CTN) and images', async () => {
    expect(
      (await t.get('/product/get-related', { token, query: { idStyle: sku } })).body.productList.length,
    ).toBeGreaterThan(0);
    expect(
      (await t.get('/product/get-cross', { token, query: { idStyle: sku } })).body.productList.length,
    ).toBeGreaterThan(0);
    const specs = await t.get('/product/get-specifications', { query: { idStyle: sku } });
    expect(specs.body.specifications.map((s: { code: string }) => s.code)).toEqual(['UNIT', 'PACK', 'CTN']);
    const images = await t.get('/product/get-images', { query: { idStyle: sku } });
    expect(images.body.images.length).toBeGreaterThanOrEqual(3);
    const file = await t.raw('GET', images.body.images[0].filepath1);
    expect(file.status).toBe(200);
    expect((await t.get('/product/get-images', { query: { idStyle: 'NOPE-1' } })).status).toBe(404);
    expect((await t.get('/product/get-related', { query: {} })).status).toBe(400);
  });

  it('previews searches past 2 characters only', async () => {
    const preview = await t.get('/product/get-search-preview', { token, query: { keyword: 'kettle' } });
    expect(preview.body.searchList.length).toBeGreaterThan(0);
    expect(preview.body.searchList.length).toBeLessThanOrEqual(10);
    expect(preview.body.searchList[0]).toEqual({
      idStyle: expect.any(String),
      Tfilepath1: expect.any(String),
      webTitle: expect.any(String),
      price: expect.any(Number),
    });
    expect((await t.get('/product/get-search-preview', { token, query: { keyword: 'ke' } })).body.searchList).toEqual(
      [],
    );
  });

  it('gives the home rails: featured 8, new arrivals 8, best sellers 12', async () => {
    expect((await t.get('/product/get-best-seller')).body.productList).toHaveLength(12);
    expect((await t.get('/product/get-featured')).body.productList.length).toBeLessThanOrEqual(8);
    expect((await t.get('/product/get-new-arrival')).body.productList.length).toBeGreaterThan(0);
    const byColumn = await t.get('/product/get-by-column', { token, query: { columnName: 'bestSeller', brandId: 1 } });
    expect(byColumn.body.productList).toHaveLength(12);
    expect(byColumn.body.productList[0].price).not.toBeNull();
    expect((await t.get('/product/get-by-column', { query: { columnName: 'other' } })).status).toBe(400);
  });
});
