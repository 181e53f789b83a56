import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  cartStore,
  formatMoney,
  selectCartCount,
  selectCartLines,
  selectCartLoaded,
  selectCartTotal,
  selectIsLoggedIn,
  useStore,
  userStore,
} from '@storefront/shared-kernel';
import styles from './cart-menu.module.css';

/** The header cart: count and hover preview only for a signed-in buyer (docs/product.md §3.3). */
export function CartMenu() {
  const isLoggedIn = useStore(userStore, selectIsLoggedIn);
  const count = useStore(cartStore, selectCartCount);
  const isLoaded = useStore(cartStore, selectCartLoaded);
  const total = useStore(cartStore, selectCartTotal);
  const lines = useStore(cartStore, selectCartLines);
  const [isOpen, setIsOpen] = useState(false);

  if (!isLoggedIn) {
    return (
      <Link className={styles.cartLink} to="/login">
        Cart
      </Link>
    );
  }
  return (
    <div
      className={styles.cart}
      onMouseEnter={() => setIsOpen(true)}
      onMouseLeave={() => setIsOpen(false)}
      onFocus={() => setIsOpen(true)}
      onBlur={(event) => !event.currentTarget.contains(event.relatedTarget) && setIsOpen(false)}
      // Content shown on hover or focus can be dismissed without moving (WCAG 1.4.13).
      onKeyDown={(event) => event.key === 'Escape' && setIsOpen(false)}
    >
      {/* Until the cart is loaded the badge keeps its place but shows no count: a 0 could be wrong. */}
      <Link
        className={styles.cartLink}
        to="/cart"
        aria-label={isLoaded ? `Cart, ${count} item${count === 1 ? '' : 's'}` : 'Cart'}
      >
        Cart{' '}
        <span className={styles.count} data-testid="cart-count">
          {isLoaded ? count : ''}
        </span>
      </Link>
      {isOpen && (
        <div className={styles.dropdown} role="region" aria-label="Cart preview">
          {lines.length === 0 ? (
            <p>Your Shopping Cart is empty!</p>
          ) : (
            <>
              <ul className={styles.lines}>
                {lines.map((line) => (
                  <li key={line.idCartDtl} className={styles.line}>
                    <span className={styles.lineTitle}>{line.webTitle}</span>
                    <span>× {line.totQty}</span>
                    <span>{formatMoney(line.price * line.totQty)}</span>
                  </li>
                ))}
              </ul>
              <p className={styles.total}>
                Total <strong>{formatMoney(total)}</strong>
              </p>
            </>
          )}
          <Link className={styles.viewCart} to="/cart" onClick={() => setIsOpen(false)}>
            View Cart
          </Link>
        </div>
      )}
    </div>
  );
}
