import { MAX_ID } from '@storefront/shared-kernel/domain';
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Database, OrdersTable } from '../../db/schema';

/** The order list's filters, its CSV export alike (docs/product.md §13.3). */
export interface AdminOrderFilter {
  status?: string;
  paymentStatus?: number;
  /** Days as the store counts them, both included: '' or left out is no limit. */
  from?: string;
  to?: string;
  customer?: string;
  po?: string;
  orderNo?: number;
  sku?: string;
}

type OrdersScope = ExpressionBuilder<Database & { o: OrdersTable }, 'o'>;

const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The filters as one condition on `orders as o`. Each can use an index (migration 013): the days are a
 * range of created_at (the store's midnight to midnight), and the text filters are trigram matches
 * of the customers, PO numbers and line SKUs they name.
 */
export const matchesFilter =
  (filter: AdminOrderFilter, timeZone: string) =>
  (eb: OrdersScope): Expression<SqlBool> => {
    const conditions: Expression<SqlBool>[] = [];
    if (filter.status) conditions.push(eb('o.status', '=', filter.status));
    if (filter.paymentStatus !== undefined) conditions.push(eb('o.paid_status', '=', filter.paymentStatus));
    if (filter.from)
      conditions.push(eb('o.created_at', '>=', sql<Date>`(${filter.from}::date)::timestamp at time zone ${timeZone}`));
    if (filter.to)
      conditions.push(eb('o.created_at', '<', sql<Date>`(${filter.to}::date + 1)::timestamp at time zone ${timeZone}`));
    if (filter.orderNo !== undefined) conditions.push(eb('o.id_so', '=', filter.orderNo));
    if (filter.po) conditions.push(eb('o.cust_po', 'ilike', containing(filter.po)));
    const customer = filter.customer?.trim();
    if (customer) {
      // One set of customers, the id and the text alike: the orders are then read by customer.
      const id = /^\d{1,10}$/.test(customer) && Number(customer) <= MAX_ID ? Number(customer) : undefined;
      const named = eb
        .selectFrom('customers as named')
        .select('named.id')
        .where((inner) =>
          inner.or([
            ...(id === undefined ? [] : [inner('named.id', '=', id)]),
            inner('named.company_nm', 'ilike', containing(customer)),
            inner('named.email', 'ilike', containing(customer)),
          ]),
        );
      conditions.push(eb('o.customer_id', 'in', named));
    }
    if (filter.sku) {
      const sku = filter.sku;
      conditions.push(
        eb(
          'o.id_so',
          'in',
          eb.selectFrom('order_lines as l').select('l.id_so').where('l.id_style', 'ilike', containing(sku)),
        ),
      );
    }
    return eb.and(conditions);
  };
