import type { AdminServiceCaseRow } from '@storefront/shared-kernel/contracts';
import type { ServiceCaseKind, ServiceCaseStatus } from '@storefront/shared-kernel/service-desk';
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../db/database';
import type { Database, ServiceCasesTable } from '../../db/schema';
import { ofCustomersNamed, onDays } from '../list-conditions';
import { firstBuyerBody, isoOf, messageCountOf, previewOf } from '../../modules/customer/customer-service-cases';

/** The case list's filters (docs/product.md §13.9). Empty text is no filter. */
export interface ServiceCaseQuery {
  page: number;
  pageSize: number;
  sort: 'caseNo' | 'created' | 'activity' | 'status';
  direction: 'asc' | 'desc';
  status?: ServiceCaseStatus;
  kind?: ServiceCaseKind;
  /** `mine`, `unassigned`, a member's id as text, or '' (anyone). */
  assignee?: string;
  /** Days the case was made on, as the store counts them, both included. */
  from?: string;
  to?: string;
  customer?: string;
  caseNo?: number;
}

type CasesScope = ExpressionBuilder<Database & { sc: ServiceCasesTable }, 'sc'>;

/** The filters as one condition on `service_cases as sc`; `me` is the asking member (for `mine`). */
const matches =
  (query: ServiceCaseQuery, me: number, timeZone: string) =>
  (eb: CasesScope): Expression<SqlBool> => {
    const conditions: Expression<SqlBool>[] = [];
    if (query.status) conditions.push(eb('sc.status', '=', query.status));
    if (query.kind) conditions.push(eb('sc.kind', '=', query.kind));
    if (query.assignee === 'mine') conditions.push(eb('sc.assignee_id', '=', me));
    else if (query.assignee === 'unassigned') conditions.push(eb('sc.assignee_id', 'is', null));
    else if (query.assignee) conditions.push(eb('sc.assignee_id', '=', Number(query.assignee)));
    conditions.push(...onDays('sc.created_at', query, timeZone));
    if (query.caseNo !== undefined) conditions.push(eb('sc.id', '=', query.caseNo));
    const customer = query.customer?.trim();
    if (customer) conditions.push(ofCustomersNamed('sc.customer_id', customer));
    return eb.and(conditions);
  };

/** A status's place in a case's life (New, Open, Answered, Closed): what sorting by status follows. */
const statusRank = sql<number>`array_position(array['new','open','answered','closed']::text[], sc.status)`;

/**
 * One page of the cases and how many match (docs/product.md §13.9), newest first by default. Every
 * sort ends with the case number, so a page never shows a case the page before it showed.
 */
export async function listServiceCases(
  db: Db,
  query: ServiceCaseQuery,
  me: number,
  timeZone: string,
): Promise<{ rows: AdminServiceCaseRow[]; total: number }> {
  const where = matches(query, me, timeZone);
  const dir = query.direction;
  let page = db
    .selectFrom('service_cases as sc')
    .innerJoin('customers as c', 'c.id', 'sc.customer_id')
    .leftJoin('staff as a', 'a.id', 'sc.assignee_id')
    .where(where)
    .select([
      'sc.id',
      'sc.kind',
      'sc.status',
      'sc.name',
      'sc.created_at',
      'sc.updated_at',
      'sc.assignee_id',
      'a.name as assignee_name',
      'a.email as assignee_email',
      'c.id as customer_id',
      'c.company_nm',
      'c.email as customer_email',
      firstBuyerBody('sc.id').as('first_body'),
      messageCountOf('sc.id', true).as('message_count'),
    ]);
  if (query.sort === 'created') page = page.orderBy('sc.created_at', dir);
  else if (query.sort === 'activity') page = page.orderBy('sc.updated_at', dir);
  else if (query.sort === 'status') page = page.orderBy(statusRank, dir).orderBy('sc.created_at', 'desc');
  page = page.orderBy('sc.id', query.sort === 'status' ? 'desc' : dir);
  const [counted, rows] = await Promise.all([
    db
      .selectFrom('service_cases as sc')
      .where(where)
      .select(sql<number>`count(*)::int`.as('total'))
      .executeTakeFirstOrThrow(),
    page
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
  ]);
  return {
    total: counted.total,
    rows: rows.map((r) => ({
      caseNo: r.id,
      kind: r.kind,
      status: r.status,
      createdAt: isoOf(r.created_at),
      lastActivityAt: isoOf(r.updated_at),
      customer: { id: r.customer_id, company: r.company_nm, email: r.customer_email },
      name: r.name,
      preview: previewOf(r.first_body, r.kind),
      assignee:
        r.assignee_id === null
          ? null
          : { id: r.assignee_id, name: r.assignee_name ?? '', email: r.assignee_email ?? '' },
      messageCount: r.message_count ?? 0,
    })),
  };
}
