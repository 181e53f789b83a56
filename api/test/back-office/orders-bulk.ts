import { sql } from 'kysely';
import type { Db } from '../../src/db/database';
import { ORDER_ADDRESS } from '../helpers';

/**
 * Many orders made inside the database (`insert ... select` over generate_series), for measuring the
 * order desk at the size docs/product.md §13.3 asks of it. Orders spread over the last two years,
 * newest the last made, among `customers` bulk customers; statuses as a store has them after a while
 * (most COMPLETED, a few open); 1 to 5 lines each of the catalogue's products. Choices come from the
 * order number, so a run is repeatable. PostgreSQL only: it ends with a VACUUM.
 */
export async function seedBulkOrders(db: Db, orders: number, customers = Math.max(1, Math.round(orders / 50))) {
  const base = (
    await db
      .selectFrom('orders')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow()
  ).n;
  await sql`
    insert into customers (email, password_hash, status, firstname, lastname, company_nm, tel, cell_phone, fax,
      addr, city, zipcode, state, country, ein, b_type, b_license_no, sp_no, remark, decided_at)
    select 'bulk' || g || '.' || ${base} || '@example.com', '', 'approved', 'Bulk', 'Buyer ' || g,
      (array['Acme','Harbor','Summit','Maple','Golden','Blue Ridge','Pioneer','Lakeside'])[1 + g % 8]
        || ' ' || (array['Supply','Market','Kitchen','Home','Trading','Goods'])[1 + (g / 8) % 6] || ' ' || g,
      '555-0100', '', '', '1 Main St', 'Austin', '73301', 'TX', 'United States', '', '', '', '', '', now()
    from generate_series(1, ${customers}::int) g`.execute(db);
  const address = JSON.stringify(ORDER_ADDRESS);
  await sql`
    with bulk as (select array_agg(id order by id) as ids from customers where email like 'bulk%.' || ${base} || '@example.com')
    insert into orders (customer_id, cust_po, idempotency_key, ref_id_so, status, paid_status, subtotal_cents,
      tax_cents, discount_cents, ship_fee_cents, grand_cents, payment_type, ship_via, id_cc, bill_address,
      ship_address, ship_address_text, comment, created_at, updated_at)
    select bulk.ids[1 + (g * 7919) % array_length(bulk.ids, 1)], 'BULK-PO-' || ${base} || '-' || g,
      'bulk-' || ${base} || '-' || g, null,
      case when g % 100 < 70 then 'COMPLETED' when g % 100 < 80 then 'SHIPPED' when g % 100 < 85 then 'CANCELLED'
           when g % 100 < 92 then 'PROCESSING' when g % 100 < 95 then 'PARTIALLY SHIPPED' else 'OPEN' end,
      case when g % 100 < 80 then 2 when g % 100 < 88 then 1 else 0 end,
      1000 + (g * 37) % 500000, 0, 0, 0, 1000 + (g * 37) % 500000, 3215, 3210, null,
      ${address}::jsonb, ${address}::jsonb, '1200 W Artesia Blvd, Gardena, CA 90248', '',
      now() - ((${orders}::int - g) * interval '10 minutes'), now()
    from bulk, generate_series(1, ${orders}::int) g`.execute(db);
  await sql`
    with skus as (select array_agg(id_style order by id_style) as all from products),
    made as (select id_so, row_number() over (order by id_so) as n from orders where idempotency_key like 'bulk-' || ${base} || '-%')
    insert into order_lines (id_so, id_style, web_title, filepath1, color, qty, backorder_qty, price_cents,
      total_cents, shipping_status)
    select made.id_so, skus.all[1 + (made.n * 31 + k * 17) % array_length(skus.all, 1)], 'Bulk line', '', 'Black',
      1 + k, 0, 1000, 1000 * (1 + k), 'SHIPPED'
    from made, skus, generate_series(0, 4) k
    where k <= made.n % 5`.execute(db);
  // As a store's tables are once autovacuum has been by: statistics fresh, the visibility map set (an
  // index-only count reads no table).
  await sql`vacuum analyze`.execute(db);
}
