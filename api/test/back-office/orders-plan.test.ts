import { Kysely, PostgresDialect, type CompiledQuery } from 'kysely';
import pg from 'pg';
import { listAdminOrders, type AdminOrderQuery } from '../../src/back-office/orders/order-list';
import type { Database } from '../../src/db/schema';
import { onPostgres, startTestApp, type TestApp } from '../helpers';
import { seedBulkOrders } from './orders-bulk';

/**
 * The order desk's list at 100 000 orders on PostgreSQL (docs/product.md §13.3): each filter and sort
 * reads indexes (migration 013), never every order or every line. Checked on the plans PostgreSQL
 * makes for the list's own queries, as they are sent, with the planner's statistics fresh.
 */
const describeOnPostgres = onPostgres ? describe : describe.skip;
jest.setTimeout(300_000);

let t: TestApp;
let pool: pg.Pool;
let db: Kysely<Database>;
const sent: CompiledQuery[] = [];
beforeAll(async () => {
  if (!onPostgres) return;
  t = await startTestApp({ storeTimeZone: 'America/Los_Angeles' });
  await seedBulkOrders(t.db, 100_000);
  pool = new pg.Pool({ connectionString: t.config.databaseUrl, max: 2 });
  db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log: (event) => void sent.push(event.query) });
});
afterAll(async () => {
  await db?.destroy();
  await t?.close();
});

const PAGE: AdminOrderQuery = { page: 1, pageSize: 25, sort: 'date', direction: 'desc' };

/** The plans of the list's queries for `query`: its page (with its orders' line counts) first, then its total. */
async function plansOf(query: Partial<AdminOrderQuery>): Promise<string[]> {
  sent.length = 0;
  await listAdminOrders(db, { ...PAGE, ...query }, 'America/Los_Angeles');
  const plans = [];
  const isPage = (compiled: CompiledQuery) => / limit /.test(compiled.sql);
  for (const compiled of [...sent].sort((a, b) => Number(isPage(b)) - Number(isPage(a)))) {
    const plan = await pool.query(`explain (costs off) ${compiled.sql}`, compiled.parameters as unknown[]);
    plans.push(plan.rows.map((row: Record<string, string>) => row['QUERY PLAN']).join('\n'));
  }
  return plans;
}

describeOnPostgres('the order list at 100 000 orders', () => {
  it.each<[string, Partial<AdminOrderQuery>]>([
    ['no filter', {}],
    ['a status', { status: 'OPEN' }],
    ['a status, a later page', { status: 'COMPLETED', page: 40 }],
    ['a payment status', { paymentStatus: 0 }],
    ['a status and a payment status', { status: 'PROCESSING', paymentStatus: 0 }],
    ['a week', { from: '2025-01-01', to: '2025-01-07' }],
    ['a customer id', { customer: '2100' }],
    ['part of a customer’s email', { customer: 'bulk1234.' }],
    ['part of a company name', { customer: 'harbor' }],
    ['part of a PO number', { po: 'PO-3-5000' }],
    ['part of a SKU', { sku: 'JCK-1025' }],
    ['an order number', { orderNo: 550_000 }],
    ['sorted by total', { sort: 'total' }],
    ['sorted by customer', { sort: 'customer' }],
    ['sorted by order number', { sort: 'orderNo', direction: 'asc' }],
    ['a status sorted by total', { status: 'OPEN', sort: 'total' }],
  ])('%s: reads indexes, never every order or line', async (_name, query) => {
    const plans = await plansOf(query);
    expect(plans).toHaveLength(2);
    for (const plan of plans) {
      expect(plan).not.toMatch(/Seq Scan on orders/);
      expect(plan).not.toMatch(/Seq Scan on order_lines/);
    }
  });

  it.each<[string, Partial<AdminOrderQuery>]>([
    ['a status', { status: 'SHIPPED' }],
    ['a payment status', { paymentStatus: 1 }],
    ['no filter', {}],
    ['statuses in order', { sort: 'status', direction: 'asc' }],
  ])('%s, newest first: the page is the head of an index, nothing sorted', async (_name, query) => {
    const [page] = await plansOf(query);
    expect(page).toMatch(/^Subquery Scan on p\n\s+-> {2}Limit\n/);
    expect(page).not.toMatch(/Sort/);
  });

  it.each<[string, Partial<AdminOrderQuery>]>([
    ['no filter', {}],
    ['a status', { status: 'OPEN' }],
    ['a payment status', { paymentStatus: 0 }],
    ['a status and a payment status', { status: 'PROCESSING', paymentStatus: 0 }],
  ])('%s: the total is summed from the kept counts, no order read', async (_name, query) => {
    const [, total] = await plansOf(query);
    expect(total).toMatch(/on order_counts/);
    expect(total).not.toMatch(/on orders/);
  });
});
