import { Link, useParams } from 'react-router-dom';
import {
  Button,
  formatMoney,
  isNotFound,
  LoadFailure,
  LoadRegion,
  MAX_ID,
  orderRoutes,
  type OrderSummary,
  paymentStatusLabel,
  selectIdCustomer,
  Spinner,
  useApiQuery,
  usePageTitle,
  userStore,
  useStore,
} from '@storefront/shared-kernel';
import { useCopyOrder } from '../../lib/copy-order';
import { formatDate } from '../../lib/format';
import page from '../../components/page.module.css';
import { AddressBlock, type OrderAddress } from './address-block';
import { OrderItems, type OrderItem } from './order-items';
import styles from './order-detail-page.module.css';

/** Order numbers are positive whole numbers an id can be; anything else cannot be one of the buyer's orders. */
const toIdSO = (orderNo: string | undefined): number | null =>
  orderNo && /^\d{1,10}$/.test(orderNo) && Number(orderNo) > 0 && Number(orderNo) <= MAX_ID ? Number(orderNo) : null;

const selectOrder = (answer: { order: OrderSummary }) => answer.order;
const selectName = (answer: { codeNm: string }) => answer.codeNm;
const selectFirst = (addresses: OrderAddress[]): OrderAddress | null => addresses[0] ?? null;

interface OrderDetail {
  summary: OrderSummary;
  /** Blank when its lookup failed (docs/product.md §8.3). */
  payMethod: string;
  shipMethod: string;
  billAddress: OrderAddress | null;
  shipAddress: OrderAddress | null;
  items: OrderItem[] | undefined;
  /** The lines could not be read: said as such, never as "No items found for this order". */
  hasItemsFailed: boolean;
}

type OrderState =
  { status: 'loading' } | { status: 'not-found' } | { status: 'failed' } | { status: 'ready'; order: OrderDetail };

/**
 * One of the buyer's orders and its parts. The summary comes first (the server scopes it to the caller,
 * so another customer's order number is simply not found); only then are the order's parts asked for,
 * and the order shows once each has answered or failed. `retry` asks again for the order; `retryItems`
 * for its lines alone.
 */
function useOrder(orderNo: string | undefined) {
  const idCustomer = useStore(userStore, selectIdCustomer);
  const idSO = toIdSO(orderNo);
  const ref = idSO === null ? null : { idSO, idCustomer };
  const detail = useApiQuery(orderRoutes.getOrderDetail, ref, { select: selectOrder });
  const partRef = detail.data ? ref : null;
  const payMethod = useApiQuery(orderRoutes.getPayMethod, partRef, { select: selectName });
  const shipMethod = useApiQuery(orderRoutes.getShipMethod, partRef, { select: selectName });
  const billAddress = useApiQuery(orderRoutes.getBillAddress, partRef, { select: selectFirst });
  const shipAddress = useApiQuery(orderRoutes.getShipAddress, partRef, { select: selectFirst });
  const items = useApiQuery(orderRoutes.getOrderItems, partRef);
  // Answered or failed once: a part asked again later (its Retry, the API back) leaves the order shown.
  const haveAnswered = [payMethod, shipMethod, billAddress, shipAddress, items].every((part) => part.isFetched);

  let state: OrderState;
  if (idSO === null) state = { status: 'not-found' };
  else if (detail.data && haveAnswered)
    state = {
      status: 'ready',
      order: {
        summary: detail.data,
        payMethod: payMethod.data ?? '',
        shipMethod: shipMethod.data ?? '',
        billAddress: billAddress.data ?? null,
        shipAddress: shipAddress.data ?? null,
        items: items.data,
        hasItemsFailed: items.isError && !items.isFetching,
      },
    };
  // The server answers 404 alike for a missing order and another customer's.
  else if (detail.isError && isNotFound(detail.error)) state = { status: 'not-found' };
  else if (detail.isError && !detail.isFetching) state = { status: 'failed' };
  else state = { status: 'loading' };

  return { state, retry: () => void detail.refetch(), retryItems: () => void items.refetch() };
}

/** One past order of the signed-in customer (docs/product.md §8.3, /order/{orderNo}). */
export default function OrderDetailPage() {
  const { orderNo = '' } = useParams();
  usePageTitle(`Order #${orderNo}`);
  const { state, retry, retryItems } = useOrder(orderNo);
  const { copy, copyingId } = useCopyOrder();
  const order = state.status === 'ready' ? state.order : null;

  return (
    <section className={page.page} aria-labelledby="order-detail-title">
      <div className={styles.toolbar}>
        <Link to="/myaccount/orders" className={page.textLink}>
          Back to Orders
        </Link>
        {order && (
          // Busy, not disabled: a disabled button drops keyboard focus to the page, and a failed copy left it there.
          <Button variant="secondary" isBusy={copyingId !== null} onClick={() => void copy(order.summary.idSO)}>
            {copyingId !== null ? 'Copying...' : 'Copy Order'}
          </Button>
        )}
      </div>
      <h1 id="order-detail-title" className={page.title}>
        Order #{orderNo}
      </h1>
      {/* Retry gives way to the loading text: focus stays on this region rather than falling to the page. */}
      <LoadRegion>
        {state.status === 'loading' && (
          <p role="status" className={styles.loading}>
            <Spinner label="" size="small" /> Loading order details...
          </p>
        )}
        {state.status === 'not-found' && <p className={page.notice}>Order not found</p>}
        {state.status === 'failed' && (
          <LoadFailure message="Failed to load order details" onRetry={retry} className={page.failure} />
        )}
        {order && <OrderSections order={order} onRetryItems={retryItems} />}
      </LoadRegion>
    </section>
  );
}

function Facts({ facts }: { facts: [string, string][] }) {
  return (
    <dl className={styles.facts}>
      {facts.map(([term, value]) => (
        <div key={term} className={styles.fact}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function OrderSections({ order, onRetryItems }: { order: OrderDetail; onRetryItems: () => void }) {
  const { summary } = order;
  return (
    <>
      <div className={styles.panels}>
        <section className={page.card} aria-labelledby="order-facts-title">
          <h2 id="order-facts-title" className={page.cardTitle}>
            Order Details
          </h2>
          <Facts
            facts={[
              ['Order#', String(summary.idSO)],
              ['Cust. PO#', summary.custPO],
              ['Date Added', formatDate(summary.orderDT)],
              ['Order Status', summary.status],
            ]}
          />
        </section>
        <section className={page.card} aria-labelledby="order-payment-title">
          <h2 id="order-payment-title" className={page.cardTitle}>
            Payment / Shipment
          </h2>
          <Facts
            facts={[
              ['Payment Status', paymentStatusLabel(summary.paidStatus, 'detail')],
              ['Payment Method', order.payMethod],
              ['Shipping Method', order.shipMethod],
            ]}
          />
        </section>
        <AddressBlock id="billing" title="Billing Address" address={order.billAddress} />
        <AddressBlock id="shipping" title="Shipping Address" address={order.shipAddress} />
      </div>
      <OrderItems items={order.items} hasFailed={order.hasItemsFailed} onRetry={onRetryItems} />
      <dl className={styles.totals} aria-label="Order totals">
        <div>
          <dt>Subtotal</dt>
          <dd>{formatMoney(summary.subTotal)}</dd>
        </div>
        <div>
          <dt>Discount</dt>
          <dd>{formatMoney(summary.discount)}</dd>
        </div>
        <div>
          <dt>Tax</dt>
          <dd>{formatMoney(summary.taxAmount)}</dd>
        </div>
        {/* Charged on the invoice once the order ships (docs/product.md §7.6): the Total includes it. */}
        <div>
          <dt>Shipping fee</dt>
          <dd>{formatMoney(summary.shipFee)}</dd>
        </div>
        <div className={styles.grand}>
          <dt>Total</dt>
          <dd>{formatMoney(summary.grandAmount)}</dd>
        </div>
      </dl>
    </>
  );
}
