import { Link } from 'react-router-dom';
import { adminCustomerRoutes, useApiQuery, type CustomerRow, type CustomerSort } from '@storefront/shared-kernel';
import { AdminPage } from '../../components/admin-page';
import pageStyles from '../../components/admin.module.css';
import { DataTable, type DataColumn } from '../../components/data-table';
import { ListStatus } from '../../components/list-status';
import { Pager } from '../../components/pager';
import { useListParams } from '../../components/use-list-params';
import { formatDateTime } from '../../lib/format';
import { CUSTOMER_FILTERS, CustomerFilters } from './customer-filters';
import { STATUS_LABELS } from './customer-words';
import styles from './customers.module.css';

/** The columns the API sorts by (the contract's CUSTOMER_SORTS). */
const SORT_KEYS: readonly CustomerSort[] = ['company', 'email', 'created', 'priceLevel'];

const COLUMNS: DataColumn<CustomerRow>[] = [
  {
    key: 'company',
    header: 'Company',
    isSortable: true,
    isRowHeader: true,
    cell: (row) => (
      <Link to={`/admin/customers/${row.id}`} className={pageStyles.textLink}>
        {row.company || row.email}
      </Link>
    ),
  },
  { key: 'name', header: 'Name', cell: (row) => row.name },
  // An address breaks anywhere and a phone number nowhere: the seven columns fit at 768 px (docs/product.md §13.4).
  { key: 'email', header: 'Email', isSortable: true, className: styles.breakAnywhere, cell: (row) => row.email },
  { key: 'tel', header: 'Phone', className: styles.noWrap, cell: (row) => row.tel },
  { key: 'status', header: 'Status', cell: (row) => STATUS_LABELS[row.status] },
  { key: 'priceLevel', header: 'Price level', isSortable: true, align: 'end', cell: (row) => row.priceLevel },
  { key: 'created', header: 'Registered', isSortable: true, cell: (row) => formatDateTime(row.createdAt) },
];

function CustomerList() {
  const list = useListParams({
    filters: CUSTOMER_FILTERS,
    sort: { key: 'created', direction: 'desc' },
    sortKeys: SORT_KEYS,
  });
  const { q, status, priceLevel } = list.filters;
  const customers = useApiQuery(
    adminCustomerRoutes.listCustomers,
    {
      page: list.page,
      pageSize: list.pageSize,
      // useListParams gives only a key of SORT_KEYS.
      sort: (list.sort?.key ?? 'created') as CustomerSort,
      direction: list.sort?.direction ?? 'desc',
      ...(q ? { q } : {}),
      ...(status ? { status } : {}),
      ...(priceLevel ? { priceLevel } : {}),
    },
    { keepPrevious: true },
  );
  const isFiltered = Object.values(list.filters).some((value) => value !== '');
  return (
    <>
      <CustomerFilters applied={list.filters} onApply={list.setFilters} onClear={list.clearFilters} />
      <ListStatus query={customers} what="customers" />
      {customers.data && (
        <>
          <DataTable
            caption="Customers"
            columns={COLUMNS}
            rows={customers.data.rows}
            rowKey={(row) => row.id}
            sort={list.sort}
            onSort={list.sortBy}
            isUpdating={customers.isPlaceholderData}
            empty={isFiltered ? 'No customers match these filters.' : 'No customers yet.'}
          />
          <Pager
            page={list.page}
            pageSize={list.pageSize}
            total={customers.data.total}
            onPageChange={list.setPage}
            onPageSizeChange={list.setPageSize}
          />
        </>
      )}
    </>
  );
}

/** The customers (docs/product.md §13.2, /admin/customers): searched, filtered, sorted and paged in the address. */
export default function CustomersPage() {
  return (
    <AdminPage title="Customers" area="customers">
      <CustomerList />
    </AdminPage>
  );
}
