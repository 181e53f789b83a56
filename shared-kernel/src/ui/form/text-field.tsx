import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import type { FieldBinding } from '../../forms/use-submit';
import { FormField } from './form-field';

export interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'onChange' | 'value' | 'children'
> {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** Shown under the field and tied to it (aria-describedby + aria-invalid); the binding's when not given. */
  error?: string;
  field?: FieldBinding;
  hint?: ReactNode;
  /** Marks the field required for people and assistive tech without the browser's own blocking check. */
  isRequired?: boolean;
  /** A textarea: it takes name, maxLength, placeholder, autoComplete, readOnly and disabled of the rest. */
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
  field,
  hint,
  isRequired = false,
  multiline = false,
  className,
  ref,
  ...rest
}: TextFieldProps) {
  return (
    <FormField label={label} error={error} field={field} hint={hint} isRequired={isRequired} className={className}>
      {(control) =>
        multiline ? (
          <textarea
            {...control}
            name={rest.name}
            maxLength={rest.maxLength}
            placeholder={rest.placeholder}
            autoComplete={rest.autoComplete}
            readOnly={rest.readOnly}
            disabled={rest.disabled}
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
        ) : (
          <input {...rest} {...control} ref={ref} value={value} onChange={(event) => onChange(event.target.value)} />
        )
      }
    </FormField>
  );
}
