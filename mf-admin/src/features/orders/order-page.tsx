import { Link, useParams } from 'react-router-dom';
import type { AdminOrderDetail } from '@storefront/shared-kernel';
import { AdminPage } from '../../components/admin-page';
import { ListStatus } from '../../components/list-status';
import { Notice } from '../../components/notice';
import { useDeskNotice } from '../../components/use-shown-answer';
import pageStyles from '../../components/admin.module.css';
import { NoteForm } from './note-form';
import { OrderLines } from './order-lines';
import { OrderOverview, OrderTotals } from './order-overview';
import { orderTitle } from './order-words';
import { PaymentForm } from './payment-form';
import { ShippingForm } from './shipping-form';
import { StatusForm } from './status-form';
import { useShownOrder } from './use-shown-order';
import styles from './orders.module.css';

export const ORDER_NOT_FOUND = 'Order not found';
export const RELOAD_FAILED = 'The order could not be read again. Please try Reload once more.';

function OrderDesk({ orderNo }: { orderNo: number }) {
  const shown = useShownOrder(orderNo);
  const { notice, say, onReload } = useDeskNotice(shown.reload, RELOAD_FAILED);
  const { order } = shown;
  if (!order) return <ListStatus query={shown.query} what="order" />;

  const onSaved = (answered: AdminOrderDetail, text: string) => {
    shown.saved(answered);
    say(text);
  };
  const forms = { order, onSaved, onReload };
  return (
    <>
      {notice ? <Notice tone={notice.tone}>{notice.text}</Notice> : null}
      <OrderOverview order={order} />
      <OrderLines lines={order.lines} />
      <OrderTotals order={order} />
      {/* Each Reload starts the forms over from the order read; until then they keep what was typed. */}
      <div key={shown.generation} className={styles.forms}>
        <StatusForm {...forms} />
        <ShippingForm {...forms} />
        <PaymentForm {...forms} />
        <NoteForm {...forms} />
      </div>
    </>
  );
}

const asOrderNo = (text: string | undefined): number | null => {
  const n = Number(text);
  return text !== undefined && /^\d{1,10}$/.test(text) && Number.isSafeInteger(n) && n > 0 ? n : null;
};

/**
 * One order at the order desk (docs/product.md §13.3, /admin/orders/{orderNo}): what the buyer saw, the
 * customer, the internal note, and the changes staff make: status, each line's shipping, payment and
 * shipping fee, note. Each save sends the version it read; a save another member's overtook is refused.
 */
export default function OrderPage() {
  const { orderNo: param } = useParams();
  const orderNo = asOrderNo(param);
  return (
    <AdminPage
      title={orderTitle(param ?? '')}
      area="orders"
      actions={
        <Link to="/admin/orders" className={pageStyles.textLink}>
          Back to orders
        </Link>
      }
    >
      {orderNo === null ? (
        <Notice tone="error">{ORDER_NOT_FOUND}</Notice>
      ) : (
        <OrderDesk key={orderNo} orderNo={orderNo} />
      )}
    </AdminPage>
  );
}
