import { Migrator, sql, type Kysely } from 'kysely';
import { createDatabase, type Db } from '../src/db/database';
import { migrationProvider } from '../src/db/migrations';
import { searchIndexOf } from '../src/search/search-index';
import { freshPgDatabase, onPostgres } from './helpers';

// An embedded database started and migrated twice over: the budget of every other database test
// (helpers.ts), not Jest's 5 s, which a busy machine exceeded.
jest.setTimeout(60_000);

/** Upgrades of a database that already holds a catalogue: nothing a buyer relies on may be lost. */
describe(`migrations over existing data (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let db: Db;
  let pgDb: Awaited<ReturnType<typeof freshPgDatabase>> | undefined;
  beforeEach(async () => {
    // On the PostgreSQL run (TEST_DATABASE_URL) each test upgrades its own fresh database there.
    pgDb = onPostgres ? await freshPgDatabase() : undefined;
    db = createDatabase({ databaseUrl: pgDb?.url ?? 'memory://', dataDir: '' });
  });
  afterEach(async () => {
    await db.destroy();
    await pgDb?.drop();
  });

  it('005 moves each product filter tag from product_filters into products.filter_ids', async () => {
    const migrator = new Migrator({ db, provider: migrationProvider });
    expect((await migrator.migrateTo('004-search-order-indexes')).error).toBeUndefined();
    const raw = db as unknown as Kysely<unknown>;
    await sql`insert into brands (id, code, name, logo) values (1, 'ABC', 'ABC', '')`.execute(raw);
    await sql`insert into categories (id, slug, name, level) values (1, 'pots', 'Pots', 1)`.execute(raw);
    // With pictures: product lists show only products that have one.
    await sql`insert into products (id_style, web_title, brand_id, category_id, filepath1)
      values ('A-1', 'Black pot', 1, 1, '/a1.jpg'), ('A-2', 'White pot', 1, 1, '/a2.jpg'),
             ('A-3', 'Plain pot', 1, 1, '/a3.jpg')`.execute(raw);
    await sql`insert into product_filters (id_style, filter_id)
      values ('A-1', 401), ('A-1', 101), ('A-2', 102), ('A-2', 401)`.execute(raw);

    expect((await migrator.migrateTo('005-product-filter-ids')).results?.map((r) => r.status)).toEqual(['Success']);

    const rows = await db.selectFrom('products').select(['id_style', 'filter_ids']).orderBy('id_style').execute();
    expect(rows).toEqual([
      { id_style: 'A-1', filter_ids: [101, 401] },
      { id_style: 'A-2', filter_ids: [102, 401] },
      { id_style: 'A-3', filter_ids: [] },
    ]);
    const tables = await sql<{ n: number }>`
      select count(*)::int as n from information_schema.tables where table_name = 'product_filters'`.execute(db);
    expect(tables.rows[0]!.n).toBe(0);
    // AND across groups, OR within one, now answered from the column (by today's search, which reads
    // columns later migrations add).
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const index = await searchIndexOf(db).current();
    expect(index.match({ filterGroups: [[101, 102], [401]] }).size).toBe(2);
    expect(index.match({ filterGroups: [[101], [401]] }).size).toBe(1);
    expect(index.match({ filterGroups: [[103]] }).size).toBe(0);
  });

  it('006 gives every order a discount code, none for the orders placed before', async () => {
    const migrator = new Migrator({ db, provider: migrationProvider });
    expect((await migrator.migrateTo('005-product-filter-ids')).error).toBeUndefined();
    const raw = db as unknown as Kysely<unknown>;
    await sql`insert into customers (email, password_hash, firstname, lastname, company_nm, status)
      values ('a@example.com', 'x', 'A', 'B', 'C', 'approved')`.execute(raw);
    await sql`insert into orders (customer_id, cust_po, idempotency_key, status, paid_status, subtotal_cents,
      tax_cents, grand_cents, payment_type, ship_via, bill_address, ship_address, ship_address_text, comment)
      select id, 'PO-OLD', 'key-old-1', 'OPEN', 0, 100, 0, 100, 3215, 3210, '{}', '{}', '', '' from customers`.execute(
      raw,
    );

    const upTo007 = await migrator.migrateTo('007-order-confirmation-sent');
    expect(upTo007.results?.map((result) => result.migrationName)).toEqual([
      '006-order-coupon-code',
      '007-order-confirmation-sent',
    ]);

    expect(await db.selectFrom('orders').select(['cust_po', 'coupon_cd']).execute()).toEqual([
      { cust_po: 'PO-OLD', coupon_cd: '' },
    ]);
    // 007: an order placed before was mailed when it was placed; asking for its confirmation sends no second.
    const order = await db
      .selectFrom('orders')
      .select(['created_at', 'confirmation_sent_at'])
      .executeTakeFirstOrThrow();
    expect(order.confirmation_sent_at).toEqual(order.created_at);
  });

  it('015 gives each product its minimum in whole packs, its pictures their names, and lists only the active', async () => {
    const migrator = new Migrator({ db, provider: migrationProvider });
    expect((await migrator.migrateTo('014-order-counts')).error).toBeUndefined();
    const raw = db as unknown as Kysely<unknown>;
    await sql`insert into brands (id, code, name, logo) values (1, 'ABC', 'ABC', '')`.execute(raw);
    await sql`insert into categories (id, slug, name, level) values (1, 'pots', 'Pots', 1)`.execute(raw);
    await sql`insert into products (id_style, web_title, brand_id, category_id, filepath1, qty_per_uom, qty_per_ctn)
      values ('P-6', 'Six-pack', 1, 1, '/uploads/p6.svg', 6, 24), ('P-1', 'Single', 1, 1, '', 1, 1),
             ('P-4', 'Four, no specs', 1, 1, '/uploads/p4.svg', 4, 8)`.execute(raw);
    // A minimum of 8 on a pack of 6 was never a whole number of packs: it becomes 12.
    await sql`insert into product_specs (id_style, code, min_buy) values ('P-6', 'UNIT', 8), ('P-1', 'UNIT', 3)`.execute(
      raw,
    );
    await sql`insert into product_images (id_style, filepath1, show_order)
      values ('P-6', '/uploads/products/p6-front.svg', 1)`.execute(raw);

    expect((await migrator.migrateTo('015-catalogue-file')).error).toBeUndefined();

    const products = await db
      .selectFrom('products')
      .select(['id_style', 'min_buy', 'status', 'listed'])
      .orderBy('id_style')
      .execute();
    expect(products).toEqual([
      { id_style: 'P-1', min_buy: 3, status: 'active', listed: false },
      { id_style: 'P-4', min_buy: 4, status: 'active', listed: true },
      { id_style: 'P-6', min_buy: 12, status: 'active', listed: true },
    ]);
    expect(await db.selectFrom('product_images').select('file_name').execute()).toEqual([
      { file_name: 'p6-front.svg' },
    ]);
    await db.updateTable('products').set({ status: 'hidden' }).where('id_style', '=', 'P-4').execute();
    expect(
      (await db.selectFrom('products').select('listed').where('id_style', '=', 'P-4').executeTakeFirstOrThrow()).listed,
    ).toBe(false);
    // A minimum that is not whole packs cannot be stored any more.
    await expect(
      db.updateTable('products').set({ min_buy: 7 }).where('id_style', '=', 'P-6').execute(),
    ).rejects.toThrow(/products_min_buy_packs/);
  });
});
