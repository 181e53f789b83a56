import { useId } from 'react';
import { Button } from '../button/button';
import { useFocusLoadRegion } from './load-region';

/**
 * Stands where content would be when it could not be loaded: never an empty list ("Your Shopping
 * Cart is empty!", "No favorites found.") or a "not found" that is not, and a way to ask again. The
 * Retry button is described by the message, so where several failed a screen reader tells them apart.
 * Placed in a LoadRegion, Retry leaves focus on that region as the spinner takes the failure's place.
 */
export function LoadFailure({
  message,
  onRetry,
  className,
}: {
  message: string;
  onRetry: () => void;
  className?: string;
}) {
  const messageId = useId();
  const focusRegion = useFocusLoadRegion();
  return (
    <div role="alert" className={className}>
      <p id={messageId}>{message}</p>
      <Button
        variant="secondary"
        onClick={() => {
          focusRegion();
          onRetry();
        }}
        aria-describedby={messageId}
      >
        Retry
      </Button>
    </div>
  );
}
