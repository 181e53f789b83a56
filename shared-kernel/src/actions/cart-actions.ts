import { focusManager } from '@tanstack/react-query';
import { callApi } from '../api-client/call-api';
import { serverMessage } from '../api-client/call-failure';
import type { getCartCall, ResponseOf } from '../contracts';
import { cartRoutes } from '../contracts/cart.routes';
import { apiKey } from '../data/api-key';
import { cachedAnswer, fetchApi, setCachedAnswer } from '../data/api-query';
import { getQueryClient } from '../data/query-client';
import { cartStore, setCartLines } from '../stores/cart-store';
import { holdDrawnState } from '../stores/drawn-state';
import { selectIsLoggedIn, userStore, type UserInfo } from '../stores/user-store';

type CartAnswer = ResponseOf<typeof getCartCall>;

/**
 * How long a cart answer stays good for a page that opens: Copy Order, Add All from the favorites or a
 * quantity just saved reload the cart and then open the cart or the checkout, which need not ask again.
 * A window that comes back into focus asks again whatever the age: the cart may have changed in another.
 */
export const FRESH_CART_MS = 3_000;

const cartInput = (user: UserInfo) => ({ idCustomer: user.idCustomer, zipcode: user.zipcode, idStore: user.idStore });

let isWatchingFocus = false;

/** From the first cart load on, a window regaining focus makes the cart's answer stale. */
function watchFocus(): void {
  if (isWatchingFocus) return;
  isWatchingFocus = true;
  focusManager.subscribe((isFocused) => {
    if (isFocused)
      void getQueryClient().invalidateQueries({ queryKey: [cartRoutes.getCart.path], refetchType: 'none' });
  });
}

/**
 * The signed-in buyer's cart as the server answers it (null for a visitor, who has none). `fresh`: a
 * reload after a change, which must not take an answer or join a call from before the change landed.
 * Otherwise it goes through the page's cache: an answer under FRESH_CART_MS old is taken, and a load on
 * its way is joined (on a full load of /cart the header and the page make one call).
 */
export async function fetchCart(
  user: UserInfo = userStore.get(),
  { fresh = false } = {},
): Promise<{ idCustomer: number; answer: CartAnswer } | null> {
  if (!selectIsLoggedIn(user)) return null;
  watchFocus();
  const input = cartInput(user);
  const answer = fresh
    ? await callApi(cartRoutes.getCart, input)
    : await fetchApi(cartRoutes.getCart, input, { freshFor: FRESH_CART_MS });
  return { idCustomer: user.idCustomer, answer };
}

/**
 * Reloads the signed-in buyer's cart from the server into the shared cart store (docs/product.md §4:
 * after every add, set or remove the cart is refetched and replaced). The header, the cart page and
 * every remote read that one store. A visitor has no cart: nothing is called.
 *
 * A reload after a change asks afresh. A load for what opens (`joinInFlight`: the header at boot, a
 * cart or checkout page arriving) follows no change of its own, so it takes a cart just answered or
 * joins the load on its way.
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
  if (!loaded || user.idCustomer !== loaded.idCustomer || !selectIsLoggedIn(user)) return;
  if (!joinInFlight) setCachedAnswer(cartRoutes.getCart, cartInput(user), loaded.answer);
  setCartLines(loaded.answer.cart.cartList);
}

/**
 * The browser's boot, on a page the server drew: the cart its header was drawn with (among the page's
 * answers, in the cache), so the count shown before and after the browser's render is the same. The cart
 * and the user are then held as drawn for the render that takes the page over (stores/drawn-state.ts).
 */
export function takeFirstPaintCart(): void {
  const user = userStore.get();
  const drawn = selectIsLoggedIn(user) ? cachedAnswer(cartRoutes.getCart, cartInput(user)) : undefined;
  if (drawn?.cart?.cartList) setCartLines(drawn.cart.cartList);
  holdDrawnState(cartStore);
  holdDrawnState(userStore);
}

/** The cart's key in the page's cache, for the buyer (tests, the server's first paint). */
export const cartKey = (user: UserInfo) => apiKey(cartRoutes.getCart, cartInput(user));

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

/** The product's words for a cart change that failed (an add, a quantity, a removal: docs/product.md §5.2, §6.2). */
export const CART_CHANGE_FAILED = 'Error while add to cart';

/** `words` with the server's reason when it refused ('Quantity is too large', 'Not enough stock'). */
export const withReason = (words: string, error: unknown): string => {
  const reason = serverMessage(error);
  return reason ? `${words}: ${reason}` : words;
};

/** The message of a failed cart change: the product's words and the server's reason. */
export const cartChangeFailure = (error: unknown): string => withReason(CART_CHANGE_FAILED, error);
