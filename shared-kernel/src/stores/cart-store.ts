import { fromCents, sumLinesCents } from '../domain/money';
import { eventBus } from '../events/event-bus';
import type { CartLine } from '../contracts/cart.contract';
import { createStore } from './create-store';

/**
 * One line of the cart as the cart call answers it (docs/product.md §12.1, "cart line"): the contract's
 * type, so the store and the API cannot drift apart.
 */
export type { CartLine };

export interface CartState {
  lines: CartLine[];
  /** The number of lines (not the sum of quantities): what the header badge shows. */
  count: number;
  /** Sum of price x totQty in dollars, computed in integer cents. */
  total: number;
  /**
   * Whether the lines are an answer (or a sign-out's empty cart): false until the buyer's cart is first
   * loaded, so the header shows no count rather than a 0 it does not know.
   */
  loaded: boolean;
}

export const EMPTY_CART: CartState = { lines: [], count: 0, total: 0, loaded: false };

export const cartStore = createStore<CartState>(EMPTY_CART);

/**
 * Lines are replaced wholesale after every add, set or remove (docs/product.md §6.1), so this is the only
 * writer. It recomputes count and total and tells the other remotes with `cart/changed`.
 */
export function setCartLines(lines: readonly CartLine[]): void {
  const next: CartState = {
    lines: [...lines],
    count: lines.length,
    total: fromCents(sumLinesCents(lines)),
    loaded: true,
  };
  cartStore.set(next);
  eventBus.publish('cart/changed', { count: next.count, total: next.total });
}

export function clearCart(): void {
  setCartLines([]);
}

export const selectCartLines = (state: CartState): CartLine[] => state.lines;
export const selectCartCount = (state: CartState): number => state.count;
export const selectCartTotal = (state: CartState): number => state.total;
export const selectCartLoaded = (state: CartState): boolean => state.loaded;
