import {
  formatMoney,
  type getOrderItemsCall,
  LoadFailure,
  LoadRegion,
  type ResponseOf,
  Spinner,
} from '@storefront/shared-kernel';
import page from '../../components/page.module.css';
import styles from './order-detail-page.module.css';

export type OrderItem = ResponseOf<typeof getOrderItemsCall>[number];

export const ITEMS_LOAD_FAILED = 'Failed to load the items of this order';

/** A day the API sends as YYYY-MM-DD, as the pages show dates (MM/DD/YYYY): a day has no time zone. */
const dayText = (day: string): string => {
  const [year, month, date] = day.split('-');
  return `${month}/${date}/${year}`;
};

/** A shipped line's shipment: 'Shipped via UPS, tracking 1Z999AA1 on 01/15/2026'. */
export const shipmentText = ({ carrier, trackingNo, shipDate }: OrderItem): string =>
  `Shipped via ${carrier}${trackingNo ? `, tracking ${trackingNo}` : ''}${shipDate ? ` on ${dayText(shipDate)}` : ''}`;

/**
 * Ordered Item(s): image, title, QTY, PRICE, SUB TOTAL, SHIPPING STATUS (with the carrier, tracking
 * number and ship date of a shipped line). Lines that could not be read
 * say so, with Retry: "No items found for this order" would be false.
 */
export function OrderItems({
  items,
  hasFailed,
  onRetry,
}: {
  /** The lines, once read. */
  items: OrderItem[] | undefined;
  /** They could not be read (and are not being asked again). */
  hasFailed: boolean;
  onRetry: () => void;
}) {
  return (
    <section className={styles.items} aria-labelledby="order-items-title">
      <h2 id="order-items-title" className={page.cardTitle}>
        Ordered Item(s)
      </h2>
      <LoadRegion>
        {items ? (
          <ItemTable items={items} />
        ) : hasFailed ? (
          <LoadFailure message={ITEMS_LOAD_FAILED} onRetry={onRetry} className={page.failure} />
        ) : (
          <Spinner label="Loading the items of this order" />
        )}
      </LoadRegion>
    </section>
  );
}

function ItemTable({ items }: { items: OrderItem[] }) {
  return items.length === 0 ? (
    <p className={page.notice}>No items found for this order</p>
  ) : (
    <table className={styles.itemTable}>
      <thead>
        <tr>
          <th scope="col">
            <span className={styles.hidden}>Image</span>
          </th>
          <th scope="col">Item</th>
          <th scope="col">QTY</th>
          <th scope="col">PRICE</th>
          <th scope="col">SUB TOTAL</th>
          <th scope="col">SHIPPING STATUS</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item, index) => (
          <tr key={`${item.idStyle}-${item.color}-${index}`}>
            <td className={styles.imageCell}>
              {item.filepath1 ? <img src={item.filepath1} alt="" width={64} height={64} loading="lazy" /> : null}
            </td>
            <th scope="row" className={styles.itemTitle}>
              <span className={styles.itemText}>
                <span>{item.webTitle}</span>
                <span className={page.muted}>
                  SKU {item.idStyle}
                  {item.color ? ` · ${item.color}` : ''}
                </span>
              </span>
            </th>
            <td data-label="QTY">
              {item.totQty}
              {item.backorderQty > 0 && <span className={page.muted}> ({item.backorderQty} backordered)</span>}
            </td>
            <td data-label="PRICE">{formatMoney(item.costPrice)}</td>
            <td data-label="SUB TOTAL">{formatMoney(item.totPrice)}</td>
            <td data-label="SHIPPING STATUS">
              <span className={styles.itemText}>
                <span>{item.shippingStatus}</span>
                {item.shippingStatus === 'SHIPPED' && item.carrier && (
                  <span className={page.muted}>{shipmentText(item)}</span>
                )}
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
