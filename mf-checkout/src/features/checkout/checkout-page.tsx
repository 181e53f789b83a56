import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  cartStore,
  getStoredToken,
  LoadRegion,
  notify,
  selectCartLines,
  selectIdCustomer,
  selectIsLoggedIn,
  Spinner,
  useStore,
  usePageTitle,
  userStore,
  useCartOnArrival,
} from '@storefront/shared-kernel';
import { CART_RULES_MESSAGE } from '@storefront/shared-kernel/quantity-rules';
import { CartLoadFailure } from '../../components/cart-load-failure';
import { CheckoutProgress } from '../../components/checkout-progress';

import { ConfirmStep } from './confirm-step';
import { PaymentStep } from './payment-step';
import { parseRefIdSO } from './place-order-data';
import { ThankYouStep } from './thank-you-step';
import { useCartBeyondOrder } from './use-cart-beyond-order';
import { useCheckoutDraft } from './use-checkout-draft';
import { useCheckoutStep } from './use-checkout-step';
import styles from './checkout-page.module.css';

/**
 * Checkout (docs/product.md §7.1): Payment Information, Confirm your order, Thank You. Without a stored
 * token on arrival it sends the visitor home. `from={order number}` arrives from Copy Order.
 */
export default function CheckoutPage() {
  usePageTitle('Checkout');
  const navigate = useNavigate();
  // Read on arrival only: a session the server ends mid-checkout is the shell's to handle (sign in
  // again and come back here), so losing the token later must not send the buyer home first.
  const [hasToken] = useState(() => Boolean(getStoredToken()));
  const { step, from, state, toConfirm, toThankYou, restart } = useCheckoutStep();
  // Only an order number can name a copied order: any other `from` earns no note. (The server also drops
  // a number that is not one of the buyer's own orders, which this page cannot tell.)
  const refIdSO = parseRefIdSO(from);
  const lines = useStore(cartStore, selectCartLines);
  const idCustomer = useStore(userStore, selectIdCustomer);
  const isLoggedIn = useStore(userStore, selectIsLoggedIn);
  const cartArrival = useCartOnArrival();
  // Copy Order adds to what the cart held: what was in it before is ordered too, and the buyer is told.
  const reorder = useCartBeyondOrder(hasToken ? refIdSO : undefined, lines);
  // Step 1's choices and the cart's comment and coupon outlive a trip to step 2 and back, and a sign-in
  // after the session ran out, for the buyer who made them: another account signed in starts with none.
  const { draft, update, discard, startedOverFor } = useCheckoutDraft(from, {
    comment: state.comment,
    couponCd: state.couponCd,
  });
  // Focus moves to a step's title only when the buyer moves between steps, not on arrival.
  const [firstStep] = useState(step);
  const [hasMoved, setHasMoved] = useState(false);
  if (!hasMoved && step !== firstStep) setHasMoved(true);

  // A selection of another account (signed in from another tab since) is none: its addresses, card and
  // PO are not this buyer's to order with.
  // Signed out meanwhile is no other account: a session that ran out is the shell's to handle (sign in
  // again and come back here, to the same selection).
  const isOtherAccount = isLoggedIn && state.selection !== undefined && state.selection.idCustomer !== idCustomer;
  const selection = isOtherAccount ? undefined : state.selection;
  const isOtherBuyersSelection = step === 2 && isOtherAccount;
  const isStepMissingState = (step === 2 && !selection) || (step === 3 && state.orderNo === undefined);
  // Said once per account change, whether it set aside a confirmed selection or a draft (one left by
  // another account before a sign-in, too).
  const startsOverFor = startedOverFor ?? (isOtherBuyersSelection ? idCustomer : null);

  useEffect(() => {
    if (startsOverFor !== null) notify('Checkout starts over: the account signed in has changed.', 'info');
  }, [startsOverFor]);

  useEffect(() => {
    if (!hasToken) navigate('/', { replace: true });
  }, [hasToken, navigate]);

  useEffect(() => {
    // Typed or bookmarked without what the step needs: step 2 starts over, a finished order goes home.
    if (!hasToken || !isStepMissingState) return;
    if (step === 2) restart();
    else navigate('/', { replace: true });
  }, [hasToken, isStepMissingState, step, restart, navigate]);

  if (!hasToken) return null;

  const renderStep = () => {
    if (step === 3) {
      return state.orderNo !== undefined ? <ThankYouStep orderNo={state.orderNo} focusOnMount={hasMoved} /> : null;
    }
    if (lines.length === 0) {
      if (cartArrival.hasFailed) return <CartLoadFailure className={styles.empty} onRetry={cartArrival.retry} />;
      return cartArrival.isLoading ? (
        <Spinner label="Loading your cart" />
      ) : (
        <div className={styles.empty}>
          <p>Your Shopping Cart is empty!</p>
          <Link to="/">Continue shopping</Link>
        </div>
      );
    }
    // A line the server marks (docs/product.md §6.6) is fixed in the cart first: the server refuses the
    // order and its totals meanwhile.
    if (lines.some((line) => line.problem !== null)) {
      return (
        <div className={styles.empty}>
          <p>{CART_RULES_MESSAGE}</p>
          <Link to="/cart">View Cart</Link>
        </div>
      );
    }
    if (step === 2) {
      return selection ? (
        <ConfirmStep
          selection={selection}
          lines={lines}
          comment={draft.comment}
          couponCd={draft.couponCd}
          refIdSO={refIdSO}
          onPlaced={(orderNo) => {
            discard();
            toThankYou(orderNo);
          }}
          onRemoveCoupon={() => update({ couponCd: '' })}
          focusOnMount={hasMoved}
        />
      ) : null;
    }
    return (
      <PaymentStep
        draft={draft}
        onDraftChange={update}
        onNext={(choices) => toConfirm({ ...choices, idCustomer })}
        focusOnMount={hasMoved}
      />
    );
  };

  return (
    <section className={styles.page} aria-labelledby="checkout-title">
      <h1 id="checkout-title" className={styles.title}>
        Checkout
      </h1>
      <CheckoutProgress current={step} />
      {refIdSO !== undefined && reorder.isOwnOrder && step < 3 ? (
        <>
          <p className={styles.muted}>Reordering the items of order #{refIdSO}.</p>
          {reorder.holdsMore ? (
            <p className={styles.muted}>Your cart also holds items that were in it before; they are ordered too.</p>
          ) : null}
        </>
      ) : null}
      <LoadRegion>{renderStep()}</LoadRegion>
    </section>
  );
}
