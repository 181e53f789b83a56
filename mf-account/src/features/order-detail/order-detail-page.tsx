import { Link, useParams } from 'react-router-dom';
import {
  Button,
  formatMoney,
  LoadFailure,
  LoadRegion,
  paymentStatusLabel,
  Spinner,
  usePageTitle,
} from '@storefront/shared-kernel';
import { useCopyOrder } from '../../lib/copy-order';
import { formatDate } from '../../lib/format';
import page from '../../components/page.module.css';
import { AddressBlock } from './address-block';
import { OrderItems } from './order-items';
import { useOrderDetail, type OrderDetail } from './use-order-detail';
import styles from './order-detail-page.module.css';

/** One past order of the signed-in customer (spec section 2, /order/{orderNo}). */
export default function OrderDetailPage() {
  const { orderNo = '' } = useParams();
  usePageTitle(`Order #${orderNo}`);
  const { state, retry } = useOrderDetail(orderNo);
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
        {order && <OrderSections order={order} onRetryItems={retry} />}
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
      <OrderItems items={order.items} onRetry={onRetryItems} />
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
        <div className={styles.grand}>
          <dt>Total</dt>
          <dd>{formatMoney(summary.grandAmount)}</dd>
        </div>
      </dl>
    </>
  );
}
