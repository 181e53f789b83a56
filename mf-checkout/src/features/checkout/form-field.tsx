import { useId, type ReactElement, type ReactNode } from 'react';
import { cloneElement } from 'react';
import styles from './checkout-page.module.css';

export interface FormFieldProps {
  label: string;
  isRequired?: boolean;
  error?: string;
  /** One input or select; it gets the id, aria-required and aria-describedby. */
  children: ReactElement<Record<string, unknown>>;
  hint?: ReactNode;
  className?: string;
}

/** A labelled control with a required mark and the server's message for it under it. */
export function FormField({ label, isRequired = false, error, children, hint, className }: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label htmlFor={id} className={styles.fieldLabel}>
        {label}
        {isRequired ? (
          <span className={styles.required} aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {cloneElement(children, {
        id,
        'aria-required': isRequired || undefined,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
      })}
      {hint}
      {error ? (
        <span id={errorId} className={styles.fieldError}>
          {error}
        </span>
      ) : null}
    </div>
  );
}
