import { sql } from 'kysely';
import type { Db } from '../db/database';
import { hashPassword } from '../lib/password';
import { shipAddressText } from '../modules/order/address-text';
import { DEMO_BUYER } from './demo-catalogue';
import { seedBulkProductsSql } from './seed-bulk';
import { seedCatalogue } from './seed-catalogue';

const demoAddress = {
  first_nm: DEMO_BUYER.firstname,
  last_nm: DEMO_BUYER.lastname,
  company_nm: DEMO_BUYER.companyNm,
  country: 'United States',
  tel: '310-555-0142',
};

/** One approved buyer with two addresses, a saved card and three past orders. */
async function seedDemoBuyer(db: Db): Promise<number> {
  const { id } = await db
    .insertInto('customers')
    .values({
      email: DEMO_BUYER.email,
      password_hash: await hashPassword(DEMO_BUYER.password),
      status: 'approved',
      firstname: DEMO_BUYER.firstname,
      lastname: DEMO_BUYER.lastname,
      company_nm: DEMO_BUYER.companyNm,
      tel: '310-555-0142',
      cell_phone: '310-555-0199',
      fax: '',
      addr: '1200 W Artesia Blvd',
      city: 'Gardena',
      zipcode: '90248',
      state: 'CA',
      country: 'United States',
      ein: '95-1234567',
      b_type: 'Retail store',
      b_license_no: 'BL-778812',
      sp_no: '',
      remark: 'Demo account',
      price_lev: 2,
      decided_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('addresses')
    .values([
      {
        ...demoAddress,
        customer_id: id,
        address_type: 'both',
        is_default: true,
        addr: '1200 W Artesia Blvd',
        addr2: 'Suite 4',
        city: 'Gardena',
        states: 'CA',
        zipcode: '90248',
      },
      {
        ...demoAddress,
        customer_id: id,
        address_type: 'ship',
        is_default: false,
        addr: '88 Harbor Way',
        addr2: '',
        city: 'Seattle',
        states: 'WA',
        zipcode: '98101',
      },
    ])
    .execute();
  await db
    .insertInto('payment_cards')
    .values({
      customer_id: id,
      brand: 'v',
      last4: '4242',
      holder: `${DEMO_BUYER.firstname} ${DEMO_BUYER.lastname}`,
      exp_month: 12,
      exp_year: new Date().getFullYear() + 3,
    })
    .execute();

  const products = await db
    .selectFrom('products')
    .innerJoin('product_prices', (j) =>
      j.onRef('product_prices.id_style', '=', 'products.id_style').on('product_prices.price_lev', '=', 2),
    )
    .select(['products.id_style', 'web_title', 'filepath1', 'color', 'price_cents', 'sale_cents', 'min_buy'])
    .orderBy('products.position')
    .limit(12)
    .execute();
  const address = {
    firstNm: demoAddress.first_nm,
    lastNm: demoAddress.last_nm,
    companyNm: demoAddress.company_nm,
    addr: '1200 W Artesia Blvd',
    addr2: 'Suite 4',
    city: 'Gardena',
    states: 'CA',
    zipcode: '90248',
    country: 'United States',
    tel: demoAddress.tel,
  };
  const history = [
    { po: 'PO-2025-0412', daysAgo: 60, paid: 2, status: 'SHIPPED', lines: products.slice(0, 3) },
    { po: 'PO-2025-0519', daysAgo: 25, paid: 1, status: 'SHIPPED', lines: products.slice(3, 7) },
    { po: 'PO-2025-0601', daysAgo: 4, paid: 0, status: 'OPEN', lines: products.slice(7, 9) },
  ];
  for (const [i, h] of history.entries()) {
    const lines = h.lines.map((p, k) => {
      const unit = p.price_cents - p.sale_cents;
      // Whole packs from the minimum up, as the store takes orders (docs/product.md §6.6): Copy Order copies them.
      const qty = (k + 1) * p.min_buy;
      return {
        id_style: p.id_style,
        web_title: p.web_title,
        filepath1: p.filepath1,
        color: p.color,
        qty,
        backorder_qty: 0,
        price_cents: unit,
        total_cents: unit * qty,
        shipping_status: h.status === 'OPEN' ? 'PROCESSING' : 'SHIPPED',
      };
    });
    const subtotal = lines.reduce((s, l) => s + l.total_cents, 0);
    const tax = Math.round((subtotal * 725) / 10000);
    const order = await db
      .insertInto('orders')
      .values({
        customer_id: id,
        cust_po: h.po,
        idempotency_key: `seed-${i}`,
        ref_id_so: null,
        status: h.status,
        paid_status: h.paid,
        subtotal_cents: subtotal,
        tax_cents: tax,
        discount_cents: 0,
        ship_fee_cents: 0,
        grand_cents: subtotal + tax,
        payment_type: i === 0 ? 58 : 3215,
        ship_via: 3210,
        id_cc: null,
        bill_address: JSON.stringify(address),
        ship_address: JSON.stringify(address),
        ship_address_text: shipAddressText(address),
        comment: '',
        created_at: new Date(Date.now() - h.daysAgo * 86_400_000),
      })
      .returning('id_so')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('order_lines')
      .values(lines.map((l) => ({ ...l, id_so: order.id_so })))
      .execute();
  }
  return id;
}

/**
 * Discount codes to try in the cart: a percent off, an amount off, and one whose days are over (to see
 * a code refused). Staff add their own with the admin CLI's coupon-add.
 */
export const DEMO_COUPONS = [
  { code: 'SPRING10', percent_off: 10, description: '10% off your order (demo code)' },
  { code: 'SAVE25', amount_off_cents: 2500, description: '$25 off your order (demo code)' },
  { code: 'SUMMER2024', percent_off: 15, valid_until: '2024-09-30', description: 'Summer 2024 sale (ended)' },
];

const seedDemoCoupons = async (db: Db): Promise<void> => {
  await db.insertInto('coupons').values(DEMO_COUPONS).execute();
};

/** Seeds the demo catalogue and buyer into an empty database; a database with products is left alone. */
export async function seedDemoIfEmpty(db: Db, dataDir: string, productCount?: number): Promise<boolean> {
  const { n } = await db
    .selectFrom('products')
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  if (n > 0) return false;
  await seedCatalogue(db, dataDir, productCount);
  await seedDemoBuyer(db);
  await seedDemoCoupons(db);
  await refreshPlannerStatistics(db);
  return true;
}

/**
 * Bulk inserts leave the planner's statistics stale, and PGlite has no autovacuum to refresh them:
 * without this a search after seeding 10 000 products took 18 s instead of 16 ms (docs/performance.md §3).
 */
const refreshPlannerStatistics = async (db: Db): Promise<void> => {
  await sql`analyze`.execute(db);
};

/** Adds `count` generated products (benchmarks) in bulk SQL (seed-bulk.ts), reporting progress per batch. */
export const seedBulkProducts = seedBulkProductsSql;
