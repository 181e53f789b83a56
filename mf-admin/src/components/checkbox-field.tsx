import { useId, type ReactNode } from 'react';
import type { FieldBinding } from '@storefront/shared-kernel';
import { cx } from '@storefront/shared-kernel';
import styles from './checkbox-field.module.css';

export interface CheckboxFieldProps {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** A line under it, tied to the box (aria-describedby). */
  hint?: ReactNode;
  /** From useSubmit's `field(name)`: the server's refusal shows under the box, and focus goes to it. */
  field?: FieldBinding;
  /** Added to the label's line, e.g. to stand as tall as the text fields beside it. */
  lineClassName?: string;
}

/** A checkbox with its label beside it, and the hint and message a kernel field has under it. */
export function CheckboxField({ label, checked, onChange, hint, field, lineClassName }: CheckboxFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = field?.error ? `${id}-error` : undefined;
  return (
    <div ref={field?.ref} className={styles.checkboxField}>
      <span className={cx(styles.checkboxLine, lineClassName)}>
        <input
          id={id}
          type="checkbox"
          checked={checked}
          aria-invalid={field?.error ? true : undefined}
          aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
          onChange={(event) => {
            field?.onEdit();
            onChange(event.target.checked);
          }}
        />
        <label htmlFor={id}>{label}</label>
      </span>
      {hint ? (
        <span id={hintId} className={styles.hint}>
          {hint}
        </span>
      ) : null}
      {field?.error ? (
        <span id={errorId} className={styles.error}>
          {field.error}
        </span>
      ) : null}
    </div>
  );
}
