import { clearCachedAnswers } from '../src/lib/answer-cache';
import { placeOrderBody, setPriceFor, startTestApp, type Body, type TestApp } from './helpers';

// Packs, minimums and volume breaks, enforced by the server on every path that fills or orders a cart
// (docs/product.md §6.6).
let t: TestApp;
let unused: { id_style: string; web_title: string }[];
beforeAll(async () => {
  t = await startTestApp();
  unused = await t.db
    .selectFrom('products')
    .select(['id_style', 'web_title'])
    .where('ava_qty', '>', 0)
    .where('filepath1', '<>', '')
    .orderBy('id_style')
    .execute();
});
afterAll(async () => t?.close());

/**
 * A product of its own for one test, sold in packs of `pack` from `minBuy` up. Its carton (whole packs,
 * migration 015) also holds whole packs of the packs the tests change it to.
 */
async function product(pack: number, minBuy: number) {
  const next = unused.shift()!;
  await t.db
    .updateTable('products')
    .set({ qty_per_uom: pack, min_buy: minBuy, qty_per_ctn: pack * 240 })
    .where('id_style', '=', next.id_style)
    .execute();
  clearCachedAnswers(t.db);
  return { sku: next.id_style, title: next.web_title };
}

/** What an import would do to a product: new rules, or hidden (no call of the storefront changes them). */
const setRules = (sku: string, rules: { qty_per_uom?: number; min_buy?: number; status?: 'active' | 'hidden' }) =>
  t.db.updateTable('products').set(rules).where('id_style', '=', sku).execute();

const setBreaks = async (sku: string, breaks: [minQty: number, percentBp: number][]) => {
  await t.db
    .insertInto('product_breaks')
    .values(breaks.map(([min_qty, percent_bp]) => ({ id_style: sku, min_qty, percent_bp })))
    .execute();
  clearCachedAnswers(t.db);
};

const add = (token: string, idStyle: string, totQty: number) =>
  t.post('/cart/add', { token, body: { idStyle, totQty } });
const cartOf = async (token: string) => (await t.get('/cart/get', { token })).body.cart;
const quantities = async (token: string) =>
  (await cartOf(token)).cartList.map((l: Body) => [l.idStyle, l.totQty] as [string, number]);
const orderCount = async (customerId: number) =>
  (await t.db.selectFrom('orders').select('id_so').where('customer_id', '=', customerId).execute()).length;

describe('cart add and set', () => {
  it("refuses a line's resulting quantity off the pack or below the minimum, naming the product, and changes nothing", async () => {
    const c = await t.newCustomer();
    const p = await product(12, 24);
    expect(await add(c.token, p.sku, 6)).toMatchObject({
      status: 422,
      body: {
        code: 'PACK_QUANTITY',
        message: `${p.title} is sold in packs of 12`,
        fields: { idStyle: [`${p.sku}: ${p.title} is sold in packs of 12`] },
      },
    });
    expect(await add(c.token, p.sku, 12)).toMatchObject({
      status: 422,
      body: { code: 'MINIMUM_ORDER', message: `The minimum order for ${p.title} is 24` },
    });
    expect(await quantities(c.token)).toEqual([]);

    expect((await add(c.token, p.sku, 24)).status).toBe(200);
    // What the cart holds counts: 24 + 12 is whole packs above the minimum.
    expect((await add(c.token, p.sku, 12)).status).toBe(200);
    expect((await add(c.token, p.sku, 6)).body.code).toBe('PACK_QUANTITY');
    expect(await quantities(c.token)).toEqual([[p.sku, 36]]);
  });

  it('sets a new quantity only in whole packs from the minimum up', async () => {
    const c = await t.newCustomer();
    const p = await product(12, 24);
    await add(c.token, p.sku, 24);
    const [line] = (await cartOf(c.token)).cartList;
    const set = (totQty: number) =>
      t.post('/cart/set', { token: c.token, body: { idCartDtl: line.idCartDtl, totQty } });
    expect(await set(30)).toMatchObject({ status: 422, body: { code: 'PACK_QUANTITY' } });
    expect(await set(12)).toMatchObject({ status: 422, body: { code: 'MINIMUM_ORDER' } });
    expect(await quantities(c.token)).toEqual([[p.sku, 24]]);
    expect((await set(48)).status).toBe(200);
    expect(await quantities(c.token)).toEqual([[p.sku, 48]]);
  });

  it('refuses a hidden product as a missing one, in the cart and the favorites', async () => {
    const c = await t.newCustomer();
    const p = await product(1, 1);
    await setRules(p.sku, { status: 'hidden' });
    expect(await add(c.token, p.sku, 1)).toMatchObject({ status: 404, body: { message: 'Product not found' } });
    expect(await t.post('/favorites/add', { token: c.token, body: { idStyle: p.sku, quantity: 1 } })).toMatchObject({
      status: 404,
      body: { message: 'Product not found' },
    });
  });
});

describe('many lines at once', () => {
  it('Add All adds nothing when any resulting line breaks a rule, and names every refused product', async () => {
    const c = await t.newCustomer();
    const [offPack, belowMinimum, fine] = [await product(12, 12), await product(6, 18), await product(4, 4)];
    // A favorite keeps any quantity; the rules are the cart's.
    for (const [p, quantity] of [
      [offPack, 5],
      [belowMinimum, 6],
      [fine, 8],
    ] as const)
      await t.post('/favorites/add', { token: c.token, body: { idStyle: p.sku, quantity } });
    const refused = await t.post('/favorites/create-cart', { token: c.token });
    expect(refused).toMatchObject({
      status: 422,
      body: {
        code: 'QUANTITY_RULES',
        message: `${offPack.title} is sold in packs of 12. The minimum order for ${belowMinimum.title} is 18`,
        fields: {
          idStyle: [
            `${offPack.sku}: ${offPack.title} is sold in packs of 12`,
            `${belowMinimum.sku}: The minimum order for ${belowMinimum.title} is 18`,
          ],
        },
      },
    });
    expect(await quantities(c.token)).toEqual([]);

    // The resulting line counts what the cart holds: 12 in the cart and 6 more make the minimum.
    await add(c.token, belowMinimum.sku, 18);
    await t.post('/favorites/set', { token: c.token, body: { idStyle: offPack.sku, quantity: 12 } });
    expect((await t.post('/favorites/create-cart', { token: c.token })).status).toBe(200);
    expect(await quantities(c.token)).toEqual([
      [belowMinimum.sku, 24],
      [offPack.sku, 12],
      [fine.sku, 8],
    ]);
  });

  it('Add All leaves a hidden product out, and says when no favorite is sold any more', async () => {
    const c = await t.newCustomer();
    const [kept, hidden] = [await product(1, 1), await product(1, 1)];
    await t.post('/favorites/add', { token: c.token, body: { idStyle: kept.sku, quantity: 2 } });
    await t.post('/favorites/add', { token: c.token, body: { idStyle: hidden.sku, quantity: 3 } });
    await setRules(hidden.sku, { status: 'hidden' });
    expect((await t.post('/favorites/create-cart', { token: c.token })).status).toBe(200);
    expect(await quantities(c.token)).toEqual([[kept.sku, 2]]);

    await setRules(kept.sku, { status: 'hidden' });
    expect(await t.post('/favorites/create-cart', { token: c.token })).toMatchObject({
      status: 422,
      body: { code: 'NOTHING_TO_ADD', message: 'None of your favorites are sold any more.' },
    });
  });

  it('Copy Order refuses lines that no longer fit the rules, and leaves hidden products out', async () => {
    const c = await t.newCustomer();
    const [repacked, hidden, plain] = [await product(1, 1), await product(1, 1), await product(1, 1)];
    for (const p of [repacked, hidden, plain]) await add(c.token, p.sku, 5);
    const placed = await t.post('/payment/place-order', {
      token: c.token,
      body: placeOrderBody('PO-QR-1', 'key-qr-01'),
    });
    expect(placed.status).toBe(200);
    const copy = () => t.post('/order/copy-so', { token: c.token, body: { idSO: placed.body.idSO } });

    await setRules(repacked.sku, { qty_per_uom: 5, min_buy: 10 });
    expect(await copy()).toMatchObject({
      status: 422,
      body: { code: 'MINIMUM_ORDER', message: `The minimum order for ${repacked.title} is 10` },
    });
    expect(await quantities(c.token)).toEqual([]);

    await setRules(repacked.sku, { qty_per_uom: 1, min_buy: 1 });
    await setRules(hidden.sku, { status: 'hidden' });
    expect(await copy()).toMatchObject({ status: 200, body: { copied: 2, skipped: 1 } });
    expect(await quantities(c.token)).toEqual([
      [repacked.sku, 5],
      [plain.sku, 5],
    ]);
  });
});

describe('a cart line an import left breaking a rule', () => {
  it('is marked with its fix, and checkout is refused until it is fixed', async () => {
    const c = await t.newCustomer();
    const [p, other] = [await product(12, 12), await product(1, 1)];
    await add(c.token, p.sku, 24);
    await add(c.token, other.sku, 3);
    expect((await cartOf(c.token)).cartList[0]).toMatchObject({ minBuy: 12, qtyPerUOM: 12, problem: null });

    await setRules(p.sku, { min_buy: 36 });
    expect((await cartOf(c.token)).cartList).toMatchObject([
      { idStyle: p.sku, minBuy: 36, problem: { reason: 'Minimum order 36', fixQty: 36 } },
      { idStyle: other.sku, problem: null },
    ]);
    const refusal = {
      status: 422,
      body: { code: 'CART_RULES', message: 'Fix the marked lines in your cart before checking out.' },
    };
    expect(await t.get('/util/get-order-cost', { token: c.token })).toMatchObject(refusal);
    expect(
      await t.post('/payment/place-order', { token: c.token, body: placeOrderBody('PO-QR-2', 'key-qr-02') }),
    ).toMatchObject(refusal);
    expect(await orderCount(c.id)).toBe(0);

    await setRules(p.sku, { qty_per_uom: 16, min_buy: 16 });
    expect((await cartOf(c.token)).cartList[0].problem).toEqual({ reason: 'Sold in packs of 16', fixQty: 32 });

    const [line] = (await cartOf(c.token)).cartList;
    await t.post('/cart/set', { token: c.token, body: { idCartDtl: line.idCartDtl, totQty: 32 } });
    expect((await cartOf(c.token)).cartList[0].problem).toBeNull();
    expect((await t.get('/util/get-order-cost', { token: c.token })).status).toBe(200);
  });

  it('of a hidden product is marked no longer available, to be removed', async () => {
    const c = await t.newCustomer();
    const p = await product(1, 1);
    await add(c.token, p.sku, 2);
    await setRules(p.sku, { status: 'hidden' });
    const [line] = (await cartOf(c.token)).cartList;
    expect(line.problem).toEqual({ reason: 'No longer available', fixQty: null });
    expect(
      await t.post('/payment/place-order', { token: c.token, body: placeOrderBody('PO-QR-3', 'key-qr-03') }),
    ).toMatchObject({ status: 422, body: { code: 'CART_RULES' } });
    await t.post('/cart/remove', { token: c.token, body: { idCartDtl: line.idCartDtl } });
    expect(await orderCount(c.id)).toBe(0);
  });
});

describe('volume breaks', () => {
  it("price each cart line at its quantity's break, in the cart, the order cost and the placed order", async () => {
    const c = await t.newCustomer({ state: 'OR' });
    const [p, plain] = [await product(12, 12), await product(1, 1)];
    await setPriceFor(t, c.id, p.sku, 1010);
    await setPriceFor(t, c.id, plain.sku, 500);
    await setBreaks(p.sku, [
      [24, 500],
      [48, 1000],
    ]);
    await add(c.token, p.sku, 12);
    await add(c.token, plain.sku, 48);
    expect((await cartOf(c.token)).cartList[0]).toMatchObject({ price: 10.1, subTotal: 121.2 });

    // 5 % of $10.10 is 50.5 cents: 51 off, half up.
    await add(c.token, p.sku, 24);
    expect(await cartOf(c.token)).toMatchObject({
      cartList: [
        { price: 9.59, subTotal: 345.24 },
        { price: 5, subTotal: 240 },
      ],
      subTotal: 585.24,
    });
    await add(c.token, p.sku, 12);
    const cart = await cartOf(c.token);
    expect(cart.cartList[0]).toMatchObject({ totQty: 48, price: 9.09, subTotal: 436.32 });

    const cost = await t.get('/util/get-order-cost', { token: c.token, query: { states: 'OR' } });
    expect(cost.body.orderAmount).toMatchObject({ output_subTotAmt: 676.32, output_totAmt: 676.32 });
    const placed = await t.post('/payment/place-order', {
      token: c.token,
      body: placeOrderBody('PO-QR-4', 'key-qr-04', { bill_state: 'OR', ship_state: 'OR' }),
    });
    expect(placed.body.grandAmount).toBe(676.32);
    // A line beyond the stock is split into a backordered one at the same price.
    const lines = await t.db
      .selectFrom('order_lines')
      .select(['id_style', 'price_cents', 'total_cents'])
      .where('id_so', '=', placed.body.idSO)
      .execute();
    const ordered = (sku: string) => lines.filter((l) => l.id_style === sku);
    expect(new Set(ordered(p.sku).map((l) => l.price_cents))).toEqual(new Set([909]));
    expect(ordered(p.sku).reduce((sum, l) => sum + l.total_cents, 0)).toBe(43_632);
    expect(new Set(ordered(plain.sku).map((l) => l.price_cents))).toEqual(new Set([500]));
  });

  it("show on the product's detail at the buyer's level, and not to a visitor", async () => {
    const c = await t.newCustomer({ priceLev: 2 });
    const [p, plain] = [await product(12, 24), await product(1, 1)];
    await setPriceFor(t, c.id, p.sku, 1000);
    await setBreaks(p.sku, [
      [48, 1000],
      [24, 500],
    ]);
    const detail = async (sku: string, token?: string) =>
      (await t.get('/product/get-detail', { token, query: { idStyle: sku } })).body.product;
    expect(await detail(p.sku, c.token)).toMatchObject({
      minBuy: 24,
      yourPrice: 10,
      breaks: [
        { minQty: 24, percentOff: 5, price: 9.5 },
        { minQty: 48, percentOff: 10, price: 9 },
      ],
    });
    expect((await detail(p.sku)).breaks).toEqual([]);
    expect((await detail(plain.sku, c.token)).breaks).toEqual([]);
  });

  it('leave the favorites at the level price (a favorite is not yet a cart line)', async () => {
    const c = await t.newCustomer();
    const p = await product(12, 12);
    await setPriceFor(t, c.id, p.sku, 1000);
    await setBreaks(p.sku, [[24, 500]]);
    await t.post('/favorites/add', { token: c.token, body: { idStyle: p.sku, quantity: 24 } });
    expect((await t.get('/favorites/get', { token: c.token })).body.favorites[0]).toMatchObject({ price: 10 });
  });
});
