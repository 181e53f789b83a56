import type { AdminOrder, AdminOrderLine } from '@storefront/shared-kernel/contracts';
import { fromCents } from '@storefront/shared-kernel/domain';
import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';

type Reader = Db | Transaction<Database>;

/**
 * Orders with what the desk shows of them beside their own columns: the customer, the payment and
 * shipping methods by name, and the transaction that last wrote each (the ERP feed's position).
 */
export const orderHeaders = (db: Reader) =>
  db
    .selectFrom('orders as o')
    .innerJoin('customers as c', 'c.id', 'o.customer_id')
    .leftJoin('codes as pay', (j) => j.onRef('pay.id_code', '=', 'o.payment_type').on('pay.div', '=', 'PAY'))
    .leftJoin('codes as ship', (j) => j.onRef('ship.id_code', '=', 'o.ship_via').on('ship.div', '=', 'SHIP'))
    .select([
      'o.id_so',
      'o.customer_id',
      'o.cust_po',
      'o.status',
      'o.paid_status',
      'o.subtotal_cents',
      'o.discount_cents',
      'o.tax_cents',
      'o.ship_fee_cents',
      'o.grand_cents',
      'o.bill_address',
      'o.ship_address',
      'o.comment',
      'o.coupon_cd',
      'o.internal_note',
      'o.version',
      'o.created_at',
      'o.updated_at',
      sql<string>`o.changed_xid::text`.as('changed_xid'),
      'c.company_nm',
      'c.email',
      'c.firstname',
      'c.lastname',
      'c.price_lev',
      'pay.code_nm as pay_name',
      'ship.code_nm as ship_name',
    ]);

export type OrderHeader = Awaited<ReturnType<ReturnType<typeof orderHeaders>['execute']>>[number];

/** The lines of the orders given, in their order; the ship date as the day it is (YYYY-MM-DD). */
export const linesOfOrders = (db: Reader, orderNos: readonly number[]) =>
  orderNos.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('order_lines')
        .select([
          'id',
          'id_so',
          'id_style',
          'web_title',
          'filepath1',
          'color',
          'qty',
          'backorder_qty',
          'price_cents',
          'total_cents',
          'shipping_status',
          'carrier',
          'tracking_no',
          sql<string | null>`to_char(ship_date, 'YYYY-MM-DD')`.as('ship_day'),
        ])
        .where('id_so', 'in', orderNos)
        .orderBy('id_so')
        .orderBy('id')
        .execute();

export type OrderLineRecord = Awaited<ReturnType<typeof linesOfOrders>>[number];

/** Lines by their order's number. */
export function byOrder(lines: readonly OrderLineRecord[]): Map<number, OrderLineRecord[]> {
  const grouped = new Map<number, OrderLineRecord[]>();
  for (const line of lines) {
    const own = grouped.get(line.id_so);
    if (own) own.push(line);
    else grouped.set(line.id_so, [line]);
  }
  return grouped;
}

export const toAdminLine = (l: OrderLineRecord): AdminOrderLine => ({
  lineId: l.id,
  sku: l.id_style,
  title: l.web_title,
  color: l.color,
  picture: l.filepath1,
  qty: l.qty,
  backorderQty: l.backorder_qty,
  price: fromCents(l.price_cents),
  lineTotal: fromCents(l.total_cents),
  shippingStatus: l.shipping_status,
  carrier: l.carrier,
  trackingNo: l.tracking_no,
  shipDate: l.ship_day,
});

export const toAdminOrder = (h: OrderHeader, lines: readonly OrderLineRecord[]): AdminOrder => ({
  orderNo: h.id_so,
  po: h.cust_po,
  status: h.status,
  paymentStatus: h.paid_status,
  createdAt: new Date(h.created_at).toISOString(),
  updatedAt: new Date(h.updated_at).toISOString(),
  version: h.version,
  paymentMethod: h.pay_name ?? '',
  shippingMethod: h.ship_name ?? '',
  couponCode: h.coupon_cd,
  comment: h.comment,
  internalNote: h.internal_note,
  billAddress: h.bill_address,
  shipAddress: h.ship_address,
  subtotal: fromCents(h.subtotal_cents),
  discount: fromCents(h.discount_cents),
  tax: fromCents(h.tax_cents),
  shippingFee: fromCents(h.ship_fee_cents),
  grandTotal: fromCents(h.grand_cents),
  customer: {
    id: h.customer_id,
    company: h.company_nm,
    email: h.email,
    name: [h.firstname, h.lastname].filter(Boolean).join(' '),
    priceLevel: h.price_lev,
  },
  lines: lines.map(toAdminLine),
});

/** One order as the desk shows it, or undefined when there is none of that number. */
export async function readAdminOrder(db: Reader, orderNo: number): Promise<AdminOrder | undefined> {
  const header = await orderHeaders(db).where('o.id_so', '=', orderNo).executeTakeFirst();
  if (!header) return undefined;
  return toAdminOrder(header, await linesOfOrders(db, [orderNo]));
}
