import { cx } from '../class-names';
import { VisuallyHidden } from '../visually-hidden';
import styles from './spinner.module.css';

export interface SpinnerProps {
  /** Read to screen readers; pass '' when visible text beside the spinner already says it. */
  label?: string;
  size?: 'medium' | 'small';
  className?: string;
}

export function Spinner({ label = 'Loading', size = 'medium', className }: SpinnerProps) {
  const ring = <span className={styles.ring} aria-hidden="true" />;
  if (label === '') {
    return (
      <span className={cx(styles.spinner, size === 'small' && styles.small, className)} aria-hidden="true">
        {ring}
      </span>
    );
  }
  return (
    <span role="status" className={cx(styles.spinner, size === 'small' && styles.small, className)}>
      {ring}
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
