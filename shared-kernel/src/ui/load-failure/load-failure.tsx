import { Button } from '../button/button';

/**
 * Stands where content would be when it could not be loaded: never an empty list ("Your Shopping
 * Cart is empty!", "No favorites found.") or a "not found" that is not, and a way to ask again.
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
  return (
    <div role="alert" className={className}>
      <p>{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        Retry
      </Button>
    </div>
  );
}
