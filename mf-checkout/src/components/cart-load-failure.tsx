import { LoadFailure } from '@storefront/shared-kernel';

export const CART_LOAD_ERROR = 'The cart could not be loaded. Please try again.';

/** Stands where the cart would be when it could not be loaded: never an "empty cart" that is not. */
export function CartLoadFailure({ onRetry, className }: { onRetry: () => void; className?: string }) {
  return <LoadFailure message={CART_LOAD_ERROR} onRetry={onRetry} className={className} />;
}
