import type { AdminServiceCase } from '@storefront/shared-kernel/contracts';
import type { ServiceCaseStatus } from '@storefront/shared-kernel/service-desk';
import { SERVICE_CASE_SET_STATUSES } from '@storefront/shared-kernel/service-desk';
import { caseContentsOf, isoOf, type Reader } from '../../modules/customer/customer-service-cases';

/** What set-status takes for a case now: close it or reopen it, never the status it already has. */
export const nextStatusesOf = (status: ServiceCaseStatus) =>
  SERVICE_CASE_SET_STATUSES.filter((next) => next !== status);

/** A member as the desk names one; null for none. */
const staffRef = (id: number | null, name: string | null, email: string | null) =>
  id === null ? null : { id, name: name ?? '', email: email ?? '' };

/**
 * One case as the desk shows it (docs/product.md §13.9): the buyer, the whole thread with internal
 * notes and who wrote each, the files' names, types and sizes, a quote's lines, the version a change
 * must carry. Null for no such case.
 */
export async function readStaffCase(db: Reader, caseNo: number): Promise<AdminServiceCase | null> {
  const header = await db
    .selectFrom('service_cases as sc')
    .innerJoin('customers as c', 'c.id', 'sc.customer_id')
    .leftJoin('staff as a', 'a.id', 'sc.assignee_id')
    .select([
      'sc.id',
      'sc.kind',
      'sc.status',
      'sc.version',
      'sc.name',
      'sc.email',
      'sc.created_at',
      'sc.updated_at',
      'sc.assignee_id',
      'a.name as assignee_name',
      'a.email as assignee_email',
      'c.id as customer_id',
      'c.company_nm',
      'c.email as customer_email',
      'c.firstname',
      'c.lastname',
      'c.tel',
      'c.price_lev',
    ])
    .where('sc.id', '=', caseNo)
    .executeTakeFirst();
  if (!header) return null;
  const { messages, quote, files } = await caseContentsOf(db, caseNo, true);
  return {
    caseNo: header.id,
    kind: header.kind,
    status: header.status,
    version: header.version,
    createdAt: isoOf(header.created_at),
    lastActivityAt: isoOf(header.updated_at),
    name: header.name,
    email: header.email,
    customer: {
      id: header.customer_id,
      company: header.company_nm,
      email: header.customer_email,
      name: `${header.firstname} ${header.lastname}`.trim(),
      tel: header.tel,
      priceLevel: header.price_lev,
    },
    assignee: staffRef(header.assignee_id, header.assignee_name, header.assignee_email),
    messages: messages.map((m) => ({
      id: m.id,
      kind: m.kind,
      at: isoOf(m.created_at),
      body: m.body,
      staff: staffRef(m.staff_id, m.staff_name, m.staff_email),
      attachments: files.get(m.id) ?? [],
      mailedAt: m.mailed_at ? isoOf(m.mailed_at) : null,
    })),
    ...quote,
    nextStatuses: nextStatusesOf(header.status),
  };
}
