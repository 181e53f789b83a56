import { SelectField, TextField, type StaffRow } from '@storefront/shared-kernel';
import { DayRangeFields, ListFilters } from '../../components/list-filters';
import type { ListParams } from '../../components/use-list-params';

export type AuditFilter = 'staffId' | 'kind' | 'from' | 'to';
export const AUDIT_FILTERS: Readonly<Record<AuditFilter, string>> = { staffId: '', kind: '', from: '', to: '' };

/** The log's member filter: any, one member, or the decisions made with `npm run admin` (staff id 0). */
export const CLI_MEMBER = '0';

/**
 * The audit log's filters (docs/product.md §13.1): member, kind (an action such as `order.status`, or its
 * area such as `order`), and days. Applied together, into the address; Clear takes them all away.
 */
export function AuditFilters({ list, staff }: { list: ListParams<AuditFilter>; staff: readonly StaffRow[] }) {
  const members = [
    ...staff.map((member) => ({ value: String(member.id), label: member.name || member.email })),
    { value: CLI_MEMBER, label: 'Command line' },
  ];
  return (
    <ListFilters label="Filter the audit log" list={list}>
      {(field) => (
        <>
          <SelectField label="Member" {...field('staffId')} options={members} placeholder="All members" />
          <TextField label="Kind" {...field('kind')} hint="An action (order.status) or its area (order)." />
          <DayRangeFields from={field('from')} to={field('to')} />
        </>
      )}
    </ListFilters>
  );
}
