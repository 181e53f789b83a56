import { useId } from 'react';
import { formatMoney, Spinner, type OrderAmount } from '@storefront/shared-kernel';
import styles from './order-totals.module.css';

export interface OrderTotalsProps {
  cost: OrderAmount | null;
  isLoading: boolean;
  hasFailed: boolean;
}

/**
 * The totals the server's cost call answers: Total (the lines), the discount code's Discount, Shipping
 * (0 at checkout: freight is added to the invoice), Tax (on what is left after the discount) and the
 * grand Total (docs/product.md §7.6).
 */
export function OrderTotals({ cost, isLoading, hasFailed }: OrderTotalsProps) {
  const titleId = useId();
  return (
    <section className={styles.totals} aria-labelledby={titleId} aria-busy={isLoading}>
      <h2 id={titleId} className={styles.title}>
        Order Summary
      </h2>
      {cost ? (
        <dl className={styles.list}>
          <div className={styles.row}>
            <dt>Total</dt>
            <dd data-testid="totals-subtotal">{formatMoney(cost.output_subTotAmt)}</dd>
          </div>
          {cost.output_discountAmt > 0 ? (
            <div className={styles.row}>
              <dt>Discount{cost.coupon ? ` (${cost.coupon.couponCd})` : ''}</dt>
              <dd data-testid="totals-discount">−{formatMoney(cost.output_discountAmt)}</dd>
            </div>
          ) : null}
          <div className={styles.row}>
            <dt>Shipping</dt>
            <dd data-testid="totals-shipping">{formatMoney(cost.output_shipFee)}</dd>
          </div>
          <div className={styles.row}>
            <dt>Tax{cost.taxExempt ? ' (exempt)' : ''}</dt>
            <dd data-testid="totals-tax">{formatMoney(cost.output_taxAmt)}</dd>
          </div>
          <div className={`${styles.row} ${styles.grand}`}>
            <dt>Total</dt>
            <dd data-testid="totals-total">{formatMoney(cost.output_totAmt)}</dd>
          </div>
        </dl>
      ) : isLoading ? (
        // As high as the totals it waits for: what follows them does not move when they come (§3.7).
        <div className={styles.pending}>
          <Spinner label="Loading totals" />
        </div>
      ) : hasFailed ? (
        <p role="alert">The totals could not be loaded.</p>
      ) : null}
      <p className={styles.note}>Shipping is added to the invoice when the order ships.</p>
    </section>
  );
}
