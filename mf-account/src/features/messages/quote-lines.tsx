import { formatMoney, type ServiceQuoteLine } from '@storefront/shared-kernel';
import styles from '../../components/card-table.module.css';

/**
 * The lines of a quote request made from the cart (docs/product.md §6.2): each SKU, title, color and
 * quantity with the buyer's price when it was sent, and their total. Staff answer with a reply.
 */
export function QuoteLines({ lines, total }: { lines: readonly ServiceQuoteLine[]; total: number }) {
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>The cart's lines, at your prices when you sent the request</caption>
      <thead>
        <tr>
          <th scope="col">SKU</th>
          <th scope="col">Title</th>
          <th scope="col">Color</th>
          <th scope="col" className={styles.number}>
            Quantity
          </th>
          <th scope="col" className={styles.number}>
            Price
          </th>
          <th scope="col" className={styles.number}>
            Line total
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line, index) => (
          <tr key={`${line.sku}-${line.color}-${index}`}>
            <th scope="row" data-label="SKU">
              {line.sku}
            </th>
            <td data-label="Title">{line.title}</td>
            <td data-label="Color">{line.color}</td>
            <td data-label="Quantity" className={styles.number}>
              {line.qty}
            </td>
            <td data-label="Price" className={styles.number}>
              {formatMoney(line.price)}
            </td>
            <td data-label="Line total" className={styles.number}>
              {formatMoney(line.lineTotal)}
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={5} className={styles.number}>
            Total
          </th>
          <td data-label="Total" className={styles.number}>
            {formatMoney(total)}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
