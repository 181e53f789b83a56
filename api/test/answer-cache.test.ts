import { sql } from 'kysely';
import { answerCacheOf } from '../src/lib/answer-cache';
import { holdClock, placeOrderBody, startTestApp, type Body, type TestApp } from './helpers';

// Catalogue answers shared by one price level (lib/answer-cache.ts): kept briefly, cleared by an order,
// never shared between visitors and buyers or between price levels.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ answerCacheMs: 60_000, answerCacheEntries: 50 });
});
afterAll(async () => t?.close());

const SEARCH = { keyword: 'rice', sort: 'name-asc', perPage: 24 };
const setStock = (idStyle: string, qty: number) =>
  t.db.updateTable('products').set({ ava_qty: qty }).where('id_style', '=', idStyle).execute();

describe('shared catalogue answers', () => {
  it('are served from memory: a write by another process shows only after the time limit', async () => {
    const first = await t.get('/product/get', { query: SEARCH });
    const sku = first.body.productList[0].idStyle;
    // A direct database write stands for another process (the CLI, a second instance): not seen yet.
    await setStock(sku, 4321);
    const again = await t.get('/product/get', { query: SEARCH });
    expect(again.body).toEqual(first.body);
    const detail = await t.get('/product/get-detail', { query: { idStyle: sku } });
    expect(detail.body.product.avaQty).toBe(4321); // not asked before, so read fresh
  });

  it('are cleared at once when an order moves stock', async () => {
    const buyer = await t.newCustomer({ priceLev: 2 });
    const before = await t.get('/product/get', { token: buyer.token, query: SEARCH });
    const sku = before.body.productList[0].idStyle;
    await setStock(sku, 500);
    // Sold singly, written as another process would (the kept answers stay): 3 is a quantity the cart takes.
    await t.db.updateTable('products').set({ qty_per_uom: 1, min_buy: 1 }).where('id_style', '=', sku).execute();
    await t.post('/cart/add', { token: buyer.token, body: { idStyle: sku, totQty: 3 } });
    const detailBefore = await t.get('/product/get-detail', { token: buyer.token, query: { idStyle: sku } });
    expect(detailBefore.body.product.avaQty).toBe(500);
    const order = await t.post('/payment/place-order', {
      token: buyer.token,
      body: placeOrderBody(`PO-cache-${buyer.id}`, `key-cache-${buyer.id}`),
    });
    expect(order.status).toBe(200);
    const after = await t.get('/product/get', { token: buyer.token, query: SEARCH });
    expect(after.body.productList.find((p: Body) => p.idStyle === sku).avaQty).toBe(497);
    const detailAfter = await t.get('/product/get-detail', { token: buyer.token, query: { idStyle: sku } });
    expect(detailAfter.body.product.avaQty).toBe(497);
  });

  it('never show buyer prices to a visitor, nor one price level the prices of another', async () => {
    const level2 = await t.newCustomer({ priceLev: 2 });
    const level3 = await t.newCustomer({ priceLev: 3 });
    const query = { keyword: 'kettle', perPage: 24 };
    const asLevel2 = await t.get('/product/get', { token: level2.token, query });
    const asVisitor = await t.get('/product/get', { query });
    const asLevel3 = await t.get('/product/get', { token: level3.token, query });
    expect(asLevel2.body.productList.length).toBeGreaterThan(0);
    expect(asVisitor.body.productList.every((p: Body) => p.price === null && p.yourPrice === null)).toBe(true);
    const sku = asLevel2.body.productList[0].idStyle;
    const prices = await t.db.selectFrom('product_prices').selectAll().where('id_style', '=', sku).execute();
    const priceOf = (lev: number) => prices.find((p) => p.price_lev === lev)!.price_cents / 100;
    expect(priceOf(2)).not.toBe(priceOf(3));
    expect(asLevel2.body.productList[0].price).toBe(priceOf(2));
    expect(asLevel3.body.productList.find((p: Body) => p.idStyle === sku).price).toBe(priceOf(3));

    // The other way round too: a visitor's kept answer never reaches a buyer.
    const preview = { keyword: 'tea' };
    const visitorPreview = await t.get('/product/get-search-preview', { query: preview });
    const buyerPreview = await t.get('/product/get-search-preview', { token: level2.token, query: preview });
    expect(visitorPreview.body.searchList.length).toBeGreaterThan(0);
    expect(visitorPreview.body.searchList.every((p: Body) => p.price === null)).toBe(true);
    expect(buyerPreview.body.searchList.every((p: Body) => p.price > 0)).toBe(true);
  });

  it('stay within their bound whatever keywords are asked', async () => {
    for (let i = 0; i < 80; i++) await t.get('/product/get', { query: { keyword: `word${i}` } });
    const cache = answerCacheOf(t.db, { ttlMs: t.config.answerCacheMs, maxEntries: t.config.answerCacheEntries });
    expect(cache.size).toBeLessThanOrEqual(50);
    expect(cache.size).toBeGreaterThan(0);
  });
});

describe('shared answers with a short time limit', () => {
  let short: TestApp;
  beforeAll(async () => {
    short = await startTestApp({ answerCacheMs: 300 });
  });
  afterAll(async () => short?.close());
  afterEach(() => jest.restoreAllMocks());

  it('show a write by another process once the time limit is up, not before', async () => {
    const limit = short.config.answerCacheMs;
    const sku = (await firstSku(short)) ?? '';
    const clock = holdClock(limit);
    const avaQty = async () =>
      (await short.get('/product/get-detail', { query: { idStyle: sku } })).body.product.avaQty;
    const before = await avaQty();
    expect(before).not.toBe(777);
    await short.db.updateTable('products').set({ ava_qty: 777 }).where('id_style', '=', sku).execute();
    clock.advance(limit - 1);
    expect(await avaQty()).toBe(before);
    clock.advance(1);
    expect(await avaQty()).toBe(777);
  });

  it('count a filter choice afresh once the time limit is up after a write by another process, not before', async () => {
    const limit = short.config.answerCacheMs;
    const query = { keyword: 'rice', filterList: '101' };
    const matching = await short.db
      .selectFrom('products')
      .select(['id_style', 'filter_ids'])
      .where(sql<boolean>`web_title ~* '\\mrice' and filter_ids && array[101]`)
      .orderBy('id_style')
      .executeTakeFirstOrThrow();
    const setFilters = (ids: number[]) =>
      short.db.updateTable('products').set({ filter_ids: ids }).where('id_style', '=', matching.id_style).execute();
    const clock = holdClock(limit);
    const total = async () => (await short.get('/product/get', { query })).body.total;
    const before = await total();
    await setFilters(matching.filter_ids.filter((id) => id !== 101));
    try {
      clock.advance(limit - 1);
      expect(await total()).toBe(before);
      clock.advance(1);
      expect(await total()).toBe(before - 1);
    } finally {
      await setFilters(matching.filter_ids);
    }
  });
});

const firstSku = async (app: TestApp): Promise<string | undefined> =>
  (await app.get('/product/get', { query: { keyword: 'rice' } })).body.productList[0]?.idStyle;
