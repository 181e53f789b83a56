import type { AdminOrderRow } from '@storefront/shared-kernel/contracts';
import { fromCents } from '@storefront/shared-kernel/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { matchesFilter, type AdminOrderFilter } from './order-filter';

/**
 * How many lines each order has, for a page's orders only: counted in the page's own query, every
 * order an offset skips would be counted too.
 */
async function lineCountsOf(db: Db, orderNos: number[]): Promise<Map<number, number>> {
  if (orderNos.length === 0) return new Map();
  const counts = await db
    .selectFrom('order_lines')
    .select(['id_so', sql<number>`count(*)::int`.as('n')])
    .where('id_so', 'in', orderNos)
    .groupBy('id_so')
    .execute();
  return new Map(counts.map((c) => [c.id_so, c.n]));
}

export interface AdminOrderQuery extends AdminOrderFilter {
  page: number;
  pageSize: number;
  sort: 'orderNo' | 'date' | 'customer' | 'total' | 'status';
  direction: 'asc' | 'desc';
}

/**
 * One page of every customer's orders and how many match (docs/product.md §13.3). Every sort ends
 * with the order number, so a page never shows an order the page before it showed.
 */
export async function listAdminOrders(
  db: Db,
  query: AdminOrderQuery,
  timeZone: string,
): Promise<{ rows: AdminOrderRow[]; total: number }> {
  const where = matchesFilter(query, timeZone);
  const dir = query.direction;
  let page = db
    .selectFrom('orders as o')
    .innerJoin('customers as c', 'c.id', 'o.customer_id')
    .where(where)
    .select([
      'o.id_so',
      'o.created_at',
      'o.customer_id',
      'c.company_nm',
      'c.email',
      'o.cust_po',
      'o.status',
      'o.paid_status',
      'o.grand_cents',
    ]);
  if (query.sort === 'date') page = page.orderBy('o.created_at', dir).orderBy('o.id_so', dir);
  else if (query.sort === 'customer') page = page.orderBy('c.company_nm', dir).orderBy('o.id_so', dir);
  else if (query.sort === 'total') page = page.orderBy('o.grand_cents', dir).orderBy('o.id_so', dir);
  // Within a status, newest first: the order of the status index (migration 013).
  else if (query.sort === 'status')
    page = page.orderBy('o.status', dir).orderBy('o.created_at', 'desc').orderBy('o.id_so', 'desc');
  else page = page.orderBy('o.id_so', dir);
  const [{ total }, rows] = await Promise.all([
    db
      .selectFrom('orders as o')
      .where(where)
      .select(sql<number>`count(*)::int`.as('total'))
      .executeTakeFirstOrThrow(),
    page
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
  ]);
  const counts = await lineCountsOf(
    db,
    rows.map((r) => r.id_so),
  );
  return {
    total,
    rows: rows.map((r) => ({
      orderNo: r.id_so,
      date: new Date(r.created_at).toISOString(),
      customer: { id: r.customer_id, company: r.company_nm, email: r.email },
      po: r.cust_po,
      status: r.status,
      paymentStatus: r.paid_status,
      grandTotal: fromCents(r.grand_cents),
      lineCount: counts.get(r.id_so) ?? 0,
    })),
  };
}
