import { callApi } from '../api-client/call-api';
import type { getCartCall, ResponseOf } from '../contracts';
import { cartRoutes } from '../contracts/cart.routes';
import { firstPaintAnswer } from '../first-paint/first-paint-answers';
import { setCartLines } from '../stores/cart-store';
import { selectIsLoggedIn, userStore, type UserInfo } from '../stores/user-store';

/** The key of the buyer's cart among a first paint's answers: the header's count is drawn from it. */
export const cartAnswerKey = (idCustomer: number): string => `cart:${idCustomer}`;

type CartAnswer = ResponseOf<typeof getCartCall>;

/** The signed-in buyer's cart as the server answers it (null for a visitor, who has none). */
export async function fetchCart(
  user: UserInfo = userStore.get(),
  { fresh = false } = {},
): Promise<{ idCustomer: number; answer: CartAnswer } | null> {
  if (!selectIsLoggedIn(user)) return null;
  const answer = await callApi(
    cartRoutes.getCart,
    { idCustomer: user.idCustomer, zipcode: user.zipcode, idStore: user.idStore },
    { fresh },
  );
  return { idCustomer: user.idCustomer, answer };
}

/**
 * Reloads the signed-in buyer's cart from the server into the shared cart store (spec section 4:
 * after every add, set or remove the cart is refetched and replaced). The header, the cart page and
 * every remote read that one store. A visitor has no cart: nothing is called.
 *
 * A reload after a change asks afresh: joining one that left before the change landed would answer
 * the cart without it. A load for what opens (`joinInFlight`: the header at boot, a cart or checkout
 * page arriving) follows no change of its own, so it shares an identical arrival load on its way: on
 * a full page load of /cart the header and the page asked for the same cart twice.
 */
let latestRefresh = 0;

export async function refreshCart({ joinInFlight = false } = {}): Promise<void> {
  const refresh = ++latestRefresh;
  const loaded = await fetchCart(userStore.get(), { fresh: !joinInFlight });
  // Reloads overlap (two lines saved at once): only the newest may land, or an older answer arriving
  // last would show a cart from before the later change.
  if (refresh !== latestRefresh) return;
  // The buyer may have signed out (or in as someone else) while the answer was on its way.
  const user = userStore.get();
  if (loaded && user.idCustomer === loaded.idCustomer && selectIsLoggedIn(user))
    setCartLines(loaded.answer.cart.cartList);
}

/**
 * The browser's boot, on a page the server drew: the cart its header was drawn with, so the count
 * shown before and after the browser's render is the same (the header refreshes it after).
 */
export function takeFirstPaintCart(): void {
  const user = userStore.get();
  if (!selectIsLoggedIn(user)) return;
  const drawn = firstPaintAnswer(cartAnswerKey(user.idCustomer))?.value as CartAnswer | undefined;
  if (drawn?.cart?.cartList) setCartLines(drawn.cart.cartList);
}

/** Adds a product to the cart on the server, then reloads the cart. Rejects when the server refuses. */
export async function addToCart(item: { idStyle: string; color?: string; quantity: number }): Promise<void> {
  await callApi(cartRoutes.addToCart, {
    idCustomer: userStore.get().idCustomer,
    idStyle: item.idStyle,
    color: item.color ?? '',
    totQty: item.quantity,
  });
  await refreshCart();
}
