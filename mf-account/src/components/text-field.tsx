import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import styles from './form.module.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Shown under the field and tied to it (aria-describedby + aria-invalid). */
  error?: string;
  hint?: ReactNode;
  /** Marks the field required for people and assistive tech without the browser's own blocking check. */
  isRequired?: boolean;
  multiline?: boolean;
  /** The input element (React 19 passes ref as a prop). Not set for a multiline field. */
  ref?: Ref<HTMLInputElement>;
}

/** A labelled text input (or textarea) with its hint and error message. */
export function TextField({
  label,
  value,
  onChange,
  error,
  hint,
  isRequired = false,
  multiline = false,
  className,
  ref,
  ...rest
}: TextFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    className: styles.control,
    value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': isRequired || undefined,
  };
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={isRequired ? `${styles.label} ${styles.required}` : styles.label}>
        {label}
      </label>
      {multiline ? (
        <textarea {...common} name={rest.name} maxLength={rest.maxLength} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input {...rest} {...common} ref={ref} onChange={(e) => onChange(e.target.value)} />
      )}
      {hint && (
        <span id={hintId} className={styles.hint}>
          {hint}
        </span>
      )}
      {error && (
        <span id={errorId} className={styles.error}>
          {error}
        </span>
      )}
    </div>
  );
}
