import { QuantityStepper, type CartLine } from '@storefront/shared-kernel';
import { useSavedQuantity } from '../../lib/use-saved-quantity';
import { saveCartQuantity } from './cart-api';

/** A cart line's quantity: steps of 1, never below 1 (minus disabled at 1), saved to the server. */
export function CartLineQuantity({ line }: { line: CartLine }) {
  const { quantity, change } = useSavedQuantity(line.totQty, (next) => saveCartQuantity(line, next));
  return <QuantityStepper label={`Quantity of ${line.webTitle}`} value={quantity} min={1} step={1} onChange={change} />;
}
