import { useId, type ReactNode } from 'react';
import type { FieldBinding } from '../../forms/use-submit';
import { cx } from '../class-names';
import styles from './form.module.css';

/** What FormField gives its control: the id its label names, the look, and its state for assistive tech. */
export interface ControlProps {
  id: string;
  className: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
}

export interface FormFieldProps {
  label: ReactNode;
  /** Draws the control with the props it is given: any input, select or widget, no copy of an element made. */
  children: (control: ControlProps) => ReactNode;
  /**
   * Marks the field required for people (a red `*`) and for assistive tech (aria-required), without the
   * browser's own blocking check: the form's checks or the server's decide.
   */
  isRequired?: boolean;
  /** Shown under the label and tied to the control (aria-describedby). */
  hint?: ReactNode;
  /** The field's message; the binding's when not given. Tied to the control (aria-describedby + aria-invalid). */
  error?: string;
  /** From useSubmit's `field(name)`: its message, cleared by an edit, and focus on a refusal. */
  field?: FieldBinding;
  className?: string;
}

/** A labelled control with its required mark, hint and message. */
export function FormField({ label, children, isRequired = false, hint, error, field, className }: FormFieldProps) {
  const id = useId();
  const message = error ?? field?.error;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = message ? `${id}-error` : undefined;
  const control: ControlProps = {
    id,
    className: styles.control ?? '',
    'aria-invalid': message ? true : undefined,
    'aria-describedby': cx(hintId, errorId) || undefined,
    'aria-required': isRequired || undefined,
  };
  return (
    // A change of the control inside bubbles here: an edited field drops its message.
    <div ref={field?.ref} className={cx(styles.field, className)} onChange={field?.onEdit}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {isRequired ? (
          <span className={styles.required} aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children(control)}
      {hint ? (
        <span id={hintId} className={styles.hint}>
          {hint}
        </span>
      ) : null}
      {message ? (
        <span id={errorId} className={styles.error}>
          {message}
        </span>
      ) : null}
    </div>
  );
}
