import { storeToday } from '../src/modules/coupon/coupon.service';
import { placeOrderBody, setPriceFor, startTestApp, stockedSkus, type TestApp } from './helpers';

/** Discount codes: checked against the store's coupons at the cost call (Apply) and again at place-order. */
let t: TestApp;
let sku: string;
beforeAll(async () => {
  t = await startTestApp();
  sku = (await stockedSkus(t, await t.login()))[0]!;
});
afterAll(async () => t?.close());

const dayFromToday = (days: number) => storeToday('America/Los_Angeles', new Date(Date.now() + days * 86_400_000));

const addCoupon = (code: string, values: Record<string, unknown>) =>
  t.db
    .insertInto('coupons')
    .values({ code, description: `${code} (test)`, ...values })
    .execute();

/** A buyer whose cart is `qty` of one product at `unitCents` each (their price level's price). */
async function buyerWithCart(unitCents: number, qty = 1, overrides: { spNo?: string } = {}) {
  const c = await t.newCustomer(overrides);
  await setPriceFor(t, c.id, sku, unitCents);
  await t.post('/cart/add', { token: c.token, body: { idStyle: sku, totQty: qty } });
  return c;
}

const cost = (token: string, couponCd?: string) =>
  t.get('/util/get-order-cost', { token, query: { states: 'CA', ...(couponCd === undefined ? {} : { couponCd }) } });

describe('discount codes at the cost call (Apply)', () => {
  it('takes a percent off the subtotal, rounded to the cent, with tax on what is left', async () => {
    await addCoupon('PCT15', { percent_off: 15 });
    const c = await buyerWithCart(3333, 3); // $99.99
    const res = await cost(c.token, '  pct15 ');
    expect(res.status).toBe(200);
    // 15% of 9 999 cents is 1 499.85: 1 500 cents. Tax 7.25% of 8 499 is 616.18: 616 cents.
    expect(res.body.orderAmount).toEqual({
      output_subTotAmt: 99.99,
      output_discountAmt: 15,
      output_taxAmt: 6.16,
      output_shipFee: 0,
      output_totAmt: 91.15,
      taxRate: 7.25,
      taxExempt: false,
      coupon: { couponCd: 'PCT15', description: 'PCT15 (test)' },
    });
    const without = await cost(c.token);
    expect(without.body.orderAmount).toMatchObject({ output_discountAmt: 0, output_taxAmt: 7.25, coupon: null });
  });

  it('takes an amount off, never more than the subtotal', async () => {
    await addCoupon('TENOFF', { amount_off_cents: 1000 });
    const c = await buyerWithCart(2500);
    expect((await cost(c.token, 'TENOFF')).body.orderAmount).toMatchObject({
      output_subTotAmt: 25,
      output_discountAmt: 10,
      output_taxAmt: 1.09,
      output_totAmt: 16.09,
    });
    const small = await buyerWithCart(600);
    expect((await cost(small.token, 'tenoff')).body.orderAmount).toMatchObject({
      output_subTotAmt: 6,
      output_discountAmt: 6,
      output_taxAmt: 0,
      output_totAmt: 0,
    });
  });

  it('refuses a code that is unknown, turned off, over or not begun, with 400 naming couponCd', async () => {
    await addCoupon('OFFNOW', { percent_off: 5, is_active: false });
    await addCoupon('OVER', { percent_off: 5, valid_until: dayFromToday(-1) });
    await addCoupon('LATER', { percent_off: 5, valid_from: dayFromToday(2) });
    await addCoupon('LASTDAY', { percent_off: 5, valid_from: dayFromToday(0), valid_until: dayFromToday(0) });
    const c = await buyerWithCart(1000);
    const refused = async (code: string) => {
      const res = await cost(c.token, code);
      return { status: res.status, message: res.body.message, fields: res.body.fields };
    };
    const answer = (message: string) => ({ status: 400, message, fields: { couponCd: [message] } });
    expect(await refused('NO-SUCH-CODE')).toEqual(answer('This discount code is not valid.'));
    expect(await refused('offnow')).toEqual(answer('This discount code is not valid.'));
    expect(await refused('OVER')).toEqual(answer('This discount code has expired.'));
    expect(await refused('LATER')).toEqual(answer('This discount code is not valid yet.'));
    // Its first and last day are days it works.
    expect((await cost(c.token, 'LASTDAY')).body.orderAmount.output_discountAmt).toBe(0.5);
    // A blank code is no code.
    expect((await cost(c.token, '   ')).status).toBe(200);
  });

  it("discounts a tax-exempt buyer's order too, with no tax", async () => {
    await addCoupon('EXEMPT5', { amount_off_cents: 500 });
    const c = await buyerWithCart(2000, 1, { spNo: 'SP-9' });
    expect((await cost(c.token, 'EXEMPT5')).body.orderAmount).toMatchObject({
      output_discountAmt: 5,
      output_taxAmt: 0,
      output_totAmt: 15,
      taxExempt: true,
    });
  });
});

describe('discount codes at place-order', () => {
  it('stores the code as the store spells it and the discount, which the order and its mail show', async () => {
    await addCoupon('WHOLE20', { percent_off: 20, description: '20% off' });
    const c = await buyerWithCart(5000, 2);
    const placed = await t.post('/payment/place-order', {
      token: c.token,
      body: placeOrderBody('PO-CPN-1', 'key-coupon-01', { couponCd: ' whole20 ' }),
    });
    expect(placed.status).toBe(200);
    // $100 less $20, tax 7.25% of $80 = $5.80.
    expect(placed.body.grandAmount).toBe(85.8);
    const order = await t.db
      .selectFrom('orders')
      .select(['coupon_cd', 'subtotal_cents', 'discount_cents', 'tax_cents', 'grand_cents'])
      .where('id_so', '=', placed.body.idSO)
      .executeTakeFirstOrThrow();
    expect(order).toEqual({
      coupon_cd: 'WHOLE20',
      subtotal_cents: 10_000,
      discount_cents: 2_000,
      tax_cents: 580,
      grand_cents: 8_580,
    });
    const detail = await t.get('/order/get-detail', { token: c.token, query: { idSO: placed.body.idSO } });
    expect(detail.body.order).toMatchObject({ subTotal: 100, discount: 20, taxAmount: 5.8, grandAmount: 85.8 });
    await t.settled();
    const mail = t.outbox().find((text) => text.includes(`Order #: ${placed.body.idSO}`))!;
    expect(mail).toContain('Subtotal: $100.00\nDiscount (WHOLE20): -$20.00\nTax: $5.80\n');
    expect(mail).not.toContain('applied on the invoice');
  });

  it('refuses a code that expired after Apply: 400 naming data.couponCd, no order, the cart as it was', async () => {
    await addCoupon('ENDING', { percent_off: 10 });
    const c = await buyerWithCart(1000, 2);
    expect((await cost(c.token, 'ENDING')).status).toBe(200);
    await t.db
      .updateTable('coupons')
      .set({ valid_until: dayFromToday(-1) })
      .where('code', '=', 'ENDING')
      .execute();
    const placed = await t.post('/payment/place-order', {
      token: c.token,
      body: placeOrderBody('PO-CPN-2', 'key-coupon-02', { couponCd: 'ENDING' }),
    });
    expect({ status: placed.status, message: placed.body.message, fields: placed.body.fields }).toEqual({
      status: 400,
      message: 'This discount code has expired.',
      fields: { 'data.couponCd': ['This discount code has expired.'] },
    });
    const unknown = await t.post('/payment/place-order', {
      token: c.token,
      body: placeOrderBody('PO-CPN-2', 'key-coupon-03', { couponCd: 'MADE-UP-50' }),
    });
    expect(unknown.body).toMatchObject({ message: 'This discount code is not valid.' });
    expect(await t.db.selectFrom('orders').select('id_so').where('customer_id', '=', c.id).execute()).toEqual([]);
    expect((await t.get('/cart/get', { token: c.token })).body.cart.cartList).toHaveLength(1);
  });
});

describe('validation messages in the product words', () => {
  it('says what is missing from check-exist and send-confirmation-email', async () => {
    const c = await t.newCustomer();
    const check = await t.get('/order/check-exist', { token: c.token });
    expect({ status: check.status, fields: check.body.fields }).toEqual({
      status: 400,
      fields: { customerPO: ['Purchase Order Number is required'] },
    });
    const send = await t.post('/order/send-confirmation-email', { token: c.token, body: {} });
    expect({ status: send.status, fields: send.body.fields }).toEqual({
      status: 400,
      fields: { orderData: ['orderData is required'] },
    });
    const notAnObject = await t.post('/order/send-confirmation-email', { token: c.token, body: { orderData: 'x' } });
    expect(notAnObject.body.fields).toEqual({ orderData: ['orderData must be an object'] });
  });
});
