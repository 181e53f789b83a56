import { ORDER_STATUSES } from '@storefront/shared-kernel/back-office';
import { sql } from 'kysely';
import { startTestApp, stockedSkus, type TestApp, ORDER_ADDRESS } from '../helpers';
import { placeOrder } from './orders-helpers';
import { newStaff } from './staff-helpers';

// The order list's totals by status and payment status come from counts the orders' own writes keep
// (migration 014): whatever writes the orders, the totals stay those of the orders themselves.
let t: TestApp;
let rep: { token: string };
beforeAll(async () => {
  t = await startTestApp();
  rep = await newStaff(t, 'rep');
});
afterAll(async () => t?.close());

const PAYMENT_STATUSES = [0, 1, 2];

/** Every status and payment status filter (and none), the list's total beside a count of the orders. */
async function totalsAndCounts() {
  const listed: Record<string, [number, number]> = {};
  for (const status of [undefined, ...ORDER_STATUSES]) {
    for (const paymentStatus of [undefined, ...PAYMENT_STATUSES]) {
      const answer = await t.get('/admin/orders/list', {
        token: rep.token,
        query: { ...(status ? { status } : {}), ...(paymentStatus === undefined ? {} : { paymentStatus }) },
      });
      expect(answer.status).toBe(200);
      let counted = t.db.selectFrom('orders').select(sql<number>`count(*)::int`.as('n'));
      if (status) counted = counted.where('status', '=', status);
      if (paymentStatus !== undefined) counted = counted.where('paid_status', '=', paymentStatus);
      listed[`${status ?? 'any'}/${paymentStatus ?? 'any'}`] = [
        answer.body.total as number,
        (await counted.executeTakeFirstOrThrow()).n,
      ];
    }
  }
  return listed;
}

function expectTotalsMatch(listed: Record<string, [number, number]>) {
  const differing = Object.entries(listed).filter(([, [total, count]]) => total !== count);
  expect(differing).toEqual([]);
}

/** `count` orders of one buyer written in one statement, statuses and payment statuses in turn. */
async function insertOrders(customerId: number, count: number, tag: string) {
  const address = JSON.stringify(ORDER_ADDRESS);
  const statuses = sql.raw(`array['${ORDER_STATUSES.join("','")}']`);
  await sql`
    insert into orders (customer_id, cust_po, idempotency_key, status, paid_status, subtotal_cents, tax_cents,
      discount_cents, ship_fee_cents, grand_cents, payment_type, ship_via, bill_address, ship_address,
      ship_address_text)
    select ${customerId}, ${tag} || g, ${tag} || g, (${statuses})[1 + g % ${ORDER_STATUSES.length}], g % 3,
      1000, 0, 0, 0, 1000, 3215, 3210, ${address}::jsonb, ${address}::jsonb, 'Gardena'
    from generate_series(1, ${count}::int) g`.execute(t.db);
}

it('keeps every status and payment status total exact through placing, changing, bulk writes and deletes', async () => {
  const buyer = await t.newCustomer();
  const skus = await stockedSkus(t, buyer.token);
  const placed = [
    await placeOrder(t, buyer, [{ sku: skus[0]!, qty: 1 }]),
    await placeOrder(t, buyer, [{ sku: skus[1]!, qty: 1 }]),
  ];
  await insertOrders(buyer.id, 40, `COUNT-${process.pid}-A-`);
  expectTotalsMatch(await totalsAndCounts());

  // Staff changes: a status and a payment status move one order each; a note moves none.
  const moved = await t.post('/admin/orders/set-status', {
    token: rep.token,
    body: { orderNo: placed[0], version: 1, status: 'PROCESSING' },
  });
  expect(moved.status).toBe(200);
  const paid = await t.post('/admin/orders/set-payment', {
    token: rep.token,
    body: { orderNo: placed[1], version: 1, paymentStatus: 2, shippingFee: 0 },
  });
  expect(paid.status).toBe(200);
  const noted = await t.post('/admin/orders/set-note', {
    token: rep.token,
    body: { orderNo: placed[1], version: 2, note: 'Call before delivery' },
  });
  expect(noted.status).toBe(200);

  // One statement moving many orders, some to the status they had; another deleting some.
  await sql`update orders set status = 'COMPLETED', paid_status = case when id_so % 2 = 0 then 2 else paid_status end
    where cust_po like ${`COUNT-${process.pid}-A-%`} and id_so % 3 <> 0`.execute(t.db);
  await sql`delete from orders where cust_po like ${`COUNT-${process.pid}-A-%`} and id_so % 5 = 0`.execute(t.db);
  const listed = await totalsAndCounts();
  expectTotalsMatch(listed);
  expect(listed['any/any']![0]).toBeGreaterThanOrEqual(2 + 40 - 8);
});

it('keeps the totals exact when orders are written on many connections at once, and rolled back', async () => {
  const buyer = await t.newCustomer();
  await Promise.all(Array.from({ length: 6 }, (_, i) => insertOrders(buyer.id, 5 + i, `COUNT-${process.pid}-B${i}-`)));
  await t.db
    .transaction()
    .execute(async (trx) => {
      await sql`update orders set status = 'CANCELLED' where customer_id = ${buyer.id}`.execute(trx);
      throw new Error('given up');
    })
    .catch((error: Error) => expect(error.message).toBe('given up'));
  expectTotalsMatch(await totalsAndCounts());
});
