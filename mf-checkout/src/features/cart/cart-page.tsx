import { cartStore, selectCartLines, useStore } from '@storefront/shared-kernel';

/** My Cart: reads the shared cart store that the shell keeps in step with the server. */
export default function CartPage() {
  const lines = useStore(cartStore, selectCartLines);
  return (
    <section aria-labelledby="cart-title">
      <h1 id="cart-title">My Cart</h1>
      {lines.length === 0 ? (
        <p>Your Shopping Cart is empty!</p>
      ) : (
        <ul aria-label="Cart items">
          {lines.map((line) => (
            <li key={line.idCartDtl}>
              {line.idStyle} {line.webTitle} × {line.totQty}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
