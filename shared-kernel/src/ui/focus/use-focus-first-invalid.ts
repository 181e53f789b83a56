import { useEffect, type RefObject } from 'react';

/**
 * After a check marks fields in error (aria-invalid), focus goes to the first of them in the form, so a
 * keyboard or screen-reader user lands on it and hears its message (tied by aria-describedby). Left on
 * the submit button, they heard nothing. `errors` is the form's error state: each new one (a new
 * submit) moves focus again; none in error, nothing moves.
 */
export function useFocusFirstInvalid(formRef: RefObject<HTMLElement | null>, errors: unknown): void {
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [formRef, errors]);
}
