import { cx, pick, selectIsLoggedIn, systemRoutes, useApiQuery, useStore, userStore } from '@storefront/shared-kernel';
import styles from './promo-strip.module.css';

/** The standard wording (docs/product.md §3.4): said when the strip's text could not be loaded. */
const STANDARD = {
  visitor:
    'Wholesale only: sign in to see your prices. Freight is quoted on the invoice, payment on terms when your order ships.',
  buyer: 'Wholesale only. Freight is quoted on the invoice, payment on terms when your order ships.',
};

/**
 * The promotional strip above the header; only a visitor is asked to sign in for prices. Its text is the one
 * staff set (docs/product.md §13.8), an empty one hiding it. Until the text arrives the strip holds its place
 * unseen, so nothing below it moves for a text that is usually the same; a failed load says the standard
 * wording (§11.2).
 */
export function PromoStrip() {
  const isLoggedIn = useStore(userStore, selectIsLoggedIn);
  const texts = useApiQuery(
    systemRoutes.getPromoStrip,
    {},
    { select: pick('promoStrip'), logFailureAs: 'the promotional strip' },
  );
  const audience = isLoggedIn ? 'buyer' : 'visitor';
  const text = texts.data?.[audience] ?? STANDARD[audience];
  if (text === '') return null;
  const isWaiting = texts.data === undefined && !texts.isError;
  return (
    // A labelled landmark: every part of the page is in one, for those who move by landmarks.
    <aside
      aria-label="Wholesale terms"
      aria-hidden={isWaiting || undefined}
      className={cx(styles.strip, isWaiting && styles.waiting)}
    >
      {text}
    </aside>
  );
}
