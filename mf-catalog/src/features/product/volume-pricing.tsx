import { formatCount, formatMoney, type ProductDetail } from '@storefront/shared-kernel';
import { percentOffLabel } from '@storefront/shared-kernel/quantity-rules';
import styles from './product.module.css';

/**
 * 'Volume pricing' (docs/product.md §6.6): each break the server priced at the buyer's level, from its
 * quantity up. Nothing without breaks; a visitor is sent none (no prices without a session).
 */
export function VolumePricing({ breaks }: { breaks: ProductDetail['breaks'] }) {
  if (breaks.length === 0) return null;
  return (
    <section className={styles.volumePricing} aria-labelledby="product-volume-title">
      <h2 id="product-volume-title" className={styles.volumeTitle}>
        Volume pricing
      </h2>
      <table className={styles.specTable}>
        <thead>
          <tr>
            <th scope="col">Quantity</th>
            <th scope="col">Discount</th>
            <th scope="col">Price</th>
          </tr>
        </thead>
        <tbody>
          {breaks.map((b) => (
            <tr key={b.minQty}>
              <th scope="row">{formatCount(b.minQty)}+</th>
              <td>{percentOffLabel(b.percentOff)}</td>
              <td>{formatMoney(b.price)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
