import styles from './promo-strip.module.css';

/** The promotional strip above the header. */
export function PromoStrip() {
  return (
    <p className={styles.strip}>
      Wholesale only: sign in to see your prices. Freight is quoted on the invoice, payment on terms when your order
      ships.
    </p>
  );
}
