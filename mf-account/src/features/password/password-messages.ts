export const GENERIC_ERROR = 'An error occurred. Please try again.';

/** docs/product.md §4.7, forgot password: required, and must contain @. */
export function validateEmail(email: string): string | null {
  const value = email.trim();
  if (value === '') return 'Email is required';
  if (!value.includes('@')) return 'Please enter a valid email address';
  return null;
}
