import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '@storefront/shared-kernel';

export interface SubmitButtonProps extends Pick<ButtonProps, 'variant' | 'fullWidth'> {
  isBusy: boolean;
  /** What it says while the form is being sent. */
  busyText?: string;
  children: ReactNode;
}

/** A form's submit button: busy, and saying so ('Saving...'), while the form is being sent. */
export function SubmitButton({ isBusy, busyText = 'Saving...', children, ...look }: SubmitButtonProps) {
  return (
    <Button type="submit" {...look} isBusy={isBusy}>
      {isBusy ? busyText : children}
    </Button>
  );
}
