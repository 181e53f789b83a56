import { RESET_PASSWORD_MIN_LENGTH } from '@storefront/shared-kernel';

export const GENERIC_ERROR = 'An error occurred. Please try again.';

/** Spec section 5, forgot password: required, and must contain @. */
export function validateEmail(email: string): string | null {
  const value = email.trim();
  if (value === '') return 'Email is required';
  if (!value.includes('@')) return 'Please enter a valid email address';
  return null;
}

export interface NewPasswordErrors {
  password?: string;
  confirm?: string;
}

/** Spec section 5, reset password: the four messages, in the order they apply. */
export function validateNewPassword(password: string, confirm: string): NewPasswordErrors {
  const errors: NewPasswordErrors = {};
  if (password === '') errors.password = 'Password is required';
  else if (password.length < RESET_PASSWORD_MIN_LENGTH)
    errors.password = `Password must be at least ${RESET_PASSWORD_MIN_LENGTH} characters long`;
  if (confirm === '') errors.confirm = 'Please confirm your password';
  else if (password !== confirm) errors.confirm = 'Passwords do not match';
  return errors;
}
