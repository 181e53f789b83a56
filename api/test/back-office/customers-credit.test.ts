import { placeOrderBody, setPriceFor, startTestApp, stockedSkus, type TestApp } from '../helpers';
import { newStaff } from './staff-helpers';

/** A customer's terms at checkout: the credit limit and tax exemption staff set (docs/product.md §13.2). */
let t: TestApp;
let rep: { token: string };
let skus: string[];
beforeAll(async () => {
  t = await startTestApp();
  rep = await newStaff(t, 'rep');
  skus = await stockedSkus(t, await t.login());
});
afterAll(async () => t?.close());

type Buyer = { id: number; token: string };
const setTerms = (id: number, terms: Record<string, unknown>) =>
  t.post('/admin/customers/set-terms', { token: rep.token, body: { id, ...terms } });
const cartLines = async (c: Buyer) =>
  (await t.get('/cart/get', { token: c.token })).body.cart.cartList.map((l: { totQty: number }) => l.totQty);

/** A buyer whose one sku costs $1,000 a unit, charged no tax, so each order's total is known. */
async function thousandDollarBuyer() {
  const c = await t.newCustomer();
  await setPriceFor(t, c.id, skus[2]!, 100_000);
  expect((await setTerms(c.id, { taxExempt: true })).status).toBe(200);
  return c;
}

async function order(c: Buyer, po: string, extra: Record<string, unknown> = {}) {
  await t.post('/cart/add', { token: c.token, body: { idStyle: skus[2], totQty: 1 } });
  return t.post('/payment/place-order', { token: c.token, body: placeOrderBody(po, `key-${po}`, extra) });
}

describe('the credit limit', () => {
  it('refuses an order on terms that would take the unpaid orders above it, naming both amounts', async () => {
    const c = await thousandDollarBuyer();
    await setTerms(c.id, { creditLimit: 1500 });
    const first = await order(c, 'CREDIT-1');
    expect(first.status).toBe(200);
    expect(first.body.grandAmount).toBe(1000);

    const refused = await order(c, 'CREDIT-2');
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      code: 'CREDIT_LIMIT',
      message:
        'This order would take your account above its credit limit of $1,500.00. Orders not yet paid come to $1,000.00. Please contact customer service.',
    });
    // Nothing was written: the cart is as it was, and no order took the PO.
    expect(await cartLines(c)).toEqual([1]);
    const orders = await t.db.selectFrom('orders').select('cust_po').where('customer_id', '=', c.id).execute();
    expect(orders.map((o) => o.cust_po)).toEqual(['CREDIT-1']);

    // Exactly at the limit is within it.
    await setTerms(c.id, { creditLimit: 2000 });
    const atLimit = await t.post('/payment/place-order', {
      token: c.token,
      body: placeOrderBody('CREDIT-2', 'key-CREDIT-2b'),
    });
    expect(atLimit.status).toBe(200);
    expect(
      (await t.get('/admin/customers/detail', { token: rep.token, query: { id: c.id } })).body.customer,
    ).toMatchObject({ creditLimit: 2000, unpaidOnTerms: 2000 });
  });

  it('counts only unpaid orders on terms that are not cancelled', async () => {
    const c = await thousandDollarBuyer();
    await setTerms(c.id, { creditLimit: 1000 });
    const paid = await order(c, 'COUNT-1');
    expect(paid.status).toBe(200);
    expect((await order(c, 'COUNT-2')).status).toBe(422);

    await t.db.updateTable('orders').set({ paid_status: 2 }).where('id_so', '=', paid.body.idSO).execute();
    const cancelled = await t.post('/payment/place-order', {
      token: c.token,
      body: placeOrderBody('COUNT-2', 'key-COUNT-2-again'),
    });
    expect(cancelled.status).toBe(200);
    await t.db.updateTable('orders').set({ status: 'CANCELLED' }).where('id_so', '=', cancelled.body.idSO).execute();
    // Partly paid is still open.
    const partly = await order(c, 'COUNT-3');
    expect(partly.status).toBe(200);
    await t.db.updateTable('orders').set({ paid_status: 1 }).where('id_so', '=', partly.body.idSO).execute();
    expect((await order(c, 'COUNT-4')).status).toBe(422);

    // A card order is not credit: the limit does not hold it back.
    const card = await t.db
      .insertInto('payment_cards')
      .values({ customer_id: c.id, brand: 'Visa', last4: '1111', holder: 'T B', exp_month: 1, exp_year: 2035 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const byCard = await t.post('/payment/place-order', {
      token: c.token,
      body: placeOrderBody('COUNT-4', 'key-COUNT-4-card', { idCC: card.id }),
    });
    expect(byCard.status).toBe(200);
  });

  it('takes a staff change made while an order is placed one after the other, neither waiting on the other', async () => {
    const c = await thousandDollarBuyer();
    const [placed, changed] = await Promise.all([order(c, 'BOTH-1'), setTerms(c.id, { creditLimit: 5000 })]);
    expect([placed.status, changed.status]).toEqual([200, 200]);
    const page = await t.get('/admin/customers/detail', { token: rep.token, query: { id: c.id } });
    expect(page.body.customer).toMatchObject({ creditLimit: 5000, unpaidOnTerms: 1000 });
  });

  it('holds no order back without a limit, and a limit of 0 allows no order on terms', async () => {
    const c = await thousandDollarBuyer();
    expect((await order(c, 'NONE-1')).status).toBe(200);
    expect((await order(c, 'NONE-2')).status).toBe(200);
    await setTerms(c.id, { creditLimit: 0 });
    const refused = await order(c, 'NONE-3');
    expect(refused.body.message).toBe(
      'This order would take your account above its credit limit of $0.00. Orders not yet paid come to $2,000.00. Please contact customer service.',
    );
  });
});

describe('tax exemption', () => {
  const cost = async (c: Buyer) =>
    (await t.get('/util/get-order-cost', { token: c.token, query: { states: 'CA' } })).body.orderAmount;

  it('follows what staff set, not the seller’s permit on file', async () => {
    const permit = await t.newCustomer({ spNo: 'SP-7' });
    const none = await t.newCustomer();
    for (const c of [permit, none]) {
      await setPriceFor(t, c.id, skus[3]!, 10_000);
      await t.post('/cart/add', { token: c.token, body: { idStyle: skus[3], totQty: 1 } });
    }
    expect(await cost(permit)).toMatchObject({ taxExempt: true, output_taxAmt: 0 });
    const taxed = await cost(none);
    expect(taxed.taxExempt).toBe(false);
    expect(taxed.output_taxAmt).toBeGreaterThan(0);

    await setTerms(permit.id, { taxExempt: false });
    await setTerms(none.id, { taxExempt: true });
    expect(await cost(permit)).toMatchObject({ taxExempt: false, output_taxAmt: taxed.output_taxAmt });
    expect(await cost(none)).toMatchObject({ taxExempt: true, output_taxAmt: 0 });
    const placed = await t.post('/payment/place-order', {
      token: none.token,
      body: placeOrderBody('TAX-1', 'key-TAX-1'),
    });
    const row = await t.db
      .selectFrom('orders')
      .select(['tax_cents', 'grand_cents'])
      .where('id_so', '=', placed.body.idSO)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ tax_cents: 0, grand_cents: 10_000 });
  });
});
