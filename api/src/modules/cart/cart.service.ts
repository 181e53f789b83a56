import type { Caller, Deps } from '../../deps';
import { notFound } from '../../lib/errors';
import { toDollars } from '../../lib/money';
import * as repo from './cart.repository';
import { productColor, quantityTooLarge } from './product-line';

const ok = { is_success: true as const };

export async function getCart(deps: Deps, caller: Caller) {
  const rows = await repo.pricedLines(deps.db, 'cart_lines', caller.id, caller.priceLev);
  const cartList = rows.map(repo.toCartLine);
  return {
    ...ok,
    cart: {
      cartList,
      totalQty: rows.reduce((n, r) => n + r.qty, 0),
      subTotal: toDollars(rows.reduce((s, r) => s + r.unit_cents * r.qty, 0)),
    },
  };
}

export async function addToCart(deps: Deps, caller: Caller, idStyle: string, color: string, qty: number) {
  const line = await repo.addCartQuantity(deps.db, caller.id, idStyle, await productColor(deps, idStyle, color), qty);
  if (!line) throw quantityTooLarge('totQty');
  return { ...ok, message: 'Added to cart', idCartDtl: line.id };
}

export async function removeFromCart(deps: Deps, caller: Caller, idCartDtl: number) {
  const result = await repo.deleteCartLine(deps.db, caller.id, idCartDtl);
  // Another customer's line looks exactly like a missing one.
  if (Number(result.numDeletedRows) === 0) throw notFound('Cart line not found');
  return { ...ok, message: 'Removed from cart' };
}

export async function setCartQuantity(
  deps: Deps,
  caller: Caller,
  where: { id?: number; idStyle?: string; color?: string },
  qty: number,
) {
  const result = await repo.setCartLineQty(deps.db, caller.id, where, qty);
  if (Number(result.numUpdatedRows) === 0) throw notFound('Cart line not found');
  return { ...ok, message: 'Cart updated' };
}

export async function clearCart(deps: Deps, caller: Caller) {
  await repo.clearCart(deps.db, caller.id);
  return { ...ok, message: 'Cart cleared' };
}
