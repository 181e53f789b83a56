import { useId } from 'react';
import styles from './form.module.css';

export interface SelectFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  /** The empty first choice, e.g. 'Select a state'. */
  placeholder?: string;
  isRequired?: boolean;
  autoComplete?: string;
  /** Shown under the field and tied to it (aria-describedby + aria-invalid), as TextField does. */
  error?: string;
}

export function SelectField({
  label,
  name,
  value,
  onChange,
  options,
  placeholder,
  isRequired,
  autoComplete,
  error,
}: SelectFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={isRequired ? `${styles.label} ${styles.required}` : styles.label}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        className={styles.control}
        value={value}
        aria-required={isRequired || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        autoComplete={autoComplete}
        onChange={(e) => onChange(e.target.value)}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <span id={errorId} className={styles.error}>
          {error}
        </span>
      )}
    </div>
  );
}
