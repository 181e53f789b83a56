import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  Button,
  type CartLine,
  fieldErrors,
  isUnanswered,
  notify,
  refreshCart,
  serverCode,
  serverMessage,
  userStore,
  useStore,
  whileLoading,
} from '@storefront/shared-kernel';
import { LinesTable } from '../../components/lines-table';
import { OrderTotals } from '../../components/order-totals';
import { useOrderCost } from '../../lib/order-cost';
import { placeOrder } from './checkout-api';
import { endCheckout, getCheckoutKey } from './checkout-key';
import { addressLines, paymentDetail, paymentLabel } from './checkout-labels';
import type { CheckoutSelection } from './checkout-types';
import { buildPlaceOrderData } from './place-order-data';
import { StepHeading } from './step-heading';
import styles from './checkout-page.module.css';

export const PLACE_ORDER_ERROR = 'Error while create SO!';
/** After a timeout the order may exist; the same checkout key makes a second try safe. */
export const NO_ANSWER_MESSAGE =
  'We did not get an answer in time, so your order may already be placed. Choose Place an order again to find out: it is never placed twice.';
/** Answers meaning the cart was ordered or changed meanwhile (another tab, another device). */
const CART_MOVED_CODES = new Set(['CART_EMPTY', 'CART_CHANGED', 'PO_EXISTS']);

export interface ConfirmStepProps {
  selection: CheckoutSelection;
  lines: readonly CartLine[];
  comment?: string;
  couponCd?: string;
  refIdSO?: number;
  onPlaced: (orderNo: number) => void;
  /** Drops the discount code (the server refused it: expired or turned off since the cart). */
  onRemoveCoupon: () => void;
  focusOnMount: boolean;
}

function AddressBlock({ title, lines }: { title: string; lines: string[] }) {
  return (
    <div className={styles.summaryBlock}>
      <h3 className={styles.summaryTitle}>{title}</h3>
      <address className={styles.address}>
        {lines.map((line) => (
          <span key={line}>{line}</span>
        ))}
      </address>
    </div>
  );
}

/** Step 2, Confirm your order: what will be ordered, where to, how it is paid, and Place an order. */
export function ConfirmStep({
  selection,
  lines,
  comment,
  couponCd,
  refIdSO,
  onPlaced,
  onRemoveCoupon,
  focusOnMount,
}: ConfirmStepProps) {
  const navigate = useNavigate();
  const user = useStore(userStore, (u) => u);
  // The checkout's key doubles as the cost call's sessionID; read once so a re-render never makes another.
  const [sessionID] = useState(() => getCheckoutKey(selection.custPO));
  const totals = useOrderCost({ couponCd, idAddr: selection.ship.idAddr, sessionID }, lines.length > 0);
  const [isPlacing, setIsPlacing] = useState(false);
  const [isUnsure, setIsUnsure] = useState(false);
  // Place-order refused the code (it expired after the totals were shown): said by the code, not only in a toast.
  const [placeRefusal, setPlaceRefusal] = useState<{ code: string; message: string }>();
  const couponRefusal =
    totals.couponRefusal ?? (placeRefusal && placeRefusal.code === couponCd ? placeRefusal.message : undefined);
  // A second click can arrive before React has re-rendered the button as disabled.
  const inFlight = useRef(false);

  const place = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setIsPlacing(true);
    setIsUnsure(false);
    try {
      const data = buildPlaceOrderData({
        selection,
        user,
        comment,
        couponCd,
        refIdSO,
        sessionID,
        salesTax: totals.cost?.output_taxAmt,
        lines,
      });
      // The page-wide overlay: leaving mid-order would lose the Thank You page and its order number.
      const orderNo = await whileLoading(() => placeOrder(data, getCheckoutKey(selection.custPO)));
      endCheckout();
      // Thank You first: the emptied cart that the reload brings must not flash an empty-cart page.
      onPlaced(orderNo);
      void refreshCart().catch(() => undefined);
    } catch (error) {
      const detail = serverMessage(error);
      notify(detail ? `${PLACE_ORDER_ERROR} ${detail}` : PLACE_ORDER_ERROR, 'error');
      setIsUnsure(isUnanswered(error));
      const refusedCode = fieldErrors(error).couponCd;
      if (refusedCode && couponCd) setPlaceRefusal({ code: couponCd, message: refusedCode });
      // Ordered or changed meanwhile in another tab: the reloaded cart shows what is left to order.
      if (CART_MOVED_CODES.has(serverCode(error) ?? '')) void refreshCart().catch(() => undefined);
      // This checkout's key made another order already: the next attempt is a checkout of its own.
      if (serverCode(error) === 'CHECKOUT_ALREADY_PLACED') endCheckout();
      inFlight.current = false;
      setIsPlacing(false);
    }
  };

  return (
    <div className={styles.step}>
      <StepHeading focusOnMount={focusOnMount}>Confirm your order</StepHeading>
      <div className={styles.summaryGrid}>
        <AddressBlock title="Ship To" lines={addressLines(selection.ship)} />
        <AddressBlock title="Bill To" lines={addressLines(selection.bill)} />
        <div className={styles.summaryBlock}>
          <h3 className={styles.summaryTitle}>Payment Method</h3>
          <p className={styles.summaryText}>
            {paymentLabel(selection.payment)}
            <br />
            <span className={styles.muted}>{paymentDetail(selection.payment)}</span>
          </p>
        </div>
        <div className={styles.summaryBlock}>
          <h3 className={styles.summaryTitle}>Purchase Order Number</h3>
          <p className={styles.summaryText} data-testid="confirm-po">
            {selection.custPO}
          </p>
          {comment ? (
            <>
              <h3 className={styles.summaryTitle}>Comments</h3>
              <p className={styles.summaryText}>{comment}</p>
            </>
          ) : null}
          {couponCd ? (
            <>
              <h3 className={styles.summaryTitle}>Discount code</h3>
              <p className={styles.summaryText} data-testid="confirm-coupon">
                {couponCd}
                {totals.cost?.coupon?.description ? ` (${totals.cost.coupon.description})` : ''}
              </p>
              {couponRefusal ? (
                <>
                  <p role="alert" className={styles.fieldError}>
                    {couponRefusal}
                  </p>
                  <Button variant="link" size="small" onClick={onRemoveCoupon}>
                    Order without the code
                  </Button>
                </>
              ) : null}
            </>
          ) : null}
        </div>
      </div>
      <LinesTable label="Order items" lines={lines.map((line) => ({ ...line, key: line.idCartDtl }))} />
      <div className={styles.confirmFooter}>
        <OrderTotals {...totals} />
        <div className={styles.stepActions}>
          <Button variant="secondary" disabled={isPlacing} onClick={() => navigate(-1)}>
            Back
          </Button>
          <Button
            disabled={lines.length === 0 || !!couponRefusal}
            isBusy={isPlacing}
            aria-busy={isPlacing}
            onClick={() => void place()}
          >
            {isPlacing ? 'Placing your order…' : 'Place an order'}
          </Button>
        </div>
        {isUnsure ? (
          <p role="alert" className={styles.unsure}>
            {NO_ANSWER_MESSAGE}
          </p>
        ) : null}
      </div>
    </div>
  );
}
