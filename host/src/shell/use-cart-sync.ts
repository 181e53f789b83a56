import { useEffect } from 'react';
import { selectIsLoggedIn, setCartLines, clearCart, useStore, userStore } from '@storefront/shared-kernel';
import { fetchCart } from './shell-api';

/**
 * Spec section 4: the header loads the cart whenever the user changes and is signed in, so the count
 * and preview are right on every page. Remotes refetch after their own changes.
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
    let isCurrent = true;
    fetchCart({ idCustomer, zipcode, idStore }).then(
      (lines) => isCurrent && setCartLines(lines),
      // A failed cart load leaves the header's count as it was; the cart page shows the real state.
      () => undefined,
    );
    return () => {
      isCurrent = false;
    };
  }, [isLoggedIn, idCustomer, zipcode, idStore]);
}
