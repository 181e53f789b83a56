import { Readable, pipeline } from 'node:stream';
import { fromCents } from '@storefront/shared-kernel/domain';
import { stringify } from 'csv-stringify';
import type { FastifyReply } from 'fastify';
import type { OrderAddress } from '../../db/schema';
import type { Deps } from '../../deps';
import { matchesFilter, type AdminOrderFilter } from './order-filter';
import { byOrder, linesOfOrders, orderHeaders, type OrderHeader, type OrderLineRecord } from './order-read';

/** Orders read at a time: the file is written as it is read, never held whole. */
const BATCH = 500;

const money = (cents: number) => fromCents(cents).toFixed(2);

const addressColumns = (prefix: 'bill' | 'ship', a: OrderAddress) => ({
  [`${prefix}_name`]: [a.firstNm, a.lastNm].filter(Boolean).join(' '),
  [`${prefix}_company`]: a.companyNm,
  [`${prefix}_address1`]: a.addr,
  [`${prefix}_address2`]: a.addr2,
  [`${prefix}_city`]: a.city,
  [`${prefix}_state`]: a.states,
  [`${prefix}_zip`]: a.zipcode,
  [`${prefix}_country`]: a.country,
  [`${prefix}_phone`]: a.tel,
});

/** One row of the file: the order's columns, repeated on each of its lines, then the line's (docs/erp-orders.md). */
const rowOf = (h: OrderHeader, l: OrderLineRecord | undefined): Record<string, string | number> => ({
  order_no: h.id_so,
  order_date: new Date(h.created_at).toISOString(),
  updated_at: new Date(h.updated_at).toISOString(),
  status: h.status,
  payment_status: h.paid_status,
  customer_id: h.customer_id,
  customer_company: h.company_nm,
  customer_email: h.email,
  po: h.cust_po,
  payment_method: h.pay_name ?? '',
  shipping_method: h.ship_name ?? '',
  coupon_code: h.coupon_cd,
  comment: h.comment,
  subtotal: money(h.subtotal_cents),
  discount: money(h.discount_cents),
  tax: money(h.tax_cents),
  shipping_fee: money(h.ship_fee_cents),
  grand_total: money(h.grand_cents),
  ...addressColumns('bill', h.bill_address),
  ...addressColumns('ship', h.ship_address),
  line_id: l?.id ?? '',
  sku: l?.id_style ?? '',
  title: l?.web_title ?? '',
  color: l?.color ?? '',
  qty: l?.qty ?? '',
  backorder_qty: l?.backorder_qty ?? '',
  price: l ? money(l.price_cents) : '',
  line_total: l ? money(l.total_cents) : '',
  shipping_status: l?.shipping_status ?? '',
  carrier: l?.carrier ?? '',
  tracking_no: l?.tracking_no ?? '',
  ship_date: l?.ship_day ?? '',
});

/** The file's columns, in order: the keys of rowOf. */
export const EXPORT_COLUMNS = Object.keys(
  rowOf(
    {
      bill_address: {} as OrderAddress,
      ship_address: {} as OrderAddress,
      created_at: new Date(0),
      updated_at: new Date(0),
    } as OrderHeader,
    undefined,
  ),
);

/** The orders the filter finds, by order number, a batch at a time; each line a row. */
async function* exportRows(deps: Deps, filter: AdminOrderFilter) {
  const where = matchesFilter(filter, deps.config.storeTimeZone);
  let after = 0;
  for (;;) {
    const headers = await orderHeaders(deps.db)
      .where(where)
      .where('o.id_so', '>', after)
      .orderBy('o.id_so')
      .limit(BATCH)
      .execute();
    if (headers.length === 0) return;
    const lines = await linesOfOrders(
      deps.db,
      headers.map((h) => h.id_so),
    );
    const linesOf = byOrder(lines);
    for (const header of headers) {
      const own = linesOf.get(header.id_so) ?? [];
      // An order without lines is still a row, so no order of the filter is missing from the file.
      for (const line of own.length > 0 ? own : [undefined]) yield rowOf(header, line);
    }
    after = headers[headers.length - 1]!.id_so;
  }
}

/**
 * Sends the orders the list's filters find as CSV (docs/erp-orders.md): UTF-8, a header row, CRLF
 * line ends, one row per order line. Text that begins with =, +, -, @, a tab or a carriage return
 * is written after a ' so that a spreadsheet opening the file never runs what a buyer typed as a
 * formula; the feed carries every text exactly.
 */
export function sendOrdersCsv(deps: Deps, filter: AdminOrderFilter, reply: FastifyReply): FastifyReply {
  const day = new Date().toLocaleDateString('en-CA', { timeZone: deps.config.storeTimeZone });
  const csv = stringify({
    header: true,
    columns: EXPORT_COLUMNS,
    record_delimiter: 'windows',
    escape_formulas: true,
  });
  // A failure half-way ends the download cut short rather than passing for a whole file.
  pipeline(Readable.from(exportRows(deps, filter)), csv, (error) => {
    if (error) deps.log.error({ err: error }, 'order export failed');
  });
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="orders-${day}.csv"`)
    .send(csv);
}
