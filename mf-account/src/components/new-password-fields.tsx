import { RESET_PASSWORD_MIN_LENGTH, TextField, type FieldBinding, type FieldErrors } from '@storefront/shared-kernel';

export type NewPasswordErrors = FieldErrors<'password' | 'confirm'>;

/** docs/product.md §4.7, reset password: the four messages, in the order they apply. */
export function validateNewPassword(password: string, confirm: string): NewPasswordErrors {
  const errors: NewPasswordErrors = {};
  if (password === '') errors.password = 'Password is required';
  else if (password.length < RESET_PASSWORD_MIN_LENGTH)
    errors.password = `Password must be at least ${RESET_PASSWORD_MIN_LENGTH} characters long`;
  if (confirm === '') errors.confirm = 'Please confirm your password';
  else if (password !== confirm) errors.confirm = 'Passwords do not match';
  return errors;
}

export interface NewPasswordFieldsProps {
  /** The form field name of the new password (the calls name it differently). */
  name: string;
  password: string;
  confirm: string;
  onPasswordChange: (value: string) => void;
  onConfirmChange: (value: string) => void;
  /** The form's binding of each field (useSubmit's `field`): its message, and focus when refused. */
  field: (name: 'password' | 'confirm') => FieldBinding;
}

/** New Password and Confirm Password, as the reset form and the Change Password tab both ask them. */
export function NewPasswordFields({
  name,
  password,
  confirm,
  onPasswordChange,
  onConfirmChange,
  field,
}: NewPasswordFieldsProps) {
  return (
    <>
      <TextField
        label="New Password"
        name={name}
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={onPasswordChange}
        field={field('password')}
        hint={`At least ${RESET_PASSWORD_MIN_LENGTH} characters.`}
        isRequired
      />
      <TextField
        label="Confirm Password"
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        value={confirm}
        onChange={onConfirmChange}
        field={field('confirm')}
        isRequired
      />
    </>
  );
}
