import type { addToCartCall, getCartCall } from '../contracts';
import { callApi } from '../api-client/call-api';
import { setCartLines } from '../stores/cart-store';
import { selectIsLoggedIn, userStore } from '../stores/user-store';

/**
 * Reloads the signed-in buyer's cart from the server into the shared cart store (spec section 4:
 * after every add, set or remove the cart is refetched and replaced). The header, the cart page and
 * every remote read that one store. A visitor has no cart: nothing is called.
 */
export async function refreshCart(): Promise<void> {
  const user = userStore.get();
  if (!selectIsLoggedIn(user)) return;
  const { cart } = await callApi<typeof getCartCall>('GET', '/cart/get', {
    idCustomer: user.idCustomer,
    zipcode: user.zipcode,
    idStore: user.idStore,
  });
  // The buyer may have signed out (or in as someone else) while the answer was on its way.
  if (userStore.get().idCustomer === user.idCustomer && selectIsLoggedIn(userStore.get())) setCartLines(cart.cartList);
}

/** Adds a product to the cart on the server, then reloads the cart. Rejects when the server refuses. */
export async function addToCart(item: { idStyle: string; color?: string; quantity: number }): Promise<void> {
  await callApi<typeof addToCartCall>('POST', '/cart/add', {
    idCustomer: userStore.get().idCustomer,
    idStyle: item.idStyle,
    color: item.color ?? '',
    totQty: item.quantity,
  });
  await refreshCart();
}
