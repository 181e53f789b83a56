import { ORDER_CHANGED_MESSAGE } from '@storefront/shared-kernel/contracts';
import { startTestApp, stockedSkus, type Body, type TestApp, ORDER_ADDRESS } from '../helpers';
import { placeOrder, stockOf, storedOrder } from './orders-helpers';
import { auditOf, newStaff } from './staff-helpers';

let t: TestApp;
let skus: string[];
let rep: { id: number; email: string; token: string };
beforeAll(async () => {
  t = await startTestApp({ storeTimeZone: 'America/Los_Angeles' });
  skus = await stockedSkus(t, await t.login());
  rep = await newStaff(t, 'rep');
});
afterAll(async () => t?.close());

const pid = process.pid;
const list = (query: Record<string, unknown>) => t.get('/admin/orders/list', { token: rep.token, query });
const detail = async (orderNo: number) =>
  (await t.get('/admin/orders/detail', { token: rep.token, query: { orderNo } })).body.order as Body;
const act = (name: string, body: Record<string, unknown>) =>
  t.post(`/admin/orders/${name}`, { token: rep.token, body });
const orderNos = (answer: { body: Body }) => answer.body.rows.map((r: { orderNo: number }) => r.orderNo);

/** Moves an order along set-status's path to `status`, each step from the version it answers. */
async function bringTo(orderNo: number, path: string[]): Promise<Body> {
  let order = await detail(orderNo);
  for (const status of path) {
    const answer = await act('set-status', { orderNo, version: order.version, status });
    expect([status, answer.status]).toEqual([status, 200]);
    order = answer.body.order;
  }
  return order;
}

/** A mail's text as written: quoted-printable soft breaks and escapes undone. */
const readable = (mail: string) =>
  mail
    .replace(/\r\n/g, '\n')
    .replace(/=\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
const mailsSince = async (before: number) => {
  await t.settled();
  return t.outbox().slice(before).map(readable);
};

describe('the order list', () => {
  let buyer: { id: number; email: string; token: string };
  let a: number;
  let b: number;
  let c: number;
  beforeAll(async () => {
    buyer = await t.newCustomer();
    const other = await t.newCustomer();
    a = await placeOrder(
      t,
      buyer,
      [
        { sku: skus[0]!, qty: 1 },
        { sku: skus[1]!, qty: 2 },
      ],
      `PO-LIST-A-${pid}`,
    );
    b = await placeOrder(t, buyer, [{ sku: skus[2]!, qty: 1 }], `PO-LIST-B-${pid}`);
    c = await placeOrder(t, other, [{ sku: skus[0]!, qty: 1 }], `PO-LIST-C-${pid}`);
    await t.db.updateTable('orders').set({ status: 'PROCESSING', paid_status: 2 }).where('id_so', '=', b).execute();
  });

  it('lists a customer’s orders newest first, with the row’s fields', async () => {
    const answer = await list({ customer: String(buyer.id) });
    expect(answer.status).toBe(200);
    expect(answer.body.total).toBe(2);
    expect(orderNos(answer)).toEqual([b, a]);
    const stored = await storedOrder(t, a);
    expect(answer.body.rows[1]).toEqual({
      orderNo: a,
      date: new Date(stored.created_at).toISOString(),
      customer: { id: buyer.id, company: 'Test Co', email: buyer.email },
      po: `PO-LIST-A-${pid}`,
      status: 'OPEN',
      paymentStatus: 0,
      grandTotal: stored.grand_cents / 100,
      lineCount: 2,
    });
  });

  it('filters by customer text, PO, order number, SKU, status and payment status', async () => {
    expect(orderNos(await list({ customer: buyer.email.toUpperCase() }))).toEqual([b, a]);
    expect(orderNos(await list({ po: `po-list-a-${pid}` }))).toEqual([a]);
    expect(orderNos(await list({ orderNo: c }))).toEqual([c]);
    expect(orderNos(await list({ customer: buyer.email, sku: skus[2]!.toLowerCase() }))).toEqual([b]);
    expect(orderNos(await list({ customer: buyer.email, status: 'PROCESSING' }))).toEqual([b]);
    expect(orderNos(await list({ customer: buyer.email, paymentStatus: 0 }))).toEqual([a]);
    expect(orderNos(await list({ customer: buyer.email, paymentStatus: 2, status: 'OPEN' }))).toEqual([]);
    expect((await list({ customer: `nobody-${pid}` })).body.total).toBe(0);
  });

  it('takes from and to as the store’s days', async () => {
    // 06:30 UTC on 10 March 2025 is still 9 March in Los Angeles (UTC-7 that day).
    await t.db.updateTable('orders').set({ created_at: '2025-03-10T06:30:00Z' }).where('id_so', '=', a).execute();
    const days = (from: string, to: string) => list({ customer: buyer.email, from, to });
    expect(orderNos(await days('2025-03-09', '2025-03-09'))).toEqual([a]);
    expect(orderNos(await days('2025-03-10', '2025-03-10'))).toEqual([]);
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Los_Angeles' });
    expect(orderNos(await list({ customer: buyer.email, from: today }))).toEqual([b]);
    expect(orderNos(await list({ customer: buyer.email, to: '2025-03-09', from: '' }))).toEqual([a]);
  });

  it('sorts by each column either way, and pages', async () => {
    const sorted = async (sort: string, direction: string) =>
      orderNos(await list({ customer: buyer.email, sort, direction }));
    expect(await sorted('orderNo', 'asc')).toEqual([a, b]);
    expect(await sorted('orderNo', 'desc')).toEqual([b, a]);
    expect(await sorted('date', 'asc')).toEqual([a, b]);
    expect(await sorted('status', 'asc')).toEqual([a, b]);
    expect(await sorted('status', 'desc')).toEqual([b, a]);
    expect(await sorted('customer', 'asc')).toEqual([a, b]);
    const [first, second] = [await storedOrder(t, a), await storedOrder(t, b)];
    const byTotal = first.grand_cents <= second.grand_cents ? [a, b] : [b, a];
    expect(await sorted('total', 'asc')).toEqual(byTotal);
    const second25 = await list({ customer: buyer.email, page: 2, pageSize: 25 });
    expect(second25.body).toEqual({ is_success: true, rows: [], total: 2 });
  });

  it('refuses bad parameters naming each', async () => {
    const bad = await list({ pageSize: 7, sort: 'price', paymentStatus: 3, status: 'LOST', from: '2025-13-01' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(['from', 'pageSize', 'paymentStatus', 'sort', 'status']);
  });

  it('is for admins and reps only', async () => {
    const catalog = await newStaff(t, 'catalog');
    expect((await t.get('/admin/orders/list', { token: catalog.token })).status).toBe(403);
    const admin = await newStaff(t, 'admin');
    expect((await t.get('/admin/orders/list', { token: admin.token })).status).toBe(200);
  });
});

describe('one order', () => {
  it('shows what the buyer saw, the customer, the internal note and the version', async () => {
    const buyer = await t.newCustomer({ priceLev: 2 });
    const orderNo = await placeOrder(t, buyer, [{ sku: skus[3]!, qty: 3 }], `PO-DETAIL-${pid}`);
    const stored = await storedOrder(t, orderNo);
    const line = await t.db
      .selectFrom('order_lines')
      .selectAll()
      .where('id_so', '=', orderNo)
      .executeTakeFirstOrThrow();
    const order = await detail(orderNo);
    const address = ORDER_ADDRESS;
    expect(order).toEqual({
      orderNo,
      po: `PO-DETAIL-${pid}`,
      status: 'OPEN',
      paymentStatus: 0,
      createdAt: new Date(stored.created_at).toISOString(),
      updatedAt: new Date(stored.updated_at).toISOString(),
      version: 1,
      paymentMethod: 'Cash / Pay on Terms',
      shippingMethod: 'Ground (freight added to invoice)',
      couponCode: '',
      comment: '',
      internalNote: '',
      billAddress: address,
      shipAddress: address,
      subtotal: stored.subtotal_cents / 100,
      discount: 0,
      tax: stored.tax_cents / 100,
      shippingFee: 0,
      grandTotal: stored.grand_cents / 100,
      customer: {
        id: buyer.id,
        company: 'Test Co',
        email: buyer.email,
        name: expect.stringMatching(/^Test Buyer/),
        priceLevel: 2,
      },
      lines: [
        {
          lineId: line.id,
          sku: skus[3],
          title: line.web_title,
          color: line.color,
          picture: line.filepath1,
          qty: 3,
          backorderQty: 0,
          price: line.price_cents / 100,
          lineTotal: line.total_cents / 100,
          shippingStatus: 'PROCESSING',
          carrier: '',
          trackingNo: '',
          shipDate: null,
        },
      ],
      nextStatuses: ['PROCESSING', 'CANCELLED'],
    });
  });

  it('answers 404 for an order number that is no order, and 400 for one that is no number', async () => {
    const missing = await t.get('/admin/orders/detail', { token: rep.token, query: { orderNo: 2_000_000_000 } });
    expect([missing.status, missing.body.code]).toEqual([404, 'ORDER_NOT_FOUND']);
    const bad = await t.get('/admin/orders/detail', { token: rep.token, query: { orderNo: 'abc' } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields)).toEqual(['orderNo']);
  });
});

describe('status changes', () => {
  it('walks OPEN → PROCESSING → PARTIALLY SHIPPED → SHIPPED → COMPLETED, bumping the version and auditing each', async () => {
    const buyer = await t.newCustomer();
    const orderNo = await placeOrder(t, buyer, [{ sku: skus[0]!, qty: 1 }]);
    const order = await bringTo(orderNo, ['PROCESSING', 'PARTIALLY SHIPPED', 'SHIPPED', 'COMPLETED']);
    expect(order).toMatchObject({ status: 'COMPLETED', version: 5, nextStatuses: [] });
    const audit = await auditOf(t, 'order', orderNo);
    expect(audit.map((r) => [r.action, r.actor, r.before, r.after])).toEqual([
      ['order.status', rep.email, { status: 'OPEN' }, { status: 'PROCESSING' }],
      ['order.status', rep.email, { status: 'PROCESSING' }, { status: 'PARTIALLY SHIPPED' }],
      ['order.status', rep.email, { status: 'PARTIALLY SHIPPED' }, { status: 'SHIPPED' }],
      ['order.status', rep.email, { status: 'SHIPPED' }, { status: 'COMPLETED' }],
    ]);
    // The buyer sees the status it now has.
    const mine = await t.get('/order/get-detail', { token: buyer.token, query: { idSO: orderNo } });
    expect(mine.body.order.status).toBe('COMPLETED');
  });

  it.each([
    [[], 'SHIPPED'],
    [[], 'COMPLETED'],
    [[], 'OPEN'],
    [['PROCESSING'], 'OPEN'],
    [['PROCESSING', 'SHIPPED'], 'CANCELLED'],
    [['PROCESSING', 'SHIPPED'], 'OPEN'],
    [['PROCESSING', 'PARTIALLY SHIPPED'], 'COMPLETED'],
    [['PROCESSING', 'SHIPPED', 'COMPLETED'], 'CANCELLED'],
    [['CANCELLED'], 'OPEN'],
    [['CANCELLED'], 'PROCESSING'],
  ])('after %j refuses %s, naming both statuses, writing nothing', async (path, to) => {
    const buyer = await t.newCustomer();
    const orderNo = await placeOrder(t, buyer, [{ sku: skus[0]!, qty: 1 }]);
    const order = await bringTo(orderNo, path);
    const before = await storedOrder(t, orderNo);
    const audits = (await auditOf(t, 'order', orderNo)).length;
    const refused = await act('set-status', { orderNo, version: order.version, status: to });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      code: 'INVALID_TRANSITION',
      message: `An order that is ${order.status} cannot become ${to}.`,
    });
    expect(await storedOrder(t, orderNo)).toEqual(before);
    expect(await auditOf(t, 'order', orderNo)).toHaveLength(audits);
  });
});

describe('a save from an older version', () => {
  it.each([
    ['set-status', { status: 'PROCESSING' }],
    ['set-note', { note: 'Call before delivery' }],
    ['set-payment', { paymentStatus: 2, shippingFee: 10 }],
    ['ship-lines', { lines: [{ lineId: 0, shippingStatus: 'SHIPPED', carrier: 'UPS' }] }],
  ])('%s: 409 ORDER_CHANGED and nothing written', async (name, change) => {
    const buyer = await t.newCustomer();
    const orderNo = await placeOrder(t, buyer, [{ sku: skus[0]!, qty: 1 }]);
    const lineId = (await detail(orderNo)).lines[0].lineId;
    expect((await act('set-note', { orderNo, version: 1, note: 'First' })).body.order.version).toBe(2);
    const before = await storedOrder(t, orderNo);
    const lines = await t.db.selectFrom('order_lines').selectAll().where('id_so', '=', orderNo).execute();
    const audits = await auditOf(t, 'order', orderNo);
    const body = 'lines' in change ? { lines: [{ ...change.lines[0], lineId }] } : change;
    const stale = await act(name, { orderNo, version: 1, ...body });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'ORDER_CHANGED', message: ORDER_CHANGED_MESSAGE });
    expect(ORDER_CHANGED_MESSAGE).toBe('This order was changed by someone else. Reload to see the changes.');
    expect(await storedOrder(t, orderNo)).toEqual(before);
    expect(await t.db.selectFrom('order_lines').selectAll().where('id_so', '=', orderNo).execute()).toEqual(lines);
    expect(await auditOf(t, 'order', orderNo)).toEqual(audits);
  });

  it('lets one of two saves made from the same version through, the other 409', async () => {
    const buyer = await t.newCustomer();
    const orderNo = await placeOrder(t, buyer, [{ sku: skus[0]!, qty: 1 }]);
    const answers = await Promise.all([
      act('set-note', { orderNo, version: 1, note: 'Mine' }),
      act('set-status', { orderNo, version: 1, status: 'PROCESSING' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect((await storedOrder(t, orderNo)).version).toBe(2);
    expect(await auditOf(t, 'order', orderNo)).toHaveLength(1);
  });
});

describe('cancelling', () => {
  it('returns exactly the stock the order took, backorders included, and mails the buyer', async () => {
    const [short, plenty] = [skus[4]!, skus[5]!];
    await t.db.updateTable('products').set({ ava_qty: 5, sold_count: 100 }).where('id_style', '=', short).execute();
    const plentyBefore = await stockOf(t, plenty);
    const buyer = await t.newCustomer();
    const orderNo = await placeOrder(t, buyer, [
      { sku: short, qty: 8 },
      { sku: plenty, qty: 2 },
    ]);
    expect(await stockOf(t, short)).toEqual({ ava_qty: 0, sold_count: 108 });
    let order = await detail(orderNo);
    expect(order.lines.map((l: Body) => [l.sku, l.qty, l.backorderQty, l.shippingStatus])).toEqual([
      [short, 5, 0, 'PROCESSING'],
      [short, 3, 3, 'BACKORDERED'],
      [plenty, 2, 0, 'PROCESSING'],
    ]);
    // The backordered line is ready later: still, the order took only 5 from stock.
    const backordered = order.lines[1].lineId;
    order = (
      await act('ship-lines', {
        orderNo,
        version: order.version,
        lines: [{ lineId: backordered, shippingStatus: 'PROCESSING' }],
      })
    ).body.order;
    order = await bringTo(orderNo, ['PROCESSING']);
    await t.db.updateTable('products').set({ ava_qty: 1 }).where('id_style', '=', short).execute();
    const mails = t.outbox().length;
    const cancelled = await act('set-status', { orderNo, version: order.version, status: 'CANCELLED' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.order).toMatchObject({ status: 'CANCELLED', nextStatuses: [] });
    expect(await stockOf(t, short)).toEqual({ ava_qty: 6, sold_count: 100 });
    expect(await stockOf(t, plenty)).toEqual(plentyBefore);
    const audit = (await auditOf(t, 'order', orderNo)).at(-1)!;
    expect([audit.action, audit.before, audit.after]).toEqual([
      'order.status',
      { status: 'PROCESSING', stockReturned: null },
      { status: 'CANCELLED', stockReturned: { [short]: 5, [plenty]: 2 } },
    ]);
    const [mail, ...more] = await mailsSince(mails);
    expect(more).toEqual([]);
    expect(mail).toContain(`To: ${buyer.email}`);
    expect(mail).toContain(`Subject: Your order ${orderNo} is cancelled (PO PO-DESK-`);
    // Cancelled once: the second asks nothing of stock.
    const again = await act('set-status', { orderNo, version: cancelled.body.order.version, status: 'CANCELLED' });
    expect(again.status).toBe(422);
    expect(await stockOf(t, short)).toEqual({ ava_qty: 6, sold_count: 100 });
    const mine = await t.get('/order/get', { token: buyer.token });
    expect(mine.body.orderList[0]).toMatchObject({ idSO: orderNo, status: 'CANCELLED' });
  });
});

describe('shipping lines', () => {
  it('ships lines one by one: the order follows them, the buyer is mailed carrier and tracking and sees them', async () => {
    const buyer = await t.newCustomer();
    const orderNo = await placeOrder(t, buyer, [
      { sku: skus[0]!, qty: 1 },
      { sku: skus[1]!, qty: 1 },
    ]);
    let order = await detail(orderNo);
    const [first, second] = order.lines.map((l: Body) => l.lineId as number);
    let mails = t.outbox().length;
    let answer = await act('ship-lines', {
      orderNo,
      version: order.version,
      lines: [
        { lineId: first, shippingStatus: 'SHIPPED', carrier: 'UPS', trackingNo: '1Z999AA1', shipDate: '2026-01-15' },
      ],
    });
    expect(answer.status).toBe(200);
    order = answer.body.order;
    expect(order).toMatchObject({ status: 'PARTIALLY SHIPPED', version: 2 });
    expect(order.lines[0]).toMatchObject({
      shippingStatus: 'SHIPPED',
      carrier: 'UPS',
      trackingNo: '1Z999AA1',
      shipDate: '2026-01-15',
    });
    const shippedMails = await mailsSince(mails);
    expect(shippedMails).toHaveLength(1);
    let mail = shippedMails[0];
    expect(mail).toContain(`To: ${buyer.email}`);
    expect(mail).toContain(`Subject: Part of your order ${orderNo} has shipped`);
    expect(mail).toContain('Shipped via UPS, tracking 1Z999AA1, on 2026-01-15');
    expect(mail).not.toContain(skus[1]);

    const items = await t.get('/order/get-item-details', { token: buyer.token, query: { idSO: orderNo } });
    expect(items.body.map((i: Body) => [i.shippingStatus, i.carrier, i.trackingNo, i.shipDate])).toEqual([
      ['SHIPPED', 'UPS', '1Z999AA1', '2026-01-15'],
      ['PROCESSING', '', '', null],
    ]);
    const mine = await t.get('/order/get-detail', { token: buyer.token, query: { idSO: orderNo } });
    expect(mine.body.order.status).toBe('PARTIALLY SHIPPED');

    mails = t.outbox().length;
    answer = await act('ship-lines', {
      orderNo,
      version: order.version,
      lines: [{ lineId: second, shippingStatus: 'SHIPPED', carrier: 'FedEx', trackingNo: '7712' }],
    });
    order = answer.body.order;
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Los_Angeles' });
    expect(order.status).toBe('SHIPPED');
    expect(order.lines[1]).toMatchObject({ carrier: 'FedEx', trackingNo: '7712', shipDate: today });
    [mail] = await mailsSince(mails);
    expect(mail).toContain(`Subject: Your order ${orderNo} has shipped`);
    expect(mail).toContain(`Shipped via FedEx, tracking 7712, on ${today}`);

    // The same again changes nothing: no version, no audit row, no mail.
    mails = t.outbox().length;
    const same = await act('ship-lines', {
      orderNo,
      version: order.version,
      lines: [{ lineId: second, shippingStatus: 'SHIPPED', carrier: 'FedEx' }],
    });
    expect(same.body.order.version).toBe(order.version);
    expect(await mailsSince(mails)).toEqual([]);

    const audit = await auditOf(t, 'order', orderNo);
    expect(audit.map((r) => [r.action, r.before, r.after])).toEqual([
      [
        'order.lines',
        {
          [`line ${first}`]: { shippingStatus: 'PROCESSING', carrier: '', trackingNo: '', shipDate: null },
          status: 'OPEN',
        },
        {
          [`line ${first}`]: {
            shippingStatus: 'SHIPPED',
            carrier: 'UPS',
            trackingNo: '1Z999AA1',
            shipDate: '2026-01-15',
          },
          status: 'PARTIALLY SHIPPED',
        },
      ],
      [
        'order.lines',
        {
          [`line ${second}`]: { shippingStatus: 'PROCESSING', carrier: '', trackingNo: '', shipDate: null },
          status: 'PARTIALLY SHIPPED',
        },
        {
          [`line ${second}`]: { shippingStatus: 'SHIPPED', carrier: 'FedEx', trackingNo: '7712', shipDate: today },
          status: 'SHIPPED',
        },
      ],
    ]);

    // Un-shipped by mistake, the order goes back to PROCESSING.
    const undone = await act('ship-lines', {
      orderNo,
      version: order.version,
      lines: [
        { lineId: first, shippingStatus: 'PROCESSING' },
        { lineId: second, shippingStatus: 'PROCESSING' },
      ],
    });
    expect(undone.body.order.status).toBe('PROCESSING');
    expect(undone.body.order.lines[0]).toMatchObject({ shipDate: null, carrier: 'UPS' });
  });

  it('refuses unknown or repeated lines, a shipped line without a carrier, and a closed order', async () => {
    const buyer = await t.newCustomer();
    const orderNo = await placeOrder(t, buyer, [{ sku: skus[0]!, qty: 1 }]);
    const order = await detail(orderNo);
    const lineId = order.lines[0].lineId;
    const ship = (lines: unknown[]) => act('ship-lines', { orderNo, version: order.version, lines });
    const unknown = await ship([{ lineId: 2_000_000_000, shippingStatus: 'SHIPPED', carrier: 'UPS' }]);
    expect([unknown.status, unknown.body.fields]).toEqual([400, { 'lines.0.lineId': ['No such line in this order'] }]);
    const noCarrier = await ship([{ lineId, shippingStatus: 'SHIPPED', carrier: ' ' }]);
    expect([noCarrier.status, noCarrier.body.fields]).toEqual([
      400,
      { 'lines.0.carrier': ['Carrier is required for a shipped line'] },
    ]);
    const twice = await ship([
      { lineId, shippingStatus: 'PROCESSING' },
      { lineId, shippingStatus: 'BACKORDERED' },
    ]);
    expect([twice.status, twice.body.fields]).toEqual([400, { 'lines.1.lineId': ['Each line may be named once'] }]);
    const bad = await ship([{ lineId, shippingStatus: 'LOST', shipDate: 'soon' }]);
    expect(Object.keys(bad.body.fields).sort()).toEqual(['lines.0.shipDate', 'lines.0.shippingStatus']);
    expect((await ship([])).body.fields).toEqual({ lines: ['lines must name at least one line'] });
    expect((await storedOrder(t, orderNo)).version).toBe(1);

    const cancelled = await bringTo(orderNo, ['CANCELLED']);
    const closed = await act('ship-lines', {
      orderNo,
      version: cancelled.version,
      lines: [{ lineId, shippingStatus: 'SHIPPED', carrier: 'UPS' }],
    });
    expect([closed.status, closed.body.code, closed.body.message]).toEqual([
      422,
      'ORDER_CLOSED',
      'An order that is CANCELLED cannot have its lines shipped.',
    ]);
  });
});

describe('payment and shipping fee', () => {
  it('sets the payment status and the fee; the totals include it, for the desk and the buyer', async () => {
    const buyer = await t.newCustomer();
    const orderNo = await placeOrder(t, buyer, [{ sku: skus[0]!, qty: 1 }]);
    const placed = await storedOrder(t, orderNo);
    const answer = await act('set-payment', { orderNo, version: 1, paymentStatus: 1, shippingFee: 12.5 });
    expect(answer.status).toBe(200);
    expect(answer.body.order).toMatchObject({
      paymentStatus: 1,
      shippingFee: 12.5,
      grandTotal: (placed.grand_cents + 1250) / 100,
      version: 2,
    });
    const mine = await t.get('/order/get-detail', { token: buyer.token, query: { idSO: orderNo } });
    expect(mine.body.order).toMatchObject({
      paidStatus: 1,
      shipFee: 12.5,
      grandAmount: (placed.grand_cents + 1250) / 100,
    });
    const listed = await t.get('/order/get', { token: buyer.token });
    expect(listed.body.orderList[0]).toMatchObject({ idSO: orderNo, shipFee: 12.5, paidStatus: 1 });
    // A new fee takes the old one's place.
    const changed = await act('set-payment', { orderNo, version: 2, paymentStatus: 2, shippingFee: '40.1' });
    expect(changed.body.order).toMatchObject({ shippingFee: 40.1, grandTotal: (placed.grand_cents + 4010) / 100 });
    const audit = await auditOf(t, 'order', orderNo);
    expect(audit.map((r) => [r.action, r.before, r.after])).toEqual([
      [
        'order.payment',
        { paymentStatus: 0, shippingFee: 0, grandTotal: placed.grand_cents / 100 },
        { paymentStatus: 1, shippingFee: 12.5, grandTotal: (placed.grand_cents + 1250) / 100 },
      ],
      [
        'order.payment',
        { paymentStatus: 1, shippingFee: 12.5, grandTotal: (placed.grand_cents + 1250) / 100 },
        { paymentStatus: 2, shippingFee: 40.1, grandTotal: (placed.grand_cents + 4010) / 100 },
      ],
    ]);
  });

  it.each([
    [{ paymentStatus: 3, shippingFee: 1 }, ['paymentStatus']],
    [{ paymentStatus: 1, shippingFee: -1 }, ['shippingFee']],
    [{ paymentStatus: 1, shippingFee: 1.234 }, ['shippingFee']],
    [{ paymentStatus: 1, shippingFee: 'free' }, ['shippingFee']],
    [{}, ['paymentStatus', 'shippingFee']],
  ])('refuses %j naming %j', async (body, fields) => {
    const answer = await act('set-payment', { orderNo: 1, version: 1, ...body });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.fields).sort()).toEqual(fields);
  });
});

describe('the internal note', () => {
  it('keeps the note for staff, never in what the buyer reads', async () => {
    const buyer = await t.newCustomer();
    const orderNo = await placeOrder(t, buyer, [{ sku: skus[0]!, qty: 1 }]);
    const note = 'Secret-desk-note: credit hold\nCall before delivery';
    const answer = await act('set-note', { orderNo, version: 1, note: `  ${note} ` });
    expect(answer.body.order).toMatchObject({ internalNote: note, version: 2 });
    const audit = await auditOf(t, 'order', orderNo);
    expect(audit.map((r) => [r.action, r.before, r.after])).toEqual([
      ['order.note', { internalNote: '' }, { internalNote: note }],
    ]);
    const seen = await Promise.all([
      t.get('/order/get', { token: buyer.token }),
      t.get('/order/get-detail', { token: buyer.token, query: { idSO: orderNo } }),
      t.get('/order/get-item-details', { token: buyer.token, query: { idSO: orderNo } }),
    ]);
    for (const read of seen) expect(JSON.stringify(read.body)).not.toContain('Secret-desk-note');
    const long = await act('set-note', { orderNo, version: 2, note: 'x'.repeat(2001) });
    expect([long.status, long.body.fields]).toEqual([400, { note: ['Note is too long'] }]);
  });
});

describe('the rep’s new-order mail', () => {
  it('links to the order on the order desk; the buyer’s to their own order page', async () => {
    const buyer = await t.newCustomer();
    const before = t.outbox().length;
    const orderNo = await placeOrder(t, buyer, [{ sku: skus[0]!, qty: 1 }]);
    const mails = (await mailsSince(before)).filter((m) => m.includes(`Order #: ${orderNo}`));
    const rep = mails.find((m) => m.includes(`To: ${t.config.serviceEmail}`))!;
    const own = mails.find((m) => m.includes(`To: ${buyer.email}`))!;
    expect(rep).toContain(`Subject: New web order #${orderNo}`);
    expect(rep).toContain(`Order details: ${t.config.publicUrl}/admin/orders/${orderNo}\n`);
    expect(own).toContain(`Order details: ${t.config.publicUrl}/order/${orderNo}\n`);
    expect(own).not.toContain('/admin/');
  });
});
