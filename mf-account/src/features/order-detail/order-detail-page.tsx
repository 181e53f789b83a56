import { useParams } from 'react-router-dom';

/** One past order of the signed-in customer. */
export default function OrderDetailPage() {
  const { orderNo } = useParams();
  return (
    <section aria-labelledby="order-detail-title">
      <h1 id="order-detail-title">Order {orderNo}</h1>
    </section>
  );
}
