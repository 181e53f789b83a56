import type { CustomerRow as CustomerListRow, CustomerSort, CustomerStatus } from '@storefront/shared-kernel/contracts';
import { fromCents } from '@storefront/shared-kernel/domain';
import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { unpaidOnTermsCents } from '../../modules/payment/checkout.repository';
import { creditLimitOf, toCustomerDetail } from './customer-views';

export interface CustomerQuery {
  page: number;
  pageSize: number;
  direction: 'asc' | 'desc';
  sort: CustomerSort;
  q?: string;
  status?: CustomerStatus;
  priceLevel?: number;
}

/** The orders a customer's page lists, newest first (docs/product.md §13.2). */
export const CUSTOMER_ORDERS_SHOWN = 50;
export const NO_SUCH_CUSTOMER = 'No such customer.';

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
/** Text that reads as (part of) a phone number: digits with the usual separators. */
const PHONE_LIKE = /^[\d\s()+.-]+$/;

/**
 * A customer whose company, name (first, last or both), email or phone holds `q`, ignoring case. A
 * phone is also matched by its digits alone, so '2135550101' finds '213-555-0101'.
 */
function matching(q: string) {
  return (eb: ExpressionBuilder<Database, 'customers'>) => {
    const pattern = likePattern(q);
    const digits = q.replace(/\D/g, '');
    const anyOf = [
      eb('company_nm', 'ilike', pattern),
      eb('email', 'ilike', pattern),
      eb(sql<string>`firstname || ' ' || lastname`, 'ilike', pattern),
      eb('tel', 'ilike', pattern),
      eb('cell_phone', 'ilike', pattern),
    ];
    if (digits.length >= 3 && PHONE_LIKE.test(q)) {
      const byDigits = likePattern(digits);
      anyOf.push(
        eb(sql<string>`regexp_replace(tel, '[^0-9]', '', 'g')`, 'like', byDigits),
        eb(sql<string>`regexp_replace(cell_phone, '[^0-9]', '', 'g')`, 'like', byDigits),
      );
    }
    return eb.or(anyOf);
  };
}

const SORT_COLUMNS = {
  company: sql`lower(company_nm)`,
  email: sql`lower(email)`,
  created: sql`created_at`,
  priceLevel: sql`price_lev`,
} satisfies Record<CustomerSort, unknown>;

/** Customers by search, status and price level, one page in the order asked, and how many match. */
export async function listCustomers(db: Db, query: CustomerQuery): Promise<{ rows: CustomerListRow[]; total: number }> {
  let base = db.selectFrom('customers');
  if (query.q) base = base.where(matching(query.q));
  if (query.status) base = base.where('status', '=', query.status);
  if (query.priceLevel !== undefined) base = base.where('price_lev', '=', query.priceLevel);
  const [{ total }, rows] = await Promise.all([
    base.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
    base
      .select([
        'id',
        'company_nm',
        'firstname',
        'lastname',
        'email',
        'tel',
        'status',
        'price_lev',
        'tax_exempt',
        'credit_limit_cents',
        'created_at',
      ])
      .orderBy(SORT_COLUMNS[query.sort], query.direction)
      // Ties (a price level, a company with several accounts) keep one order from page to page.
      .orderBy('id', query.direction)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
  ]);
  return {
    total,
    rows: rows.map((r) => ({
      id: r.id,
      company: r.company_nm,
      name: `${r.firstname} ${r.lastname}`.trim(),
      email: r.email,
      tel: r.tel,
      status: r.status,
      priceLevel: r.price_lev,
      taxExempt: r.tax_exempt,
      creditLimit: creditLimitOf(r),
      createdAt: new Date(r.created_at).toISOString(),
    })),
  };
}

export async function findCustomerDetail(db: Db, id: number) {
  const row = await db.selectFrom('customers').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(NO_SUCH_CUSTOMER, 'CUSTOMER_NOT_FOUND');
  return toCustomerDetail(row, await unpaidOnTermsCents(db, id));
}

/**
 * A customer's page: its profile and terms, addresses, saved cards (brand and last four only: staff
 * never see more of a card) and its latest orders.
 */
export async function customerPage(db: Db, id: number) {
  const customer = await findCustomerDetail(db, id);
  const [addresses, cards, orders, { orderCount }] = await Promise.all([
    db
      .selectFrom('addresses')
      .selectAll()
      .where('customer_id', '=', id)
      .orderBy('is_default', 'desc')
      .orderBy('id')
      .execute(),
    db.selectFrom('payment_cards').select(['brand', 'last4']).where('customer_id', '=', id).orderBy('id').execute(),
    db
      .selectFrom('orders')
      .select(['id_so', 'created_at', 'cust_po', 'status', 'paid_status', 'grand_cents'])
      .where('customer_id', '=', id)
      .orderBy('created_at', 'desc')
      .orderBy('id_so', 'desc')
      .limit(CUSTOMER_ORDERS_SHOWN)
      .execute(),
    db
      .selectFrom('orders')
      .select(sql<number>`count(*)::int`.as('orderCount'))
      .where('customer_id', '=', id)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    customer,
    addresses: addresses.map((a) => ({
      id: a.id,
      type: a.address_type,
      isDefault: a.is_default,
      firstName: a.first_nm,
      lastName: a.last_nm,
      company: a.company_nm,
      addr: a.addr,
      addr2: a.addr2,
      city: a.city,
      state: a.states,
      zipcode: a.zipcode,
      country: a.country,
      tel: a.tel,
    })),
    cards: cards.map((c) => ({ brand: c.brand, last4: c.last4 })),
    orders: orders.map((o) => ({
      idSO: o.id_so,
      orderedAt: new Date(o.created_at).toISOString(),
      custPO: o.cust_po,
      status: o.status,
      paidStatus: o.paid_status,
      total: fromCents(o.grand_cents),
    })),
    orderCount,
  };
}
