import type { ReactNode, SelectHTMLAttributes } from 'react';
import type { FieldBinding } from '../../forms/use-submit';
import { FormField } from './form-field';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'id' | 'onChange' | 'value' | 'children'
> {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  /** The empty first choice, e.g. 'Select a state'. */
  placeholder?: string;
  /** Shown under the field and tied to it (aria-describedby + aria-invalid); the binding's when not given. */
  error?: string;
  field?: FieldBinding;
  hint?: ReactNode;
  isRequired?: boolean;
}

/** A labelled select with its hint and error message, as TextField. */
export function SelectField({
  label,
  value,
  onChange,
  options,
  placeholder,
  error,
  field,
  hint,
  isRequired = false,
  className,
  ...rest
}: SelectFieldProps) {
  return (
    <FormField label={label} error={error} field={field} hint={hint} isRequired={isRequired} className={className}>
      {(control) => (
        <select {...rest} {...control} value={value} onChange={(event) => onChange(event.target.value)}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
