import { Link, useNavigate } from 'react-router-dom';
import { Button } from '@storefront/shared-kernel';
import { StepHeading } from './step-heading';
import styles from './checkout-page.module.css';

/** Step 3, Thank You: the order number, the way to its details, and CONTINUE to the home page. */
export function ThankYouStep({ orderNo, focusOnMount }: { orderNo: number; focusOnMount: boolean }) {
  const navigate = useNavigate();
  return (
    <div className={`${styles.step} ${styles.thankYou}`}>
      <StepHeading focusOnMount={focusOnMount}>Thank You</StepHeading>
      <p>Your order has been placed. A confirmation is on its way to your email.</p>
      <p className={styles.orderNumber}>
        Order number: <strong data-testid="order-number">{orderNo}</strong>
      </p>
      <p>
        <Link to={`/order/${orderNo}`}>Click here for order details</Link>
      </p>
      <Button onClick={() => navigate('/')}>CONTINUE</Button>
    </div>
  );
}
