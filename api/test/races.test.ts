import { CartMovedError, insertOrder } from '../src/modules/payment/checkout.repository';
import { onPostgres, placeOrderBody, soldSingly, startTestApp, type TestApp } from './helpers';

/**
 * The races a double click, a retry or two buyers make. On PGlite (one connection) requests are
 * serialised, so these check the outcome; on PostgreSQL (TEST_DATABASE_URL) they really overlap.
 */
let t: TestApp;
let sku: string;
beforeAll(async () => {
  t = await startTestApp();
  const token = await t.login();
  sku = (await t.get('/product/get', { token, query: { category: 'beauty' } })).body.productList[0].idStyle;
  await soldSingly(t, [sku]);
});
afterAll(async () => t?.close());

const countOrders = async (customerId: number) =>
  (await t.db.selectFrom('orders').select('id_so').where('customer_id', '=', customerId).execute()).length;

describe(`races (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('two place-orders with one idempotency key make one order', async () => {
    const c = await t.newCustomer();
    await t.post('/cart/add', { token: c.token, body: { idStyle: sku, totQty: 1 } });
    const body = placeOrderBody('PO-RACE-1', 'race-key-0001');
    const results = await Promise.all([1, 2, 3].map(() => t.post('/payment/place-order', { token: c.token, body })));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(new Set(results.map((r) => r.body.idSO)).size).toBe(1);
    expect(results.filter((r) => r.body.isReplay === false)).toHaveLength(1);
    expect(await countOrders(c.id)).toBe(1);
  });

  it('two place-orders with one PO number make one order and one 409', async () => {
    const c = await t.newCustomer();
    await t.post('/cart/add', { token: c.token, body: { idStyle: sku, totQty: 1 } });
    const results = await Promise.all([
      t.post('/payment/place-order', { token: c.token, body: placeOrderBody('PO-SAME', 'race-key-a001') }),
      t.post('/payment/place-order', { token: c.token, body: placeOrderBody('PO-SAME', 'race-key-b001') }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)!.body.message).toBe('Customer PO# PO-SAME is already exist!');
    expect(await countOrders(c.id)).toBe(1);
  });

  it('two place-orders with one PO number in two cases (RACE-1, race-1) make one order and one 409', async () => {
    const c = await t.newCustomer();
    await t.post('/cart/add', { token: c.token, body: { idStyle: sku, totQty: 1 } });
    const results = await Promise.all([
      t.post('/payment/place-order', { token: c.token, body: placeOrderBody('RACE-1', 'race-key-case-a') }),
      t.post('/payment/place-order', { token: c.token, body: placeOrderBody('race-1', 'race-key-case-b') }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const refused = results.find((r) => r.status === 409)!;
    expect(refused.body).toMatchObject({ code: 'PO_EXISTS' });
    expect(['Customer PO# RACE-1 is already exist!', 'Customer PO# race-1 is already exist!']).toContain(
      refused.body.message,
    );
    expect(await countOrders(c.id)).toBe(1);
  });

  it('one cart placed from two tabs (two keys, two PO numbers) makes one order; the other hears the cart is empty', async () => {
    const c = await t.newCustomer();
    await t.post('/cart/add', { token: c.token, body: { idStyle: sku, totQty: 2 } });
    const results = await Promise.all([
      t.post('/payment/place-order', { token: c.token, body: placeOrderBody('PO-TAB-A', 'race-key-tab-a') }),
      t.post('/payment/place-order', { token: c.token, body: placeOrderBody('PO-TAB-B', 'race-key-tab-b') }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 422]);
    expect(results.find((r) => r.status === 422)!.body).toMatchObject({ code: 'CART_EMPTY' });
    expect(await countOrders(c.id)).toBe(1);
  });

  it('an order whose cart changed after it was priced is not written, and the cart is left as it is', async () => {
    const c = await t.newCustomer();
    await t.post('/cart/add', { token: c.token, body: { idStyle: sku, totQty: 2 } });
    const [line] = await t.db.selectFrom('cart_lines').select(['id', 'qty']).where('customer_id', '=', c.id).execute();
    const address = { firstNm: 'A', lastNm: 'B', companyNm: '', addr: '1 Main St', addr2: '', city: 'Reno' };
    const written = insertOrder(t.db, {
      customerId: c.id,
      custPO: 'PO-STALE',
      idempotencyKey: 'race-key-stale',
      refIdSO: null,
      // Priced at 1 while the cart (changed in another tab) holds 2.
      cartLines: [{ id: line!.id, qty: 1 }],
      subtotalCents: 100,
      discountCents: 0,
      taxCents: 0,
      paymentType: 3215,
      idCC: null,
      bill: { ...address, states: 'NV', zipcode: '89501', country: 'US', tel: '' },
      ship: { ...address, states: 'NV', zipcode: '89501', country: 'US', tel: '' },
      comment: '',
      couponCd: '',
      lines: [{ idStyle: sku, webTitle: 'x', filepath1: '', color: '', qty: 1, unitCents: 100 }],
    });
    await expect(written).rejects.toBeInstanceOf(CartMovedError);
    await expect(written).rejects.toMatchObject({ isEmpty: false });
    expect(await countOrders(c.id)).toBe(0);
    expect(await t.db.selectFrom('cart_lines').select(['id', 'qty']).where('customer_id', '=', c.id).execute()).toEqual(
      [line],
    );
  });

  it('the last unit sold twice: one line in stock, one backordered, stock never negative', async () => {
    await t.db.updateTable('products').set({ ava_qty: 1 }).where('id_style', '=', sku).execute();
    const buyers = [await t.newCustomer(), await t.newCustomer()];
    for (const b of buyers) await t.post('/cart/add', { token: b.token, body: { idStyle: sku, totQty: 1 } });
    const results = await Promise.all(
      buyers.map((b, i) =>
        t.post('/payment/place-order', { token: b.token, body: placeOrderBody(`PO-LAST-${i}`, `race-last-${i}-0001`) }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    const statuses = [];
    for (const [i, r] of results.entries()) {
      const items = await t.get('/order/get-item-details', { token: buyers[i]!.token, query: { idSO: r.body.idSO } });
      statuses.push(...items.body.map((l: { shippingStatus: string }) => l.shippingStatus));
    }
    expect(statuses.sort()).toEqual(['BACKORDERED', 'PROCESSING']);
    expect(
      (await t.db.selectFrom('products').select('ava_qty').where('id_style', '=', sku).executeTakeFirstOrThrow())
        .ava_qty,
    ).toBe(0);
  });
});
