/** Checkout: payment information, confirmation, thank you. */
export default function CheckoutPage() {
  return (
    <section aria-labelledby="checkout-title">
      <h1 id="checkout-title">Checkout</h1>
    </section>
  );
}
