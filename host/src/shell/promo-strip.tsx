import { selectIsLoggedIn, useStore, userStore } from '@storefront/shared-kernel';
import styles from './promo-strip.module.css';

/** The promotional strip above the header; only a visitor is asked to sign in for prices. */
export function PromoStrip() {
  const isLoggedIn = useStore(userStore, selectIsLoggedIn);
  return (
    // A labelled landmark: every part of the page is in one, for those who move by landmarks.
    <aside aria-label="Wholesale terms" className={styles.strip}>
      {isLoggedIn ? 'Wholesale only.' : 'Wholesale only: sign in to see your prices.'} Freight is quoted on the invoice,
      payment on terms when your order ships.
    </aside>
  );
}
