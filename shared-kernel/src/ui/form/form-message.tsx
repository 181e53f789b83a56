import type { RefObject } from 'react';
import { cx } from '../class-names';
import styles from './form.module.css';

export interface FormMessageProps {
  message: string | undefined;
  /** Focus comes here when a failure has no field to show it (useSubmit's `messageProps` gives both). */
  ref?: RefObject<HTMLParagraphElement | null>;
  className?: string;
}

/** The form's own message: a refusal no field shows, or a call that got no answer. Nothing without one. */
export function FormMessage({ message, ref, className }: FormMessageProps) {
  if (!message) return null;
  return (
    <p ref={ref} role="alert" tabIndex={-1} className={cx(styles.message, className)}>
      {message}
    </p>
  );
}
