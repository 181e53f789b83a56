import { formatMoney } from '@storefront/shared-kernel/domain';
import { sendOrderConfirmationOnce } from '../src/modules/order/order-email';
import { ADDRESS, placeOrderBody, setPriceFor, startTestApp, stockedSkus, type TestApp } from './helpers';

let t: TestApp;
let skus: string[];
beforeAll(async () => {
  t = await startTestApp();
  skus = await stockedSkus(t, await t.login());
});
afterAll(async () => t?.close());

describe('addresses and cards', () => {
  it('adds and lists addresses by type, default first, for the caller only', async () => {
    const c = await t.newCustomer();
    const other = await t.newCustomer();
    const info = { idVC: c.id, ...ADDRESS };
    const added = await t.post('/payment/add-address', { token: c.token, body: { addressInfo: info } });
    expect(added.body).toMatchObject({ isAdded: true, idAddr: expect.any(Number) });
    await t.post('/payment/add-address', {
      token: c.token,
      body: { addressInfo: { ...info, addressType: 'bill', isDefault: false, addr1: '6 Oak St' } },
    });
    const ship = await t.get('/payment/get-address', {
      token: c.token,
      query: { idCustomer: c.id, addressType: 'ship' },
    });
    expect(ship.body.address_list.map((a: { addr: string }) => a.addr)).toEqual(['5 Elm St']);
    const bill = await t.get('/payment/get-address', { token: c.token, query: { addressType: 'bill' } });
    expect(bill.body.address_list.map((a: { addr: string }) => a.addr)).toEqual(['6 Oak St']);
    expect(
      (await t.post('/payment/add-address', { token: c.token, body: { addressInfo: { ...info, idVC: other.id } } }))
        .status,
    ).toBe(403);
    const bad = await t.post('/payment/add-address', {
      token: c.token,
      body: { addressInfo: { ...info, zipcode: 'abc', city: '' } },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(['addressInfo.city', 'addressInfo.zipcode']);
    expect((await t.get('/payment/get-address', { token: other.token })).body.address_list).toEqual([]);
  });

  it('keeps only brand, last four, holder and expiry of a card', async () => {
    const c = await t.newCustomer();
    const year = new Date().getFullYear() + 1;
    const entity = {
      newIdCC: null,
      CCNumber: '4111 1111 1111 1111',
      CNAMEF: 'Al',
      CNAMEL: 'Bo',
      CCExpYear: year,
      CCExpMonth: 6,
      cvv: '123',
    };
    const added = await t.post('/payment/add-payment-method', { token: c.token, body: { idCustomer: c.id, entity } });
    expect(added.body.payment_method).toMatchObject({ isAdded: true, a1: '1111', a5: 'v' });
    const stored = await t.db.selectFrom('payment_cards').selectAll().where('customer_id', '=', c.id).execute();
    expect(JSON.stringify(stored)).not.toContain('4111111111111111');
    expect(JSON.stringify(stored)).not.toContain('123"');
    const list = await t.get('/payment/get-payment-method', { token: c.token, query: { idCustomer: c.id } });
    expect(list.body.payment_method_list).toEqual([
      {
        idCC: added.body.payment_method.idCC,
        a1: '1111',
        a2: 'Al Bo',
        a5: 'v',
        billAddr: '',
        expMonth: 6,
        expYear: year,
      },
      expect.objectContaining({ idCC: -1 }),
    ]);
    expect(
      (
        await t.post('/payment/add-payment-method', {
          token: c.token,
          body: { entity: { ...entity, CCNumber: '4111111111111112' } },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await t.post('/payment/add-payment-method', {
          token: c.token,
          body: { entity: { ...entity, CCExpYear: 2001 } },
        })
      ).status,
    ).toBe(400);
    expect(
      (await t.post('/payment/add-payment-method', { token: c.token, body: { entity: { ...entity, CCExpMonth: 13 } } }))
        .status,
    ).toBe(400);
    expect((await t.post('/payment/add-payment-method', { body: { entity } })).status).toBe(401);
  });
});

describe('order cost and place-order', () => {
  it("costs the cart with tax by ship-to state, exempt with a seller's permit, shipping 0", async () => {
    const c = await t.newCustomer({ state: 'TX' });
    await t.post('/cart/add', { token: c.token, body: { idStyle: skus[0], totQty: 3 } });
    const cart = (await t.get('/cart/get', { token: c.token })).body.cart;
    const sub = cart.subTotal;
    const tx = await t.get('/util/get-order-cost', {
      token: c.token,
      query: {
        idCustomer: c.id,
        sessionID: 'x',
        couponCd: '',
        point: 0,
        shipFee: 0,
        otherFee: 0,
        zipcode: '73301',
        idStore: 1,
      },
    });
    expect(tx.body.orderAmount).toMatchObject({
      output_subTotAmt: sub,
      output_shipFee: 0,
      taxRate: 6.25,
      taxExempt: false,
    });
    expect(tx.body.orderAmount.output_taxAmt).toBeCloseTo(Math.round(sub * 100 * 0.0625) / 100, 2);
    expect(tx.body.orderAmount.output_totAmt).toBeCloseTo(sub + tx.body.orderAmount.output_taxAmt, 2);
    const or = await t.get('/util/get-order-cost', { token: c.token, query: { states: 'Oregon' } });
    expect(or.body.orderAmount.output_taxAmt).toBe(0);

    const exempt = await t.newCustomer({ state: 'CA', spNo: 'SP-1' });
    await t.post('/cart/add', { token: exempt.token, body: { idStyle: skus[0], totQty: 3 } });
    const ex = await t.get('/util/get-order-cost', { token: exempt.token });
    expect(ex.body.orderAmount).toMatchObject({ output_taxAmt: 0, taxExempt: true });
    expect((await t.get('/util/get-order-cost', { token: c.token, query: { idAddr: 999999 } })).status).toBe(404);
    expect((await t.get('/util/get-order-cost')).status).toBe(401);
  });

  it('costs a cart without a ship-to by the address checkout preselects, not the profile state', async () => {
    const c = await t.newCustomer({ state: 'CA' });
    await t.post('/cart/add', { token: c.token, body: { idStyle: skus[0], totQty: 3 } });
    const add = async (extra: Record<string, unknown>) =>
      (await t.post('/payment/add-address', { token: c.token, body: { addressInfo: { ...ADDRESS, ...extra } } })).body
        .idAddr as number;
    await add({ addressType: 'bill', isDefault: false, states: 'WA' });
    await add({ isDefault: false, states: 'NY' });
    const texas = await add({ isDefault: true, states: 'TX' });
    const cost = async (query: Record<string, unknown> = {}) =>
      (await t.get('/util/get-order-cost', { token: c.token, query })).body.orderAmount;

    const preselected = (await t.get('/payment/get-address', { token: c.token, query: { addressType: 'ship' } })).body
      .address_list[0];
    expect(preselected).toMatchObject({ idAddr: texas, states: 'TX' });
    expect(await cost()).toMatchObject({ taxRate: 6.25 });
    expect(await cost()).toEqual(await cost({ idAddr: texas }));
  });

  it('keeps one default address when several defaults are added at once', async () => {
    const c = await t.newCustomer();
    const adds = Array.from({ length: 8 }, (_, i) =>
      t.post('/payment/add-address', { token: c.token, body: { addressInfo: { ...ADDRESS, addr1: `${i} Elm St` } } }),
    );
    expect((await Promise.all(adds)).map((a) => a.status)).toEqual(Array(8).fill(200));
    const defaults = await t.db
      .selectFrom('addresses')
      .select('id')
      .where('customer_id', '=', c.id)
      .where('is_default', '=', true)
      .execute();
    expect(defaults).toHaveLength(1);
  });

  it('places an order from the repriced cart, empties the cart, takes stock, emails buyer and rep', async () => {
    const c = await t.newCustomer();
    await t.post('/cart/add', { token: c.token, body: { idStyle: skus[1], totQty: 2 } });
    const stockBefore = (
      await t.db.selectFrom('products').select('ava_qty').where('id_style', '=', skus[1]!).executeTakeFirstOrThrow()
    ).ava_qty;
    const mails = t.outbox().length;
    // A client-sent price, discount or tax is ignored: the server reprices, and works out the code's discount.
    const res = await t.post('/payment/place-order', {
      token: c.token,
      body: placeOrderBody('PO-1', 'key-00000001', {
        discount: 999,
        salesTax: 0,
        shipFee: 5,
        couponCd: ' SPRING10 ',
        shippingComment: 'Dock 4, mornings',
      }),
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ is_success: true, isReplay: false, idSO: expect.any(Number) });
    const order = await t.db
      .selectFrom('orders')
      .selectAll()
      .where('id_so', '=', res.body.idSO)
      .executeTakeFirstOrThrow();
    // SPRING10 (a demo code, 10% off), typed with spaces around it: stored as the store spells it.
    expect(order.discount_cents).toBe(Math.round(order.subtotal_cents / 10));
    // No second address line, no stray space before the comma: the text the Shipping Address1 filter searches.
    expect(order.ship_address_text).toBe('1200 W Artesia Blvd, Gardena, CA 90248');
    expect(order.coupon_cd).toBe('SPRING10');
    // Tax is on what is left after the discount.
    expect(order.tax_cents).toBe(Math.round(((order.subtotal_cents - order.discount_cents) * 725) / 10000));
    expect(order.grand_cents).toBe(order.subtotal_cents - order.discount_cents + order.tax_cents);
    expect((await t.get('/cart/get', { token: c.token })).body.cart.cartList).toEqual([]);
    const stockAfter = (
      await t.db.selectFrom('products').select('ava_qty').where('id_style', '=', skus[1]!).executeTakeFirstOrThrow()
    ).ava_qty;
    expect(stockAfter).toBe(stockBefore - 2);
    // The confirmation goes out after the answer (a mail failure must not fail the order): wait for it.
    await t.settled();
    const sent = t.outbox().slice(mails);
    expect(sent).toHaveLength(2);
    expect(sent.join('\n')).toContain(`Order #: ${res.body.idSO}`);
    expect(sent.join('\n')).toContain(`Discount (SPRING10): -${formatMoney(order.discount_cents / 100)}\n`);
    expect(sent.join('\n')).not.toContain('applied on the invoice');
    expect(sent.join('\n')).toContain('Comment: Dock 4, mornings');

    const replay = await t.post('/payment/place-order', {
      token: c.token,
      body: placeOrderBody('PO-1', 'key-00000001'),
    });
    expect(replay.body).toMatchObject({ idSO: res.body.idSO, isReplay: true });
    await t.post('/cart/add', { token: c.token, body: { idStyle: skus[1], totQty: 1 } });
    const dupPo = await t.post('/payment/place-order', {
      token: c.token,
      body: placeOrderBody('PO-1', 'key-00000002'),
    });
    expect(dupPo.status).toBe(409);
    expect(dupPo.body.message).toBe('Customer PO# PO-1 is already exist!');
    // The first checkout's key under a new PO number is a new order, not a retry: never the old order's answer.
    const reusedKey = await t.post('/payment/place-order', {
      token: c.token,
      body: placeOrderBody('PO-2', 'key-00000001'),
    });
    expect(reusedKey).toMatchObject({ status: 422, body: { code: 'CHECKOUT_ALREADY_PLACED' } });
    expect(reusedKey.body.message).toBe(
      `This checkout was already placed as order ${res.body.idSO}. Please start the checkout again for a new order.`,
    );
    expect((await t.get('/cart/get', { token: c.token })).body.cart.cartList).toHaveLength(1);
    expect((await t.get('/order/check-exist', { token: c.token, query: { customerPO: 'PO-1' } })).body.is_exist).toBe(
      true,
    );
    expect((await t.get('/order/check-exist', { token: c.token, query: { customerPO: 'PO-2' } })).body.is_exist).toBe(
      false,
    );
  });

  it('backorders what exceeds stock and refuses bad orders', async () => {
    const c = await t.newCustomer();
    const sku = skus[2]!;
    await t.db.updateTable('products').set({ ava_qty: 3 }).where('id_style', '=', sku).execute();
    await t.post('/cart/add', { token: c.token, body: { idStyle: sku, totQty: 5 } });
    const empty = await t.newCustomer();
    expect(
      (await t.post('/payment/place-order', { token: empty.token, body: placeOrderBody('PO-E', 'key-empty-1') }))
        .status,
    ).toBe(422);
    expect(
      (
        await t.post('/payment/place-order', {
          token: c.token,
          body: placeOrderBody('PO-X', 'key-card-1', { idCC: 424242 }),
        })
      ).status,
    ).toBe(404);
    const missing = await t.post('/payment/place-order', { token: c.token, body: placeOrderBody('', 'key-nopo-1') });
    expect(missing.status).toBe(400);
    expect(missing.body.fields['data.custPO']).toBeDefined();
    const shortKey = await t.post('/payment/place-order', { token: c.token, body: placeOrderBody('PO-K', 'k-1') });
    expect(shortKey.status).toBe(400);
    expect(shortKey.body.fields).toEqual({ idempotencyKey: ['idempotencyKey must be 8 to 100 characters'] });
    const res = await t.post('/payment/place-order', { token: c.token, body: placeOrderBody('PO-B', 'key-back-1') });
    const items = await t.get('/order/get-item-details', { token: c.token, query: { idSO: res.body.idSO } });
    expect(items.body.map((i: { totQty: number; shippingStatus: string }) => [i.totQty, i.shippingStatus])).toEqual([
      [3, 'PROCESSING'],
      [2, 'BACKORDERED'],
    ]);
    expect(
      (await t.db.selectFrom('products').select('ava_qty').where('id_style', '=', sku).executeTakeFirstOrThrow())
        .ava_qty,
    ).toBe(0);
  });

  it('refuses an order past what its money columns hold (422), leaving the cart as it was', async () => {
    const c = await t.newCustomer();
    const sku = skus[3]!;
    // $30,000 a unit: 100 000 of them (the per-line cap) is $3 billion.
    await setPriceFor(t, c.id, sku, 3_000_000);
    await t.post('/cart/add', { token: c.token, body: { idStyle: sku, totQty: 100_000 } });
    const res = await t.post('/payment/place-order', { token: c.token, body: placeOrderBody('PO-BIG', 'key-big-1') });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      code: 'ORDER_TOO_LARGE',
      message: 'An order can total at most $21,474,836.47. Please split this one into smaller orders.',
    });
    const cart = await t.get('/cart/get', { token: c.token });
    expect(cart.body.cart.cartList.map((l: { totQty: number }) => l.totQty)).toEqual([100_000]);

    await t.post('/cart/set', {
      token: c.token,
      body: { idCartDtl: cart.body.cart.cartList[0].idCartDtl, totQty: 100 },
    });
    const fits = await t.post('/payment/place-order', { token: c.token, body: placeOrderBody('PO-BIG', 'key-big-2') });
    expect(fits.status).toBe(200);
  });

  it('refuses an order whose cart differs from the lines the buyer confirmed (409), and orders the confirmed cart', async () => {
    const c = await t.newCustomer();
    const added = await t.post('/cart/add', { token: c.token, body: { idStyle: skus[0], totQty: 2 } });
    const idCartDtl = added.body.idCartDtl as number;
    // Step 2 showed 2; another tab made it 5 before Place an order.
    await t.post('/cart/set', { token: c.token, body: { idCartDtl, totQty: 5 } });
    const stale = await t.post('/payment/place-order', {
      token: c.token,
      body: placeOrderBody('PO-CONF-1', 'key-conf-1', { confirmedLines: [{ idCartDtl, totQty: 2 }] }),
    });
    expect(stale).toMatchObject({ status: 409, body: { code: 'CART_CHANGED' } });
    expect((await t.get('/cart/get', { token: c.token })).body.cart.cartList).toHaveLength(1);
    const extra = await t.post('/payment/place-order', {
      token: c.token,
      body: placeOrderBody('PO-CONF-1', 'key-conf-2', {
        confirmedLines: [
          { idCartDtl, totQty: 5 },
          { idCartDtl: idCartDtl + 1000, totQty: 1 },
        ],
      }),
    });
    expect(extra.status).toBe(409);
    const placed = await t.post('/payment/place-order', {
      token: c.token,
      body: placeOrderBody('PO-CONF-1', 'key-conf-3', { confirmedLines: [{ idCartDtl, totQty: 5 }] }),
    });
    expect(placed.status).toBe(200);
    const items = await t.get('/order/get-item-details', { token: c.token, query: { idSO: placed.body.idSO } });
    expect(items.body.reduce((n: number, i: { totQty: number }) => n + i.totQty, 0)).toBe(5);
  });

  it("keeps the order it copies (refIdSO) only when that is the caller's own", async () => {
    const a = await t.newCustomer();
    const b = await t.newCustomer();
    const place = async (c: typeof a, po: string, refIdSO?: number) => {
      await t.post('/cart/add', { token: c.token, body: { idStyle: skus[0], totQty: 1 } });
      const res = await t.post('/payment/place-order', {
        token: c.token,
        body: placeOrderBody(po, `key-${po}`, refIdSO ? { refIdSO } : {}),
      });
      expect(res.status).toBe(200);
      return res.body.idSO as number;
    };
    const refOf = async (idSO: number) =>
      (await t.db.selectFrom('orders').select('ref_id_so').where('id_so', '=', idSO).executeTakeFirstOrThrow())
        .ref_id_so;
    const first = await place(a, 'PO-REF-1');
    expect(await refOf(await place(a, 'PO-REF-2', first))).toBe(first);
    expect(await refOf(await place(b, 'PO-REF-3', first))).toBeNull();
    expect(await refOf(await place(b, 'PO-REF-4', 999_999_999))).toBeNull();
  });
});

describe('orders', () => {
  it("lists the caller's orders with the five filters", async () => {
    const token = await t.login();
    const all = await t.get('/order/get', { token });
    expect(all.body.orderList.length).toBeGreaterThanOrEqual(3);
    const o = all.body.orderList[0];
    expect(o).toMatchObject({
      idSO: expect.any(Number),
      custPO: expect.any(String),
      paidStatus: expect.any(Number),
      shippingMethod: expect.any(String),
    });
    expect((await t.get('/order/get', { token, query: { orderNo: 'PO-2025-0412' } })).body.orderList).toHaveLength(1);
    // The same filters given as one `filter` (docs/product.md §10.3): as JSON text or as filter[name].
    const json = await t.get('/order/get', { token, query: { filter: JSON.stringify({ orderNo: 'PO-2025-0412' }) } });
    expect(json.body.orderList).toHaveLength(1);
    const keyed = await t.get('/order/get', { token, query: { 'filter[orderNo]': 'PO-2025-0412' } });
    expect(keyed.body.orderList).toHaveLength(1);
    const broken = await t.get('/order/get', { token, query: { filter: '{orderNo:' } });
    expect({ status: broken.status, fields: Object.keys(broken.body.fields) }).toEqual({
      status: 400,
      fields: ['filter'],
    });
    expect((await t.get('/order/get', { token, query: { orderNo: String(o.idSO) } })).body.orderList).toHaveLength(1);
    expect(
      (await t.get('/order/get', { token, query: { sku: o.idStyle } })).body.orderList.length,
    ).toBeGreaterThanOrEqual(1);
    expect(
      (await t.get('/order/get', { token, query: { address: 'Artesia' } })).body.orderList.length,
    ).toBeGreaterThanOrEqual(3);
    expect((await t.get('/order/get', { token, query: { address: 'Nowhere' } })).body.orderList).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    const recent = await t.get('/order/get', {
      token,
      query: { from: new Date(Date.now() - 10 * 86400000).toISOString().slice(0, 10), to: today },
    });
    expect(recent.body.orderList.map((x: { custPO: string }) => x.custPO)).toEqual(['PO-2025-0601']);
    expect((await t.get('/order/get', { token, query: { from: 'yesterday' } })).status).toBe(400);
  });

  it('lists the newest 200 orders and says when there are more', async () => {
    const c = await t.newCustomer();
    await t.post('/cart/add', { token: c.token, body: { idStyle: skus[0], totQty: 1 } });
    const placed = await t.post('/payment/place-order', {
      token: c.token,
      body: placeOrderBody('PO-M-0', 'key-more-0'),
    });
    expect(placed.body).toMatchObject({ is_success: true });
    const list = async () => (await t.get('/order/get', { token: c.token })).body;
    expect(await list()).toMatchObject({ orderList: [expect.anything()], hasMore: false });
    // 200 more orders straight into the database, copies of the first, each a day older.
    const first = await t.db
      .selectFrom('orders')
      .selectAll()
      .where('id_so', '=', placed.body.idSO)
      .executeTakeFirstOrThrow();
    const { id_so: _id, coupon_cd: _coupon, ...row } = first;
    await t.db
      .insertInto('orders')
      .values(
        Array.from({ length: 200 }, (_, i) => ({
          ...row,
          bill_address: JSON.stringify(row.bill_address),
          ship_address: JSON.stringify(row.ship_address),
          cust_po: `PO-M-${i + 1}`,
          idempotency_key: `key-more-${i + 1}`,
          created_at: new Date(first.created_at.getTime() - (i + 1) * 86_400_000),
        })),
      )
      .execute();
    const full = await list();
    expect(full.orderList).toHaveLength(200);
    expect(full.hasMore).toBe(true);
    expect(full.orderList[0].custPO).toBe('PO-M-0');
    expect(full.orderList.at(-1).custPO).toBe('PO-M-199');
    const older = await t.get('/order/get', { token: c.token, query: { orderNo: 'PO-M-200' } });
    expect(older.body).toMatchObject({ orderList: [{ custPO: 'PO-M-200' }], hasMore: false });
  });

  it("takes From and To as days of the buyer's time zone, daylight saving included", async () => {
    const c = await t.newCustomer();
    await t.post('/cart/add', { token: c.token, body: { idStyle: skus[0], totQty: 1 } });
    const placed = await t.post('/payment/place-order', { token: c.token, body: placeOrderBody('PO-TZ', 'key-tz-1') });
    // 7 pm on 24 September in Los Angeles (PDT, UTC-7), already the 25th in UTC.
    await t.db
      .updateTable('orders')
      .set({ created_at: new Date('2025-09-25T02:00:00Z') })
      .where('id_so', '=', placed.body.idSO)
      .execute();
    const found = async (query: Record<string, string>) =>
      (await t.get('/order/get', { token: c.token, query })).body.orderList.length;
    const la = { timeZone: 'America/Los_Angeles' };
    expect(await found({ from: '2025-09-24', to: '2025-09-24', ...la })).toBe(1);
    expect(await found({ from: '2025-09-25', ...la })).toBe(0);
    expect(await found({ from: '2025-09-25', to: '2025-09-25' })).toBe(1);
    expect(await found({ to: '2025-09-24' })).toBe(0);
    // In January Los Angeles is UTC-8: 7:30 am UTC on the 15th is still the 14th there.
    await t.db
      .updateTable('orders')
      .set({ created_at: new Date('2026-01-15T07:30:00Z') })
      .where('id_so', '=', placed.body.idSO)
      .execute();
    expect(await found({ from: '2026-01-14', to: '2026-01-14', ...la })).toBe(1);

    const bad = await t.get('/order/get', { token: c.token, query: { timeZone: 'Mars/Olympus_Mons' } });
    expect(bad.status).toBe(400);
    expect(bad.body.fields.timeZone).toEqual(['timeZone must be a time zone name such as America/Los_Angeles']);
    expect(
      (await t.get('/order/get', { token: c.token, query: { timeZone: "UTC'; drop table orders;--" } })).status,
    ).toBe(400);
    // Old aliases the runtime still knows but the database does not: the request's fault, not a 500.
    for (const timeZone of ['US/Pacific-New', 'Canada/East-Saskatchewan']) {
      const old = await t.get('/order/get', { token: c.token, query: { from: '2025-09-24', timeZone } });
      expect({ timeZone, status: old.status, fields: old.body.fields }).toEqual({
        timeZone,
        status: 400,
        fields: { timeZone: ['timeZone must be a time zone name such as America/Los_Angeles'] },
      });
    }
  });

  it('refuses a day the database cannot hold with the field that names it', async () => {
    const c = await t.newCustomer();
    for (const [field, label] of [
      ['from', 'From Date'],
      ['to', 'To Date'],
    ] as const) {
      const res = await t.get('/order/get', { token: c.token, query: { [field]: '0000-01-01' } });
      expect({ status: res.status, fields: res.body.fields }).toEqual({
        status: 400,
        fields: { [field]: [`${label} must be a date (YYYY-MM-DD)`] },
      });
    }
    expect((await t.get('/order/get', { token: c.token, query: { from: '0001-01-01' } })).status).toBe(200);
  });

  it("gives the detail lookups of an own order and 404 for anyone else's", async () => {
    const token = await t.login();
    const idSO = (await t.get('/order/get', { token })).body.orderList[0].idSO;
    expect((await t.get('/order/get-detail', { token, query: { idSO } })).body.order).toMatchObject({
      idSO,
      custPO: expect.any(String),
    });
    expect((await t.get('/order/get-pay-method', { token, query: { idSO } })).body.codeNm).toBeTruthy();
    expect((await t.get('/order/get-ship-method', { token, query: { idSO } })).body.codeNm).toBeTruthy();
    expect((await t.get('/order/get-bill-addr', { token, query: { idSO } })).body[0]).toMatchObject({
      city: 'Gardena',
    });
    expect((await t.get('/order/get-ship-addr', { token, query: { idSO } })).body[0]).toMatchObject({ states: 'CA' });
    expect((await t.get('/order/get-item-details', { token, query: { idSO } })).body.length).toBeGreaterThan(0);

    const stranger = await t.newCustomer();
    for (const path of [
      '/order/get-pay-method',
      '/order/get-ship-method',
      '/order/get-bill-addr',
      '/order/get-ship-addr',
      '/order/get-item-details',
    ]) {
      const res = await t.get(path, { token: stranger.token, query: { idSO } });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Order not found');
    }
    expect((await t.post('/order/copy-so', { token: stranger.token, body: { idSO } })).status).toBe(404);
    expect(
      (
        await t.post('/order/send-confirmation-email', {
          token: stranger.token,
          body: { orderData: { orderNumber: idSO } },
        })
      ).status,
    ).toBe(404);
    expect((await t.get('/order/get', { token: stranger.token })).body.orderList).toEqual([]);
    expect((await t.get('/order/get-item-details', { query: { idSO } })).status).toBe(401);
  });

  it('copies nothing when a line would go past the largest quantity in the cart, and says which', async () => {
    const c = await t.newCustomer();
    await t.post('/cart/add', { token: c.token, body: { idStyle: skus[3], totQty: 4 } });
    await t.post('/cart/add', { token: c.token, body: { idStyle: skus[4], totQty: 1 } });
    const placed = await t.post('/payment/place-order', {
      token: c.token,
      body: placeOrderBody('PO-MAX', 'key-max-01'),
    });
    await t.post('/cart/add', { token: c.token, body: { idStyle: skus[3], totQty: 99_997 } });
    const copy = await t.post('/order/copy-so', { token: c.token, body: { idSO: placed.body.idSO } });
    expect(copy).toMatchObject({ status: 400, body: { fields: { idStyle: [`${skus[3]}: Quantity is too large`] } } });
    const cart = await t.get('/cart/get', { token: c.token });
    expect(cart.body.cart.cartList.map((l: { idStyle: string; totQty: number }) => [l.idStyle, l.totQty])).toEqual([
      [skus[3], 99_997],
    ]);
  });

  it("copies a past order into the cart at today's prices and resends a confirmation", async () => {
    const c = await t.newCustomer({ priceLev: 4 });
    await t.post('/cart/add', { token: c.token, body: { idStyle: skus[3], totQty: 4 } });
    const placed = await t.post('/payment/place-order', {
      token: c.token,
      body: placeOrderBody('PO-C', 'key-copy-01'),
    });
    await t.db
      .updateTable('product_prices')
      .set({ price_cents: 12345, sale_cents: 0 })
      .where('id_style', '=', skus[3]!)
      .where('price_lev', '=', 4)
      .execute();
    const copy = await t.post('/order/copy-so', { token: c.token, body: { idCustomer: c.id, idSO: placed.body.idSO } });
    expect(copy.body).toMatchObject({ is_success: true, copied: 1, skipped: 0 });
    const cart = await t.get('/cart/get', { token: c.token });
    expect(cart.body.cart.cartList).toEqual([expect.objectContaining({ idStyle: skus[3], totQty: 4, price: 123.45 })]);
    await t.settled();
    // As if the order's own mail had failed (its sending given back): asked for, it is sent, built from the
    // stored order and never to an address the request names.
    await t.db
      .updateTable('orders')
      .set({ confirmation_sent_at: null })
      .where('id_so', '=', placed.body.idSO)
      .execute();
    const before = t.outbox().length;
    const sent = await t.post('/order/send-confirmation-email', {
      token: c.token,
      body: { orderData: { orderNumber: placed.body.idSO, customerEmail: 'attacker@example.com' } },
    });
    expect(sent.status).toBe(200);
    expect(t.outbox().slice(before).join('\n')).not.toContain('attacker@example.com');
    expect(t.outbox().slice(before).join('\n')).toContain(`To: ${c.email}`);
  });

  it("mails an order's confirmation once: asked for again after the order (as a client may), it sends nothing more", async () => {
    const c = await t.newCustomer();
    await t.post('/cart/add', { token: c.token, body: { idStyle: skus[4], totQty: 1 } });
    const before = t.outbox().length;
    const placed = await t.post('/payment/place-order', {
      token: c.token,
      body: placeOrderBody('PO-ONCE', 'key-once-01'),
    });
    const ask = () =>
      t.post('/order/send-confirmation-email', {
        token: c.token,
        body: { orderData: { orderNumber: placed.body.idSO } },
      });
    // Asked at once, while the order's own mail may still be on its way: whichever claims it first
    // sends it, and only that one.
    const right = await ask();
    expect(right.status).toBe(200);
    await t.settled();
    const again = await ask();
    expect(again.body.message).toBe('Confirmation already sent');
    const mails = t.outbox().slice(before);
    expect(mails.filter((mail) => mail.includes(`Order #: ${placed.body.idSO}`))).toHaveLength(2); // the buyer's and the rep's
  });

  it("writes the confirmation as the order pages show it: addresses, payment, grouped amounts, and the rep's own opening", async () => {
    const c = await t.newCustomer();
    const card = await t.db
      .insertInto('payment_cards')
      .values({ customer_id: c.id, brand: 'v', last4: '4242', holder: 'Dana Reyes', exp_month: 12, exp_year: 2031 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.post('/cart/add', { token: c.token, body: { idStyle: skus[4], totQty: 400 } });
    const before = t.outbox().length;
    const placed = await t.post('/payment/place-order', {
      token: c.token,
      body: placeOrderBody('PO-MAIL', 'key-mail-01', { idCC: card.id, bill_addr2: 'Suite 5', bill_company: '' }),
    });
    expect(placed.status).toBe(200);
    await t.settled();
    const order = await t.db
      .selectFrom('orders')
      .selectAll()
      .where('id_so', '=', placed.body.idSO)
      .executeTakeFirstOrThrow();
    expect(order.grand_cents).toBeGreaterThan(100_000);
    const [buyer, rep] = t.outbox().slice(before);
    for (const mail of [buyer!, rep!]) {
      expect(mail).toContain('Ship to: Dana Reyes, Reyes Supply, 1200 W Artesia Blvd, Gardena, CA 90248\n');
      expect(mail).toContain('Bill to: Dana Reyes, 1200 W Artesia Blvd Suite 5, Gardena, CA 90248\n');
      expect(mail).toContain('Payment: Credit Card, Visa ending in 4242\n');
      expect(mail).toContain(`Total: ${formatMoney(order.grand_cents / 100)}\n`);
      expect(mail).toMatch(/^Total: \$\d{1,3}(,\d{3})+\.\d{2}$/m);
      expect(mail).toContain(`Date: ${new Date(order.created_at).toISOString().slice(0, 10)} `);
      expect(mail).toMatch(/^Date: \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC$/m);
    }
    expect(buyer).toContain('Thank you for your order');
    expect(rep).not.toContain('Thank you for your order');
    expect(rep).toContain(`A web order from Test Co (Test Buyer`);
    expect(rep).toMatch(new RegExp(`^Reply-To: .*<${c.email.replace(/[.]/g, '\\.')}>$`, 'm'));
  });

  it('gives the sending of a confirmation back when the mail fails, so asking again sends it', async () => {
    const c = await t.newCustomer();
    await t.post('/cart/add', { token: c.token, body: { idStyle: skus[4], totQty: 1 } });
    const placed = await t.post('/payment/place-order', {
      token: c.token,
      body: placeOrderBody('PO-RETRY', 'key-retry-01'),
    });
    await t.settled();
    const idSO: number = placed.body.idSO;
    await t.db.updateTable('orders').set({ confirmation_sent_at: null }).where('id_so', '=', idSO).execute();
    const down = { ...t.deps, mailer: { send: () => Promise.reject(new Error('SMTP down')) } };
    await expect(sendOrderConfirmationOnce(down, c.id, idSO)).rejects.toThrow('SMTP down');
    const row = await t.db
      .selectFrom('orders')
      .select('confirmation_sent_at')
      .where('id_so', '=', idSO)
      .executeTakeFirstOrThrow();
    expect(row.confirmation_sent_at).toBeNull();
    await expect(sendOrderConfirmationOnce(t.deps, c.id, idSO)).resolves.toBe(true);
    await expect(sendOrderConfirmationOnce(t.deps, c.id, idSO)).resolves.toBe(false);
  });

  it('says how many of the products of a copied order are not sold any more and were left out', async () => {
    const c = await t.newCustomer();
    await t.post('/cart/add', { token: c.token, body: { idStyle: skus[4], totQty: 2 } });
    const placed = await t.post('/payment/place-order', {
      token: c.token,
      body: placeOrderBody('PO-GONE', 'key-gone-01'),
    });
    // Two lines of one product no longer in the catalogue, in two colours.
    const gone = {
      id_so: placed.body.idSO,
      id_style: 'GONE-1',
      web_title: 'Retired kettle',
      filepath1: '',
      qty: 1,
      backorder_qty: 0,
    };
    await t.db
      .insertInto('order_lines')
      .values(
        ['Red', 'Blue'].map((color) => ({
          ...gone,
          color,
          price_cents: 100,
          total_cents: 100,
          shipping_status: 'SHIPPED',
        })),
      )
      .execute();
    const copy = await t.post('/order/copy-so', { token: c.token, body: { idCustomer: c.id, idSO: placed.body.idSO } });
    // One product, though in two colours: the buyer is told of one product left out.
    expect(copy.body).toMatchObject({ is_success: true, copied: 1, skipped: 1 });
    const cart = await t.get('/cart/get', { token: c.token });
    expect(cart.body.cart.cartList.map((line: { idStyle: string }) => line.idStyle)).toEqual([skus[4]]);
  });
});
