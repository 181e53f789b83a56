import type { ServiceQuoteLine } from '@storefront/shared-kernel';
import { DataTable, type DataColumn } from '../../components/data-table';
import { money } from './service-words';
import styles from './service.module.css';

const COLUMNS: DataColumn<ServiceQuoteLine>[] = [
  { key: 'sku', header: 'SKU', isRowHeader: true, cell: (line) => line.sku },
  { key: 'title', header: 'Title', cell: (line) => line.title },
  { key: 'color', header: 'Color', cell: (line) => line.color },
  { key: 'qty', header: 'Quantity', align: 'end', cell: (line) => line.qty },
  { key: 'price', header: 'Price', align: 'end', cell: (line) => money(line.price) },
  { key: 'lineTotal', header: 'Line total', align: 'end', cell: (line) => money(line.lineTotal) },
];

/**
 * A quote request's lines (docs/product.md §13.9): the buyer's cart when it was sent, each SKU, title,
 * color and quantity at the buyer's own price then, and their total. Staff answer with a reply.
 */
export function QuoteLines({ lines, total }: { lines: readonly ServiceQuoteLine[]; total: number }) {
  return (
    <>
      <DataTable
        caption="Quote lines"
        columns={COLUMNS}
        rows={lines}
        rowKey={(line) => `${line.sku}\u0000${line.color}`}
      />
      <p className={styles.quoteTotal}>
        Total <strong>{money(total)}</strong>
      </p>
    </>
  );
}
