// The order desk under load (docs/product.md §13.3): a database of generated web orders, one filtered page
// of the staff's order list with 8 clients, and the ERP feed read end to end.
import { load } from './load.mjs';
import { api, withDatabase } from './stack.mjs';

const CUSTOMERS = 500;
const STATUSES = ['OPEN', 'PROCESSING', 'PARTIALLY SHIPPED', 'SHIPPED', 'COMPLETED', 'CANCELLED'];
/** The demo admin the server makes at start (api/src/back-office/staff.service.ts DEMO_ADMIN). */
const DEMO_ADMIN = { email: 'admin@demo.storefront', password: 'BackOffice2025!' };

/**
 * `count` orders of `CUSTOMERS` generated buyers over the last two years, one to three lines each of the
 * catalogue's products, in bulk SQL: a bench's data, not the product's (the product's orders are placed).
 * Seconds taken.
 */
export async function seedOrders(databaseUrl, count) {
  const started = Date.now();
  await withDatabase(databaseUrl, async (db) => {
    await db.query(`
      insert into customers (email, password_hash, status, firstname, lastname, company_nm, tel, cell_phone, fax,
        addr, city, zipcode, state, country, ein, b_type, b_license_no, sp_no, remark, price_lev, decided_at)
      select 'bench.buyer.' || g || '@orders.bench', 'none', 'approved', 'Bench', 'Buyer ' || g,
        'Bench Company ' || g, '310-555-' || lpad(g::text, 4, '0'), '', '', g || ' Market St', 'Los Angeles',
        '90012', 'CA', 'United States', '', 'Retail store', '', '', '', 1 + g % 4, now()
      from generate_series(1, ${CUSTOMERS}) g`);
    await db.query(`
      with buyers as (select id, row_number() over (order by id) - 1 as n from customers
                      where email like 'bench.buyer.%@orders.bench'),
           address as (select '{"firstNm":"Bench","lastNm":"Buyer","companyNm":"Bench Company","addr":"1 Market St",
             "addr2":"","city":"Los Angeles","states":"CA","zipcode":"90012","country":"United States",
             "tel":"310-555-0100"}'::jsonb as a)
      insert into orders (customer_id, cust_po, idempotency_key, status, paid_status, subtotal_cents, tax_cents,
        discount_cents, ship_fee_cents, grand_cents, payment_type, ship_via, bill_address, ship_address,
        ship_address_text, created_at, updated_at)
      select b.id, 'PO-' || g, 'bench-' || g, (array['${STATUSES.join("','")}'])[1 + g % ${STATUSES.length}],
        g % 3, 10000 + g % 90000, 0, 0, 0, 10000 + g % 90000, 1, 1, address.a, address.a, '1 Market St, Los Angeles',
        now() - make_interval(mins => (${count} - g) * 7), now() - make_interval(mins => (${count} - g) * 7)
      from generate_series(1, ${count}) g
      join buyers b on b.n = g % ${CUSTOMERS}
      cross join address`);
    // The catalogue's size as a number, not a column of `listed`: a join condition reading both sides
    // cannot be hashed, and at 100 000 products the nested loop ran for minutes.
    const products = (await db.query('select count(*)::int as n from products')).rows[0].n;
    await db.query(`
      with listed as (select id_style, web_title, row_number() over (order by id_style) - 1 as n from products),
           bench as (select id_so, row_number() over (order by id_so) as g from orders where cust_po like 'PO-%'
                     and idempotency_key like 'bench-%')
      insert into order_lines (id_so, id_style, web_title, qty, price_cents, total_cents, shipping_status)
      select bench.id_so, p.id_style, p.web_title, 12, 1000, 12000, 'PROCESSING'
      from bench
      cross join generate_series(0, 2) k
      join listed p on p.n = (bench.g * 7 + k * 131) % ${products}
      where k <= bench.g % 3`);
    // What autovacuum does to a table soon after a bulk load: the statistics, and the visibility map that
    // lets a list's total be counted from its index alone.
    for (const table of ['orders', 'order_lines', 'customers']) await db.query(`vacuum analyze ${table}`);
  });
  return (Date.now() - started) / 1000;
}

async function staffToken(base) {
  const answer = await api(base, 'POST', '/admin/session/sign-in', { body: DEMO_ADMIN });
  return answer.token;
}

/**
 * One filtered page of /api/admin/orders/list (OPEN orders, newest first), pages 1 to 4 and a SKU search
 * rotating across 8 connections, then the ERP feed read from the start to its end in pages of 1 000.
 */
export async function measureOrderDesk(base, { seconds, orders }) {
  const token = await staffToken(base);
  const headers = { authorization: `Bearer ${token}` };
  const requests = [
    ...[1, 2, 3, 4].map((page) => ({
      method: 'GET',
      path: `/api/admin/orders/list?status=OPEN&sort=date&direction=desc&pageSize=25&page=${page}`,
    })),
    { method: 'GET', path: '/api/admin/orders/list?paymentStatus=0&sort=total&direction=desc&pageSize=50' },
  ];
  const list = await load({ url: base, requests, headers, connections: 8, duration: seconds });
  const feedStarted = Date.now();
  const seen = new Set();
  let repeated = 0;
  let since = '';
  for (;;) {
    const page = await api(
      base,
      'GET',
      `/admin/orders/feed?limit=1000${since ? `&since=${encodeURIComponent(since)}` : ''}`,
      {
        token,
      },
    );
    const batch = page.orders ?? page.rows ?? [];
    for (const order of batch) {
      const key = order.orderNo ?? order.idSO;
      if (seen.has(key)) repeated++;
      seen.add(key);
    }
    if (!page.hasMore || batch.length === 0) break;
    since = page.next;
  }
  const feedSeconds = (Date.now() - feedStarted) / 1000;
  return { list, feed: { seconds: feedSeconds, read: seen.size, repeated, expectedAtLeast: orders } };
}
