import { Link } from 'react-router-dom';
import { useApiQuery, type CustomerRow, type CustomerSort } from '@storefront/shared-kernel';
import { adminCustomerRoutes } from '@storefront/shared-kernel/back-office';
import { AdminPage } from '../../components/admin-page';
import pageStyles from '../../components/admin.module.css';
import type { DataColumn } from '../../components/data-table';
import { PagedTable } from '../../components/paged-table';
import { givenFilters, useListParams } from '../../components/use-list-params';
import { formatDateTime } from '../../lib/format';
import { CUSTOMER_FILTERS, CustomerFilters } from './customer-filters';
import { STATUS_LABELS } from '../../lib/customer-words';
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
  const customers = useApiQuery(
    adminCustomerRoutes.listCustomers,
    {
      page: list.page,
      pageSize: list.pageSize,
      // useListParams gives only a key of SORT_KEYS.
      sort: (list.sort?.key ?? 'created') as CustomerSort,
      direction: list.sort?.direction ?? 'desc',
      ...givenFilters(list.filters),
    },
    { keepPrevious: true },
  );
  return (
    <>
      <CustomerFilters list={list} />
      <PagedTable
        query={customers}
        what="customers"
        list={list}
        caption="Customers"
        columns={COLUMNS}
        rowKey={(row) => row.id}
        empty={{ filtered: 'No customers match these filters.', unfiltered: 'No customers yet.' }}
      />
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
