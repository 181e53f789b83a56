import { useEffect } from 'react';
import { clearCart, refreshCart, selectIsLoggedIn, useStore, userStore } from '@storefront/shared-kernel';

/**
 * docs/product.md §3.3: the header loads the cart whenever the user changes and is signed in, so the count
 * and preview are right on every page. Remotes refresh it after their own changes.
 */
export function useCartSync(): void {
  const isLoggedIn = useStore(userStore, selectIsLoggedIn);
  const idCustomer = useStore(userStore, (user) => user.idCustomer);
  const zipcode = useStore(userStore, (user) => user.zipcode);
  const idStore = useStore(userStore, (user) => user.idStore);
  useEffect(() => {
    if (!isLoggedIn) {
      clearCart();
      return;
    }
    // A failed load leaves the header's count as it was; the cart page shows the real state. It follows
    // no change of the buyer's, so a cart or checkout page opening with it shares its call.
    refreshCart({ joinInFlight: true }).catch(() => undefined);
  }, [isLoggedIn, idCustomer, zipcode, idStore]);
}

/**
 * useCartSync as a leaf of its own: the user fields it follows change after the first render (home sets the
 * store's zipcode, docs/product.md §11.2), and a store's change re-renders its reader at once, so the shell,
 * were it the reader, would render again in full in one task (docs/performance.md §7).
 */
export function CartSync(): null {
  useCartSync();
  return null;
}
