import { cx } from '@storefront/shared-kernel';
import styles from './checkout-progress.module.css';

/** The four stages of buying (docs/product.md §6.2, §7.1): the cart is stage 0, the checkout steps are 1 to 3. */
export const PROGRESS_STEPS = ['Cart', 'Payment', 'Confirm', 'Complete'] as const;

export function CheckoutProgress({ current }: { current: 0 | 1 | 2 | 3 }) {
  return (
    <ol className={styles.progress} aria-label="Checkout progress">
      {PROGRESS_STEPS.map((label, index) => (
        <li
          key={label}
          className={cx(styles.step, index < current && styles.done, index === current && styles.current)}
          aria-current={index === current ? 'step' : undefined}
        >
          <span className={styles.marker} aria-hidden="true">
            {index + 1}
          </span>
          <span className={styles.label}>{label}</span>
        </li>
      ))}
    </ol>
  );
}
