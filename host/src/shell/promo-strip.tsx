import { selectIsLoggedIn, systemRoutes, useApiQuery, useStore, userStore } from '@storefront/shared-kernel';
import styles from './promo-strip.module.css';

/**
 * The promotional strip above the header (docs/product.md §3.4): the text staff set for visitors or for
 * signed-in buyers (§13.8; the server answers the standard wording until they do), an empty one hiding it.
 * Until the text arrives the strip holds a line's place, empty; one that cannot be loaded leaves the strip
 * out, as other parts of the frame fail quietly (§11.2). The wording lives only on the server: the host's
 * first-load script stays within its budget (docs/performance.md §7).
 */
export function PromoStrip() {
  const isLoggedIn = useStore(userStore, selectIsLoggedIn);
  const { data, isError } = useApiQuery(systemRoutes.getPromoStrip, {}, { logFailureAs: 'the promotional strip' });
  const text = data?.promoStrip[isLoggedIn ? 'buyer' : 'visitor'];
  if (text === '' || isError) return null;
  // A labelled landmark: every part of the page is in one, for those who move by landmarks. Empty (a line
  // high, its CSS) until the text arrives.
  return (
    <aside aria-label="Wholesale terms" className={styles.strip}>
      {text}
    </aside>
  );
}
