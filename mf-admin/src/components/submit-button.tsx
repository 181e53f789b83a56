import type { ReactNode } from 'react';
import { Button } from '@storefront/shared-kernel';

/** A form's submit button: busy, and saying so ('Saving...'), while the form is being sent. */
export function SubmitButton({
  isBusy,
  busyText = 'Saving...',
  children,
}: {
  isBusy: boolean;
  busyText?: string;
  children: ReactNode;
}) {
  return (
    <Button type="submit" isBusy={isBusy}>
      {isBusy ? busyText : children}
    </Button>
  );
}
