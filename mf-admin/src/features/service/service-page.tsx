import { Link } from 'react-router-dom';
import { useApiQuery, type AdminServiceCaseRow } from '@storefront/shared-kernel';
import { adminServiceRoutes } from '@storefront/shared-kernel/back-office';
import { AdminPage } from '../../components/admin-page';
import type { DataColumn } from '../../components/data-table';
import { PagedTable } from '../../components/paged-table';
import { givenFilters, useListParams } from '../../components/use-list-params';
import pageStyles from '../../components/admin.module.css';
import { formatDateTime } from '../../lib/format';
import { CASE_FILTERS, CaseFilters } from './case-filters';
import { casePath, caseTitle, kindLabel, SERVICE_SORTS, statusLabel } from './service-words';
import styles from './service.module.css';

const COLUMNS: DataColumn<AdminServiceCaseRow>[] = [
  {
    key: 'caseNo',
    header: 'Case #',
    isSortable: true,
    isRowHeader: true,
    cell: (row) => (
      <Link to={casePath(row.caseNo)} className={pageStyles.textLink} aria-label={caseTitle(row.caseNo)}>
        {row.caseNo}
      </Link>
    ),
  },
  { key: 'created', header: 'Received', isSortable: true, cell: (row) => formatDateTime(row.createdAt) },
  { key: 'kind', header: 'Kind', cell: (row) => kindLabel(row.kind) },
  {
    key: 'customer',
    header: 'Customer',
    // The company, then the name the buyer wrote under and the account's email.
    cell: (row) => (
      <>
        {row.customer.company || '—'}
        <span className={pageStyles.secondLine}>{[row.name, row.customer.email].filter(Boolean).join(' · ')}</span>
      </>
    ),
  },
  { key: 'preview', header: 'Message', cell: (row) => <span className={styles.preview}>{row.preview}</span> },
  { key: 'status', header: 'Status', isSortable: true, cell: (row) => statusLabel(row.status) },
  { key: 'messageCount', header: 'Messages', align: 'end', cell: (row) => row.messageCount },
  { key: 'assignee', header: 'Assignee', cell: (row) => row.assignee?.name || row.assignee?.email || 'Unassigned' },
  { key: 'activity', header: 'Last activity', isSortable: true, cell: (row) => formatDateTime(row.lastActivityAt) },
];

function CaseList() {
  const list = useListParams({
    filters: CASE_FILTERS,
    sort: { key: 'created', direction: 'desc' },
    sortKeys: SERVICE_SORTS,
  });
  const cases = useApiQuery(
    adminServiceRoutes.listServiceCases,
    {
      page: list.page,
      pageSize: list.pageSize,
      sort: (list.sort?.key ?? 'created') as (typeof SERVICE_SORTS)[number],
      direction: list.sort?.direction ?? 'desc',
      ...givenFilters(list.filters),
    },
    { keepPrevious: true },
  );
  return (
    <>
      <CaseFilters list={list} />
      <PagedTable
        query={cases}
        what="cases"
        list={list}
        caption="Cases"
        columns={COLUMNS}
        rowKey={(row) => row.caseNo}
        empty={{ filtered: 'No cases match these filters.', unfiltered: 'No cases yet.' }}
      />
    </>
  );
}

/**
 * The service desk (docs/product.md §13.9, /admin/service): every Contact Us message and quote request as
 * a case, newest first, filtered by status, kind, assignee, days and customer, sorted and paged.
 */
export default function ServicePage() {
  return (
    <AdminPage title="Service desk" area="service" description="Questions and quote requests.">
      <CaseList />
    </AdminPage>
  );
}
