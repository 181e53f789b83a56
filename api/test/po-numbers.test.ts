import { Migrator, sql, type Kysely } from 'kysely';
import { createDatabase, type Db } from '../src/db/database';
import { migrationProvider } from '../src/db/migrations';
import { isUniqueViolation } from '../src/lib/errors';
import { freshPgDatabase, onPostgres, placeOrderBody, startTestApp, stockedSkus, type TestApp } from './helpers';

/** A customer's PO numbers are one PO whatever their case and surrounding spaces (migration 009). */
describe(`PO numbers ignoring case and spaces (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  let sku: string;
  beforeAll(async () => {
    t = await startTestApp();
    sku = (await stockedSkus(t, await t.login()))[0]!;
  });
  afterAll(async () => t?.close());

  const order = async (c: { token: string }, po: string, key: string) => {
    await t.post('/cart/add', { token: c.token, body: { idStyle: sku, totQty: 1 } });
    return t.post('/payment/place-order', { token: c.token, body: placeOrderBody(po, key) });
  };

  it('refuses a PO that differs only by case or spaces, at check-exist and place-order; keeps the PO as typed', async () => {
    const c = await t.newCustomer();
    const first = await order(c, '  Case-PO-1 ', 'key-case-0001');
    expect(first.status).toBe(200);
    const stored = await t.db
      .selectFrom('orders')
      .select('cust_po')
      .where('id_so', '=', first.body.idSO)
      .executeTakeFirstOrThrow();
    expect(stored.cust_po).toBe('Case-PO-1');
    for (const customerPO of ['CASE-PO-1', 'case-po-1', ' Case-PO-1 ']) {
      const check = await t.get('/order/check-exist', { token: c.token, query: { customerPO } });
      expect({ customerPO, body: check.body }).toEqual({
        customerPO,
        body: { is_success: true, is_exist: true, message: `Customer PO# ${customerPO.trim()} is already exist!` },
      });
    }
    const again = await order(c, 'case-po-1', 'key-case-0002');
    expect({ status: again.status, message: again.body.message }).toEqual({
      status: 409,
      message: 'Customer PO# case-po-1 is already exist!',
    });
    // Another customer's PO is not this one's.
    const other = await t.newCustomer();
    expect(
      (await t.get('/order/check-exist', { token: other.token, query: { customerPO: 'CASE-PO-1' } })).body,
    ).toEqual({ is_success: true, is_exist: false });
    expect((await order(other, 'CASE-PO-1', 'key-case-0003')).status).toBe(200);
  });

  it('is kept by the database itself, whatever writes the order', async () => {
    const c = await t.newCustomer();
    const placed = await order(c, 'DB-PO-1', 'key-dbpo-0001');
    const row = await t.db
      .selectFrom('orders')
      .selectAll()
      .where('id_so', '=', placed.body.idSO)
      .executeTakeFirstOrThrow();
    const { id_so: _id, ...copy } = row;
    const write = t.db
      .insertInto('orders')
      .values({
        ...copy,
        bill_address: JSON.stringify(row.bill_address),
        ship_address: JSON.stringify(row.ship_address),
        cust_po: ' db-po-1 ',
        idempotency_key: 'key-dbpo-0002',
      })
      .execute();
    const error = await write.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(isUniqueViolation(error, 'orders_customer_po_ci_key')).toBe(true);
  });

  it('the same checkout key sent again with the PO in another case is the same order, not a new one', async () => {
    const c = await t.newCustomer();
    const first = await order(c, 'Retry-PO', 'key-retry-case');
    const again = await t.post('/payment/place-order', {
      token: c.token,
      body: placeOrderBody('RETRY-PO', 'key-retry-case'),
    });
    expect(again.body).toMatchObject({ idSO: first.body.idSO, isReplay: true });
  });
});

describe(`migration 009 over orders whose POs differ only by case (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let db: Db;
  let pgDb: Awaited<ReturnType<typeof freshPgDatabase>> | undefined;
  beforeEach(async () => {
    pgDb = onPostgres ? await freshPgDatabase() : undefined;
    db = createDatabase({ databaseUrl: pgDb?.url ?? 'memory://', dataDir: '' });
  });
  afterEach(async () => {
    await db.destroy();
    await pgDb?.drop();
  });

  it('keeps the earliest order of each PO as it is and adds its order number to each later one', async () => {
    const migrator = new Migrator({ db, provider: migrationProvider });
    expect((await migrator.migrateTo('008-sign-in-throttle')).error).toBeUndefined();
    const raw = db as unknown as Kysely<unknown>;
    await sql`insert into customers (email, password_hash, firstname, lastname, company_nm, status)
      values ('a@example.com', 'x', 'A', 'A', 'A', 'approved'), ('b@example.com', 'x', 'B', 'B', 'B', 'approved')`.execute(
      raw,
    );
    const placed = [
      ['a@example.com', 'RACE-1', 3],
      ['a@example.com', 'race-1', 2],
      ['a@example.com', ' Race-1 ', 1],
      ['a@example.com', 'PO-OTHER', 1],
      ['b@example.com', 'race-1', 1],
    ] as const;
    for (const [i, [email, po, daysAgo]] of placed.entries()) {
      await sql`insert into orders (customer_id, cust_po, idempotency_key, status, paid_status, subtotal_cents,
        tax_cents, grand_cents, payment_type, ship_via, bill_address, ship_address, ship_address_text, comment, created_at)
        select id, ${po}, ${`key-${i}`}, 'OPEN', 0, 100, 0, 100, 3215, 3210, '{}', '{}', '', '',
          now() - make_interval(days => ${daysAgo}) from customers where email = ${email}`.execute(raw);
    }

    expect((await migrator.migrateTo('009-po-case-and-coupons')).error).toBeUndefined();

    const rows = await db
      .selectFrom('orders as o')
      .innerJoin('customers as c', 'c.id', 'o.customer_id')
      .select(['c.email', 'o.id_so', 'o.cust_po', 'o.idempotency_key'])
      .orderBy('o.idempotency_key')
      .execute();
    const poOf = (key: string) => rows.find((r) => r.idempotency_key === key)!;
    expect(rows.map((r) => r.cust_po)).toEqual([
      'RACE-1',
      `race-1 (order ${poOf('key-1').id_so})`,
      `Race-1 (order ${poOf('key-2').id_so})`,
      'PO-OTHER',
      'race-1',
    ]);
    // From now on the database refuses a PO that differs only by case.
    const customer = await db
      .selectFrom('customers')
      .select('id')
      .where('email', '=', 'a@example.com')
      .executeTakeFirstOrThrow();
    const duplicate =
      sql`insert into orders (customer_id, cust_po, idempotency_key, status, paid_status, subtotal_cents,
      tax_cents, grand_cents, payment_type, ship_via, bill_address, ship_address, ship_address_text, comment)
      values (${customer.id}, 'po-other ', 'key-new', 'OPEN', 0, 100, 0, 100, 3215, 3210, '{}', '{}', '', '')`.execute(
        raw,
      );
    expect(
      isUniqueViolation(
        await duplicate.then(
          () => undefined,
          (e: unknown) => e,
        ),
      ),
    ).toBe(true);
  });
});
