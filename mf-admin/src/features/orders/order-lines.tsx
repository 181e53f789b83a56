import type { AdminOrderLine } from '@storefront/shared-kernel';
import { DataTable, type DataColumn } from '../../components/data-table';
import { money } from './order-words';
import pageStyles from '../../components/admin.module.css';

const COLUMNS: DataColumn<AdminOrderLine>[] = [
  { key: 'sku', header: 'SKU', isRowHeader: true, cell: (line) => line.sku },
  { key: 'title', header: 'Title', cell: (line) => line.title },
  { key: 'color', header: 'Color', cell: (line) => line.color },
  {
    key: 'qty',
    header: 'Qty',
    align: 'end',
    cell: (line) => (
      <>
        {line.qty}
        {line.backorderQty > 0 ? (
          <span className={pageStyles.secondLine}>({line.backorderQty} backordered)</span>
        ) : null}
      </>
    ),
  },
  { key: 'price', header: 'Price', align: 'end', cell: (line) => money(line.price) },
  { key: 'lineTotal', header: 'Total', align: 'end', cell: (line) => money(line.lineTotal) },
  { key: 'shippingStatus', header: 'Shipping status', cell: (line) => line.shippingStatus },
  { key: 'carrier', header: 'Carrier', cell: (line) => line.carrier },
  { key: 'trackingNo', header: 'Tracking number', cell: (line) => line.trackingNo },
  { key: 'shipDate', header: 'Ship date', cell: (line) => line.shipDate ?? '' },
];

/** The order's lines as the buyer saw them (docs/product.md §8.3), with each one's shipment. */
export function OrderLines({ lines }: { lines: readonly AdminOrderLine[] }) {
  return (
    <DataTable
      caption="Ordered items"
      columns={COLUMNS}
      rows={lines}
      rowKey={(line) => line.lineId}
      empty="This order has no lines."
    />
  );
}
