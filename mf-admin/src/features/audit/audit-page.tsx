import { pick, useApiQuery, type AuditRow, type StaffRow } from '@storefront/shared-kernel';
import { adminStaffRoutes } from '@storefront/shared-kernel/back-office';
import { AdminPage } from '../../components/admin-page';
import type { DataColumn } from '../../components/data-table';
import { PagedTable } from '../../components/paged-table';
import { givenFilters, useListParams } from '../../components/use-list-params';
import { formatDateTime } from '../../lib/format';
import { AuditChanges } from './audit-changes';
import { AUDIT_FILTERS, AuditFilters } from './audit-filters';

const NO_STAFF: readonly StaffRow[] = [];

const COLUMNS: DataColumn<AuditRow>[] = [
  // The log is kept in time order: its one sort is by when, newest or oldest first.
  { key: 'at', header: 'When', cell: (row) => formatDateTime(row.at), isSortable: true, isRowHeader: true },
  { key: 'actor', header: 'Who', cell: (row) => (row.actor === 'cli' ? 'Command line' : row.actor) },
  { key: 'action', header: 'Action', cell: (row) => row.action },
  { key: 'record', header: 'Record', cell: (row) => `${row.recordKind} ${row.recordId}` },
  { key: 'changes', header: 'Changes', cell: (row) => <AuditChanges row={row} /> },
];

function AuditLog() {
  const list = useListParams({ filters: AUDIT_FILTERS, sort: { key: 'at', direction: 'desc' } });
  const staff = useApiQuery(adminStaffRoutes.listStaff, {}, { select: pick('staff') });
  const log = useApiQuery(
    adminStaffRoutes.listAudit,
    {
      page: list.page,
      pageSize: list.pageSize,
      direction: list.sort?.direction ?? 'desc',
      ...givenFilters(list.filters),
    },
    { keepPrevious: true },
  );
  return (
    <>
      <AuditFilters list={list} staff={staff.data ?? NO_STAFF} />
      <PagedTable
        query={log}
        what="audit log"
        list={list}
        caption="Audit log entries"
        columns={COLUMNS}
        rowKey={(row) => row.id}
        empty={{ filtered: 'No entries match these filters.', unfiltered: 'The audit log is empty.' }}
      />
    </>
  );
}

/** The audit log (docs/product.md §13.1, /admin/audit): who changed what and when, filtered, paged. */
export default function AuditPage() {
  return (
    <AdminPage title="Audit log" area="audit">
      <AuditLog />
    </AdminPage>
  );
}
