import { formatMoney } from '../../domain/money';
import { cx } from '../class-names';
import styles from './price-tag.module.css';

export interface PriceTagProps {
  /** Dollars; formatted once here ('$1,234.50'). */
  amount: number;
  /** Shown before the amount, e.g. 'SRP' or 'Your Price'. */
  label?: string;
  /** A secondary price (SRP beside Your Price) is muted. */
  tone?: 'regular' | 'muted';
  className?: string;
}

export function PriceTag({ amount, label, tone = 'regular', className }: PriceTagProps) {
  return (
    <span className={cx(styles.priceTag, tone === 'muted' && styles.muted, className)}>
      {label ? <span className={styles.label}>{label}</span> : null}
      <span className={styles.amount}>{formatMoney(amount)}</span>
    </span>
  );
}
