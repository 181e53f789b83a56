import { sql } from 'kysely';
import type { Db } from '../../db/database';

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface OrderFilter {
  from?: string;
  to?: string;
  /** The time zone whose calendar days from and to are (the buyer's); UTC when not given. */
  timeZone?: string;
  orderNo?: string;
  sku?: string;
  address?: string;
}

/** The caller's orders only, newest first, at most `limit`: every order query starts from the customer id. */
export function findOrders(db: Db, customerId: number, filter: OrderFilter & { idSO?: number }, limit: number) {
  let q = db
    .selectFrom('orders as o')
    .leftJoin('codes as ship', (j) => j.onRef('ship.id_code', '=', 'o.ship_via').on('ship.div', '=', 'SHIP'))
    .leftJoin('codes as pay', (j) => j.onRef('pay.id_code', '=', 'o.payment_type').on('pay.div', '=', 'PAY'))
    .select([
      'o.id_so',
      'o.cust_po',
      'o.created_at',
      'o.status',
      'o.paid_status',
      'o.subtotal_cents',
      'o.tax_cents',
      'o.grand_cents',
      'o.discount_cents',
      'o.ship_fee_cents',
      'o.ship_address_text',
      'ship.code_nm as ship_name',
      'pay.code_nm as pay_name',
      sql<string>`coalesce((select l.id_style from order_lines l where l.id_so = o.id_so order by l.id limit 1), '')`.as(
        'first_sku',
      ),
    ])
    .where('o.customer_id', '=', customerId);
  // The day an order was placed on, in the buyer's time zone (daylight saving included): the day the list shows.
  const placedOn = sql<string>`(o.created_at at time zone ${filter.timeZone || 'UTC'})::date`;
  if (filter.from) q = q.where(placedOn, '>=', sql<string>`${filter.from}::date`);
  if (filter.to) q = q.where(placedOn, '<=', sql<string>`${filter.to}::date`);
  if (filter.orderNo) {
    const po = filter.orderNo;
    q = q.where((eb) => eb.or([eb('o.cust_po', 'ilike', likePattern(po)), eb(sql<string>`o.id_so::text`, '=', po)]));
  }
  if (filter.sku) {
    const sku = filter.sku;
    q = q.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('order_lines as l')
          .select('l.id')
          .whereRef('l.id_so', '=', 'o.id_so')
          .where('l.id_style', 'ilike', likePattern(sku)),
      ),
    );
  }
  if (filter.idSO !== undefined) q = q.where('o.id_so', '=', filter.idSO);
  if (filter.address) q = q.where('o.ship_address_text', 'ilike', likePattern(filter.address));
  return q.orderBy('o.created_at', 'desc').orderBy('o.id_so', 'desc').limit(limit).execute();
}

export const findOwnOrder = (db: Db, customerId: number, idSO: number) =>
  db
    .selectFrom('orders')
    .selectAll()
    .where('id_so', '=', idSO)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();

export const findOrderLines = (db: Db, idSO: number) =>
  db
    .selectFrom('order_lines')
    .selectAll()
    // A date column: as text, the day it is, whatever the reader's time zone.
    .select(sql<string | null>`to_char(ship_date, 'YYYY-MM-DD')`.as('ship_day'))
    .where('id_so', '=', idSO)
    .orderBy('id')
    .execute();

/**
 * Whether the customer has an order under this PO, ignoring case and surrounding spaces: compared in the
 * form the unique index `orders_customer_po_ci_key` (migration 009) holds, so the check and the index agree.
 */
export const poExists = async (db: Db, customerId: number, po: string) =>
  !!(await db
    .selectFrom('orders')
    .select('id_so')
    .where('customer_id', '=', customerId)
    .where(sql<string>`lower(btrim(cust_po))`, '=', sql<string>`lower(btrim(${po}))`)
    .executeTakeFirst());

/** Two PO numbers are one PO when they differ only in case and surrounding spaces (`RACE-1`, ` race-1 `). */
export const isSamePo = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

export const codeName = async (db: Db, div: string, id: number) =>
  (await db.selectFrom('codes').select('code_nm').where('div', '=', div).where('id_code', '=', id).executeTakeFirst())
    ?.code_nm ?? '';

/** The caller's own saved card (brand code and last four digits), or undefined. */
export const findOwnCard = (db: Db, customerId: number, id: number) =>
  db
    .selectFrom('payment_cards')
    .select(['brand', 'last4'])
    .where('id', '=', id)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();

/** Takes the sending of the order's confirmation: true for the one caller who may send it now. */
export const claimConfirmation = async (db: Db, customerId: number, idSO: number) =>
  Number(
    (
      await db
        .updateTable('orders')
        .set({ confirmation_sent_at: sql<Date>`now()` })
        .where('id_so', '=', idSO)
        .where('customer_id', '=', customerId)
        .where('confirmation_sent_at', 'is', null)
        .executeTakeFirst()
    ).numUpdatedRows,
  ) > 0;

/** Gives the sending back after it failed, so asking again sends it. */
export const releaseConfirmation = (db: Db, idSO: number) =>
  db.updateTable('orders').set({ confirmation_sent_at: null }).where('id_so', '=', idSO).execute();

/** How many of the order's products are not in the catalogue any more (whatever their colours). */
export const countProductsGone = async (db: Db, idSO: number) =>
  (
    await db
      .selectFrom('order_lines as l')
      .leftJoin('products as p', 'p.id_style', 'l.id_style')
      .select(sql<number>`count(distinct l.id_style)::int`.as('n'))
      .where('l.id_so', '=', idSO)
      // A hidden product is not sold either (docs/product.md §6.6).
      .where((eb) => eb.or([eb('p.id_style', 'is', null), eb('p.status', '<>', 'active')]))
      .executeTakeFirstOrThrow()
  ).n;

/** The order's products still sold, as lines for the cart: one per product and color, in the order's line order. */
export const orderLinesForCart = (db: Db, idSO: number) =>
  db
    .selectFrom('order_lines as l')
    .innerJoin('products as p', 'p.id_style', 'l.id_style')
    .select(['l.id_style', 'l.color', sql<number>`sum(l.qty)::int`.as('qty')])
    .where('l.id_so', '=', idSO)
    .where('p.status', '=', 'active')
    .groupBy(['l.id_style', 'l.color'])
    .orderBy(sql`min(l.id)`)
    .execute();
