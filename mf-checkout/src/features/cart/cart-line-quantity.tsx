import { MAX_QUANTITY, QuantityStepper, type CartLine } from '@storefront/shared-kernel';
import { useSavedQuantity } from '../../lib/use-saved-quantity';
import { saveCartQuantity } from './cart-api';

export interface CartLineQuantityProps {
  line: CartLine;
  /** The line is being removed (Remove, Clear Shopping Cart): a change still waiting is not saved. */
  isRemoving: boolean;
}

/**
 * A cart line's quantity: steps of 1, never below 1 (minus disabled at 1) nor above what a cart line
 * holds (the server refuses more), saved to the server.
 */
export function CartLineQuantity({ line, isRemoving }: CartLineQuantityProps) {
  const { quantity, change } = useSavedQuantity(line.totQty, (next) => saveCartQuantity(line, next), isRemoving);
  return (
    <QuantityStepper
      label={`Quantity of ${line.webTitle}`}
      value={quantity}
      min={1}
      max={MAX_QUANTITY}
      step={1}
      onChange={change}
    />
  );
}
