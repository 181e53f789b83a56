import { type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Database, OrdersTable } from '../../db/schema';
import { containing, ofCustomersNamed, onDays } from '../list-conditions';

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
    conditions.push(...onDays('o.created_at', filter, timeZone));
    if (filter.orderNo !== undefined) conditions.push(eb('o.id_so', '=', filter.orderNo));
    if (filter.po) conditions.push(eb('o.cust_po', 'ilike', containing(filter.po)));
    const customer = filter.customer?.trim();
    // One set of customers, the id and the text alike: the orders are then read by customer.
    if (customer) conditions.push(ofCustomersNamed('o.customer_id', customer));
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
