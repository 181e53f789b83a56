import type { AdminOrderRow } from '@storefront/shared-kernel/contracts';
import { fromCents } from '@storefront/shared-kernel/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { matchesFilter, type AdminOrderFilter } from './order-filter';

/**
 * How many orders match. A list filtered by nothing but status and payment status sums the counts the
 * orders' triggers keep (migration 014); any other filter counts the matching orders themselves.
 */
async function totalOf(db: Db, filter: AdminOrderFilter, timeZone: string): Promise<number> {
  const { status, paymentStatus, from, to, customer, po, orderNo, sku } = filter;
  if (!from && !to && !customer?.trim() && !po && orderNo === undefined && !sku) {
    let counted = db.selectFrom('order_counts').select(sql<number>`coalesce(sum(n), 0)::int`.as('total'));
    if (status) counted = counted.where('status', '=', status);
    if (paymentStatus !== undefined) counted = counted.where('paid_status', '=', paymentStatus);
    return (await counted.executeTakeFirstOrThrow()).total;
  }
  const counted = await db
    .selectFrom('orders as o')
    .where(matchesFilter(filter, timeZone))
    .select(sql<number>`count(*)::int`.as('total'))
    .executeTakeFirstOrThrow();
  return counted.total;
}

export interface AdminOrderQuery extends AdminOrderFilter {
  page: number;
  pageSize: number;
  sort: 'orderNo' | 'date' | 'customer' | 'total' | 'status';
  direction: 'asc' | 'desc';
}

type SortColumn = 'id_so' | 'created_at' | 'company_nm' | 'grand_cents' | 'status';

/** The columns a sort orders by, each ending with the order number. */
function sortKeys({ sort, direction }: AdminOrderQuery): [SortColumn, 'asc' | 'desc'][] {
  if (sort === 'date')
    return [
      ['created_at', direction],
      ['id_so', direction],
    ];
  if (sort === 'customer')
    return [
      ['company_nm', direction],
      ['id_so', direction],
    ];
  if (sort === 'total')
    return [
      ['grand_cents', direction],
      ['id_so', direction],
    ];
  // Within a status, newest first: the order of the status index (migration 013).
  if (sort === 'status')
    return [
      ['status', direction],
      ['created_at', 'desc'],
      ['id_so', 'desc'],
    ];
  return [['id_so', direction]];
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
  // The page first, then its orders' line counts: counted in the page's own query, every order the
  // offset skips would be counted too.
  const ordered = sortKeys(query);
  let page = db
    .selectFrom('orders as o')
    .innerJoin('customers as c', 'c.id', 'o.customer_id')
    .where(matchesFilter(query, timeZone))
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
  for (const [column, dir] of ordered)
    page = page.orderBy(column === 'company_nm' ? 'c.company_nm' : `o.${column}`, dir);
  let counted = db
    .selectFrom(
      page
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize)
        .as('p'),
    )
    .selectAll('p')
    .select((eb) =>
      eb
        .selectFrom('order_lines as l')
        .whereRef('l.id_so', '=', 'p.id_so')
        .select(sql<number>`count(*)::int`.as('n'))
        .as('line_count'),
    );
  for (const [column, dir] of ordered) counted = counted.orderBy(`p.${column}`, dir);
  const [total, rows] = await Promise.all([totalOf(db, query, timeZone), counted.execute()]);
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
      lineCount: r.line_count ?? 0,
    })),
  };
}
