import { Link } from 'react-router-dom';
import { paymentStatusLabel, type AdminOrder } from '@storefront/shared-kernel';
import pageStyles from '../../components/admin.module.css';
import { Card } from '../../components/card';
import { FactCards, TermFacts } from '../../components/term-facts';
import { formatDateTime } from '../../lib/format';
import { customerPath, money } from './order-words';
import styles from './orders.module.css';

type Address = AdminOrder['billAddress'];

const addressLines = (a: Address): string[] =>
  [
    [a.firstNm, a.lastNm].filter(Boolean).join(' '),
    a.companyNm,
    a.addr,
    a.addr2,
    [a.city, [a.states, a.zipcode].filter(Boolean).join(' ')].filter(Boolean).join(', '),
    a.country,
    a.tel,
  ].filter((line) => line.trim() !== '');

function AddressCard({ id, title, address }: { id: string; title: string; address: Address }) {
  const lines = addressLines(address);
  return (
    <Card id={id} title={title}>
      <address className={styles.address}>
        {lines.length === 0 ? '—' : lines.map((line, index) => <span key={index}>{line}</span>)}
      </address>
    </Card>
  );
}

/**
 * What the buyer saw of the order (docs/product.md §8.3) and what only staff see (docs/product.md §13.3): its
 * status and payment, PO, methods, comment and coupon; the customer, with a link to the customer's page;
 * the billing and shipping addresses.
 */
export function OrderOverview({ order }: { order: AdminOrder }) {
  const { customer } = order;
  return (
    <FactCards>
      <Card id="order-facts" title="Order">
        <TermFacts
          facts={[
            ['Status', order.status],
            ['Payment status', paymentStatusLabel(order.paymentStatus, 'detail')],
            ['Placed', formatDateTime(order.createdAt)],
            ['Last changed', formatDateTime(order.updatedAt)],
            ['PO number', order.po],
            ['Payment method', order.paymentMethod],
            ['Shipping method', order.shippingMethod],
            ['Coupon', order.couponCode],
            ['Comment', order.comment],
          ]}
        />
      </Card>
      <Card id="order-customer" title="Customer">
        <TermFacts
          facts={[
            [
              'Company',
              <Link key="link" to={customerPath(customer.id)} className={pageStyles.textLink}>
                {customer.company || customer.email}
              </Link>,
            ],
            ['Name', customer.name],
            ['Email', customer.email],
            ['Customer id', customer.id],
            ['Price level', customer.priceLevel],
          ]}
        />
      </Card>
      <AddressCard id="order-bill-address" title="Billing address" address={order.billAddress} />
      <AddressCard id="order-ship-address" title="Shipping address" address={order.shipAddress} />
    </FactCards>
  );
}

/** The order's totals as the buyer's invoice has them, the shipping fee once staff charge it. */
export function OrderTotals({ order }: { order: AdminOrder }) {
  return (
    <Card id="order-totals" title="Totals">
      <TermFacts
        facts={[
          ['Subtotal', money(order.subtotal)],
          ['Discount', money(order.discount)],
          ['Tax', money(order.tax)],
          ['Shipping fee', money(order.shippingFee)],
          ['Total', money(order.grandTotal)],
        ]}
      />
    </Card>
  );
}
