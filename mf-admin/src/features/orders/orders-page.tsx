import { Link } from 'react-router-dom';
import { paymentStatusLabel, useApiQuery, type AdminOrderRow } from '@storefront/shared-kernel';
import { adminOrderRoutes } from '@storefront/shared-kernel/back-office';
import { AdminPage } from '../../components/admin-page';
import type { DataColumn } from '../../components/data-table';
import { PagedTable } from '../../components/paged-table';
import { givenFilters, useListParams } from '../../components/use-list-params';
import pageStyles from '../../components/admin.module.css';
import { formatDateTime } from '../../lib/format';
import { DownloadButton } from '../../components/download-button';
import { ORDER_FILTERS, OrderFilters } from './order-filters';
import { money, ORDER_SORTS, orderPath } from './order-words';

const COLUMNS: DataColumn<AdminOrderRow>[] = [
  {
    key: 'orderNo',
    header: 'Order #',
    isSortable: true,
    isRowHeader: true,
    cell: (row) => (
      <Link to={orderPath(row.orderNo)} className={pageStyles.textLink}>
        {row.orderNo}
      </Link>
    ),
  },
  { key: 'date', header: 'Date', isSortable: true, cell: (row) => formatDateTime(row.date) },
  {
    key: 'customer',
    header: 'Customer',
    isSortable: true,
    cell: (row) => (
      <>
        {row.customer.company || '—'}
        <span className={pageStyles.secondLine}>{row.customer.email}</span>
      </>
    ),
  },
  { key: 'po', header: 'PO number', cell: (row) => row.po },
  { key: 'status', header: 'Status', isSortable: true, cell: (row) => row.status },
  { key: 'paymentStatus', header: 'Payment', cell: (row) => paymentStatusLabel(row.paymentStatus, 'list') },
  { key: 'lineCount', header: 'Lines', align: 'end', cell: (row) => row.lineCount },
  { key: 'total', header: 'Total', isSortable: true, align: 'end', cell: (row) => money(row.grandTotal) },
];

function OrderList() {
  const list = useListParams({
    filters: ORDER_FILTERS,
    sort: { key: 'date', direction: 'desc' },
    sortKeys: ORDER_SORTS,
  });
  const orders = useApiQuery(
    adminOrderRoutes.listAdminOrders,
    {
      page: list.page,
      pageSize: list.pageSize,
      sort: (list.sort?.key ?? 'date') as (typeof ORDER_SORTS)[number],
      direction: list.sort?.direction ?? 'desc',
      ...givenFilters(list.filters),
    },
    { keepPrevious: true },
  );
  return (
    <>
      <OrderFilters list={list} />
      <DownloadButton
        path={adminOrderRoutes.exportOrders.path}
        params={list.filters}
        label="Download CSV"
        fileName="orders.csv"
      />
      <PagedTable
        query={orders}
        what="orders"
        list={list}
        caption="Orders"
        columns={COLUMNS}
        rowKey={(row) => row.orderNo}
        empty={{ filtered: 'No orders match these filters.', unfiltered: 'No orders yet.' }}
      />
    </>
  );
}

/** The order desk's list (docs/product.md §13.3, /admin/orders): every customer's orders, filtered, sorted, paged. */
export default function OrdersPage() {
  return (
    <AdminPage title="Orders" area="orders" description="Every customer's orders.">
      <OrderList />
    </AdminPage>
  );
}
