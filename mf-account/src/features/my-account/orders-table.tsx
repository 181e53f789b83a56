import { Link } from 'react-router-dom';
import { Button, cx, formatMoney, paymentStatusLabel, type OrderSummary } from '@storefront/shared-kernel';
import { useCopyOrder } from '../../lib/copy-order';
import { formatDate } from '../../lib/format';
import cardTable from '../../components/card-table.module.css';
import styles from './orders-table.module.css';

const COLUMNS = [
  'Cust PO #',
  'Order Date',
  'Order #',
  'Style ID',
  'Status',
  'Payment',
  'Shipping Fee',
  'Total',
] as const;

/** The orders found: one row each, a card on small screens. */
export function OrdersTable({ orders }: { orders: OrderSummary[] }) {
  const { copy, copyingId } = useCopyOrder();
  return (
    <table className={cx(cardTable.table, styles.rows)}>
      <caption className={cardTable.caption}>{orders.length === 1 ? '1 order' : `${orders.length} orders`}</caption>
      <thead>
        <tr>
          {COLUMNS.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
          <th scope="col">
            <span className={styles.hidden}>Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order.idSO}>
            <td data-label="Cust PO #">{order.custPO}</td>
            <td data-label="Order Date">{formatDate(order.orderDT)}</td>
            <th scope="row" data-label="Order #">
              {order.idSO}
            </th>
            <td data-label="Style ID">{order.idStyle}</td>
            <td data-label="Status">{order.status}</td>
            <td data-label="Payment">{paymentStatusLabel(order.paidStatus, 'list')}</td>
            <td data-label="Shipping Fee" className={cardTable.number}>
              {formatMoney(order.shipFee)}
            </td>
            <td data-label="Total" className={cardTable.number}>
              {formatMoney(order.grandAmount)}
            </td>
            <td className={styles.actions}>
              <Link
                to={`/order/${order.idSO}`}
                className={styles.detailLink}
                aria-label={`View Detail of order ${order.idSO}`}
              >
                View Detail
              </Link>
              <Button
                size="small"
                variant="secondary"
                aria-label={`Copy Order ${order.idSO}`}
                // Busy, not disabled: a disabled button drops keyboard focus to the page, and a failed copy left it there.
                isBusy={copyingId !== null}
                onClick={() => void copy(order.idSO)}
              >
                {copyingId === order.idSO ? 'Copying...' : 'Copy Order'}
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
