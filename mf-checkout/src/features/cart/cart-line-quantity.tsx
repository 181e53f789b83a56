import { Button, MAX_QUANTITY, QuantityStepper, VisuallyHidden, type CartLine } from '@storefront/shared-kernel';
import { cartLineReasons, smallestQuantity } from '@storefront/shared-kernel/quantity-rules';
import { useSavedQuantity } from '../../lib/use-saved-quantity';
import { saveCartQuantity } from './cart-api';
import styles from './cart-page.module.css';

export interface CartLineQuantityProps {
  line: CartLine;
  /** The line is being removed (Remove, Clear Shopping Cart): a change still waiting is not saved. */
  isRemoving: boolean;
}

/**
 * A cart line's quantity: steps of the product's pack, never below its minimum order (minus disabled
 * there) nor above what a cart line holds (the server refuses more), saved to the server. A line the
 * server marks (docs/product.md §6.6) says why under it, with the quantity that mends it as a button
 * ('Change to 24'); a product no longer available has none: it is removed.
 */
export function CartLineQuantity({ line, isRemoving }: CartLineQuantityProps) {
  const { quantity, change } = useSavedQuantity(line.totQty, (next) => saveCartQuantity(line, next), isRemoving);
  const rule = { pack: line.qtyPerUOM, minBuy: line.minBuy };
  const fixQty = line.problem?.fixQty ?? null;
  return (
    <>
      <QuantityStepper
        label={`Quantity of ${line.webTitle}`}
        value={quantity}
        min={smallestQuantity(rule)}
        max={MAX_QUANTITY}
        step={Math.max(1, line.qtyPerUOM)}
        onChange={change}
      />
      {line.problem ? (
        <p className={styles.lineProblem}>
          <span>{line.problem.reason}</span>
          {fixQty !== null ? (
            <Button variant="link" size="small" onClick={() => change(fixQty)}>
              {cartLineReasons.fix(fixQty)}
              <VisuallyHidden> for {line.webTitle}</VisuallyHidden>
            </Button>
          ) : null}
        </p>
      ) : null}
    </>
  );
}
