import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatMoney, fromCents, toCents, VisuallyHidden } from '@storefront/shared-kernel';
import styles from './lines-table.module.css';

/** What a cart line, a favorite and a confirmation line have in common. */
export interface ItemLine {
  key: number;
  idStyle: string;
  webTitle: string;
  filepath1: string;
  color: string;
  price: number;
  totQty: number;
}

/** `L`: the caller's own line (a cart line, a favorite), handed back whole to its render props. */
export interface LinesTableProps<L extends ItemLine> {
  lines: readonly L[];
  /** Names the table for screen readers ('Cart items', 'Favorites'). */
  label: string;
  /** An editable quantity; without it the quantity is shown as text. */
  renderQuantity?: (line: L) => ReactNode;
  /** Actions on a line (Remove), shown under its title. */
  renderActions?: (line: L) => ReactNode;
}

const lineTotal = (line: ItemLine): number => fromCents(toCents(line.price) * line.totQty);

/**
 * The item table of the cart, favorites and the confirmation step: SKU, title, image, color, price,
 * quantity and line total. Under 768 px each row becomes a card (the cells carry their own labels).
 */
export function LinesTable<L extends ItemLine>({ lines, label, renderQuantity, renderActions }: LinesTableProps<L>) {
  return (
    <table className={styles.table} aria-label={label}>
      <thead>
        <tr>
          <th scope="col">
            <VisuallyHidden>Image</VisuallyHidden>
          </th>
          <th scope="col">SKU</th>
          <th scope="col">Item</th>
          <th scope="col">Color</th>
          <th scope="col" className={styles.number}>
            Price
          </th>
          <th scope="col" className={styles.quantityHead}>
            Quantity
          </th>
          <th scope="col" className={styles.number}>
            Total
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.key} className={styles.row} data-testid="line-row">
            <td className={styles.imageCell}>
              {line.filepath1 ? <img className={styles.image} src={line.filepath1} alt="" loading="lazy" /> : null}
            </td>
            <td className={styles.sku} data-label="SKU">
              {line.idStyle}
            </td>
            <th scope="row" className={styles.title}>
              <Link to={`/product?id=${encodeURIComponent(line.idStyle)}`}>{line.webTitle}</Link>
              {renderActions ? <div className={styles.actions}>{renderActions(line)}</div> : null}
            </th>
            <td data-label="Color">{line.color || '—'}</td>
            <td className={styles.number} data-label="Price">
              {formatMoney(line.price)}
            </td>
            <td className={styles.quantity} data-label="Quantity">
              {renderQuantity ? renderQuantity(line) : line.totQty}
            </td>
            <td className={`${styles.number} ${styles.lineTotal}`} data-label="Total">
              {formatMoney(lineTotal(line))}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
