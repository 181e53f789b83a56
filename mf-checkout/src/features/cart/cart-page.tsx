import { useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  Button,
  Dialog,
  LoadRegion,
  Spinner,
  cartStore,
  notify,
  selectCartLines,
  useStore,
  VisuallyHidden,
  type CartLine,
  usePageTitle,
  useCartOnArrival,
} from '@storefront/shared-kernel';
import { CART_RULES_MESSAGE } from '@storefront/shared-kernel/quantity-rules';
import { CartLoadFailure } from '../../components/cart-load-failure';
import { CheckoutProgress } from '../../components/checkout-progress';
import { LinesTable, type ItemLine } from '../../components/lines-table';
import { OrderTotals } from '../../components/order-totals';
import type { CheckoutEntryState } from '../../lib/checkout-entry';

import { checkCouponCode, useOrderCost } from '../../lib/order-cost';
import { clearCartLines, removeCartLine } from './cart-api';
import { CartLineQuantity } from './cart-line-quantity';
import { CouponSection } from './coupon-section';
import { QuoteRequest } from './quote-request';
import styles from './cart-page.module.css';

export const TERMS_MESSAGE = 'Please agree terms of service!';

const toItemLine = (line: CartLine): CartLine & ItemLine => ({ ...line, key: line.idCartDtl });

/** My Cart (docs/product.md §6.2): the lines, their changes, totals, terms and the way to checkout. */
export default function CartPage() {
  usePageTitle('My Cart');
  const lines = useStore(cartStore, selectCartLines);
  const arrival = useCartOnArrival();
  const navigate = useNavigate();
  const [couponCd, setCouponCd] = useState('');
  const [comment, setComment] = useState('');
  const [hasAgreed, setHasAgreed] = useState(false);
  const [isClearOpen, setIsClearOpen] = useState(false);
  const [isClearing, setIsClearing] = useState(false);
  const [removing, setRemoving] = useState<ReadonlySet<number>>(new Set());
  const [couponRefusal, setCouponRefusal] = useState<string>();
  // A line the server marks (docs/product.md §6.6) holds checkout back until it is fixed: the server would
  // refuse its totals too, so none are asked for meanwhile.
  const isMarked = lines.some((line) => line.problem !== null);
  // The totals of the cart shown, once it is known: none are asked for a cart about to be replaced.
  const costs = useOrderCost({ couponCd }, !arrival.isLoading && lines.length > 0 && !isMarked);
  const totals = isMarked ? { cost: null, isLoading: false, hasFailed: false } : costs;
  const lateRefusal = costs.couponRefusal;
  const commentId = useId();
  const termsId = useId();
  const markedId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);

  // A code applied earlier that the server now refuses (it expired while the cart was open) is dropped,
  // and the buyer told why by the field. Set while rendering: the totals then ask again without it.
  if (lateRefusal && couponCd) {
    setCouponRefusal(lateRefusal);
    setCouponCd('');
  }

  /** Apply: the code is kept only when the server accepts it; a refused one shows the server's reason. */
  const applyCoupon = async (code: string) => {
    const refusal = code ? await checkCouponCode(code) : null;
    setCouponRefusal(refusal ?? undefined);
    if (!refusal) setCouponCd(code);
  };

  const remove = async (line: CartLine) => {
    setRemoving((ids) => new Set(ids).add(line.idCartDtl));
    await removeCartLine(line);
    // The row went, and with it the focused Remove button: focus goes to the cart's title, not the page.
    if (document.activeElement === document.body) titleRef.current?.focus();
    setRemoving((ids) => {
      const next = new Set(ids);
      next.delete(line.idCartDtl);
      return next;
    });
  };

  const clear = async () => {
    setIsClearing(true);
    await clearCartLines(lines);
    setIsClearing(false);
    setIsClearOpen(false);
    // The dialog gives focus back to Clear Shopping Cart; with the cart now empty that button is
    // gone, and focus would fall to the page: the title takes it instead.
    if (selectCartLines(cartStore.get()).length === 0) titleRef.current?.focus();
  };

  const proceed = () => {
    if (!hasAgreed) {
      notify(TERMS_MESSAGE, 'error');
      return;
    }
    const state: CheckoutEntryState = { comment: comment.trim(), couponCd };
    navigate('/checkout', { state });
  };

  return (
    <section className={styles.page} aria-labelledby="cart-title">
      <h1 id="cart-title" ref={titleRef} tabIndex={-1} className={styles.title}>
        My Cart
      </h1>
      <LoadRegion>
        {lines.length === 0 ? (
          arrival.isLoading ? (
            <Spinner label="Loading your cart" />
          ) : arrival.hasFailed ? (
            <CartLoadFailure className={styles.empty} onRetry={arrival.retry} />
          ) : (
            <div className={styles.empty}>
              <p>Your Shopping Cart is empty!</p>
              <Link to="/">Continue shopping</Link>
            </div>
          )
        ) : (
          <>
            <CheckoutProgress current={0} />
            <LinesTable
              label="Cart items"
              lines={lines.map(toItemLine)}
              renderQuantity={(line) => (
                <CartLineQuantity line={line} isRemoving={isClearing || removing.has(line.idCartDtl)} />
              )}
              renderActions={(line) => (
                <Button
                  variant="link"
                  size="small"
                  aria-label={`Remove ${line.webTitle}`}
                  isBusy={removing.has(line.idCartDtl)}
                  onClick={() => void remove(line)}
                >
                  Remove
                </Button>
              )}
            />
            <div className={styles.tableActions}>
              <Link to="/">Continue shopping</Link>
              <Button variant="secondary" onClick={() => setIsClearOpen(true)}>
                Clear Shopping Cart
              </Button>
            </div>
            <div className={styles.columns}>
              <div className={styles.extras}>
                <CouponSection
                  applied={couponCd}
                  appliedDescription={costs.cost?.coupon?.description}
                  refusal={couponRefusal}
                  onApply={applyCoupon}
                />
                <div className={styles.panel}>
                  <label className={styles.panelTitle} htmlFor={commentId}>
                    Comments
                  </label>
                  <textarea
                    id={commentId}
                    className={styles.textarea}
                    rows={4}
                    maxLength={1000}
                    placeholder="Delivery notes or anything we should know about this order"
                    value={comment}
                    onChange={(event) => setComment(event.target.value)}
                  />
                </div>
                <QuoteRequest />
              </div>
              <div className={styles.summary}>
                <OrderTotals {...totals} />
                <div className={styles.terms}>
                  <input
                    id={termsId}
                    type="checkbox"
                    checked={hasAgreed}
                    onChange={(event) => setHasAgreed(event.target.checked)}
                  />
                  <label htmlFor={termsId}>I agree to the terms of service.</label>{' '}
                  <a href="/terms" target="_blank" rel="noopener">
                    Read the terms of service<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
                  </a>
                </div>
                <Button
                  fullWidth
                  disabled={isMarked}
                  aria-describedby={isMarked ? markedId : undefined}
                  onClick={proceed}
                >
                  Proceed To Checkout
                </Button>
                {isMarked ? (
                  <p id={markedId} className={styles.fieldError}>
                    {CART_RULES_MESSAGE}
                  </p>
                ) : null}
              </div>
            </div>
          </>
        )}
      </LoadRegion>
      <Dialog
        open={isClearOpen}
        onClose={() => !isClearing && setIsClearOpen(false)}
        title="Clear Shopping Cart"
        footer={
          <>
            <Button variant="secondary" disabled={isClearing} onClick={() => setIsClearOpen(false)}>
              Cancel
            </Button>
            <Button isBusy={isClearing} onClick={() => void clear()}>
              {isClearing ? 'Removing…' : 'Remove all items'}
            </Button>
          </>
        }
      >
        <p>
          Remove all {lines.length} item{lines.length === 1 ? '' : 's'} from your cart?
        </p>
      </Dialog>
    </section>
  );
}
