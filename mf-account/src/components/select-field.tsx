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
}: SelectFieldProps) {
  const id = useId();
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
    </div>
  );
}
