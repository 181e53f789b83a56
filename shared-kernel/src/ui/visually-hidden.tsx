import type { ReactNode } from 'react';
import styles from './visually-hidden.module.css';

/** Text for screen readers only (labels of icon buttons, spinner text). */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className={styles.visuallyHidden}>{children}</span>;
}
