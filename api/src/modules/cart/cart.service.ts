import { fromCents, MAX_QUANTITY } from '@storefront/shared-kernel/domain';
import type { Caller, Deps } from '../../deps';
import { notFound, unprocessable } from '../../lib/errors';
import * as repo from './cart.repository';
import { productColor, quantityTooLarge, tooMuchInCart } from './product-line';

const ok = { is_success: true as const };

/**
 * The most lines a cart holds: as many as one order takes (placeOrderDataSchema's confirmedLines). A
 * cart the buyer could fill but never order would only be told so at the last click.
 */
export const MAX_CART_LINES = 1000;

const cartFull = (adding: number) =>
  unprocessable(
    `Your cart can hold up to ${MAX_CART_LINES.toLocaleString('en-US')} lines${adding > 1 ? `, and this would add ${adding}` : ''}. Place an order or remove lines to add more.`,
    'CART_FULL',
  );

export async function getCart(deps: Deps, caller: Caller) {
  const rows = await repo.pricedLines(deps.db, 'cart_lines', caller.id, caller.priceLev);
  const cartList = rows.map(repo.toCartLine);
  return {
    ...ok,
    cart: {
      cartList,
      totalQty: rows.reduce((n, r) => n + r.qty, 0),
      subTotal: fromCents(rows.reduce((s, r) => s + r.unit_cents * r.qty, 0)),
    },
  };
}

/**
 * A cart with fewer lines than this takes an add without the account's row: to go past MAX_CART_LINES
 * from here, more than this many adds of new products would have to run at the same moment for one
 * buyer (each counts before the others write). Near the limit every add takes the row, so the count
 * it checks still holds when it writes. Taking the row for every add made one buyer's adds wait for
 * each other (docs/performance.md §11).
 */
export const CART_LINES_WITHOUT_LOCK = MAX_CART_LINES - 100;

export async function addToCart(deps: Deps, caller: Caller, idStyle: string, color: string, qty: number) {
  const lineColor = await productColor(deps, idStyle, color);
  const line =
    (await repo.countCartLines(deps.db, caller.id)) < CART_LINES_WITHOUT_LOCK
      ? await repo.addCartQuantity(deps.db, caller.id, idStyle, lineColor, qty)
      : await deps.db.transaction().execute(async (trx) => {
          await repo.lockCart(trx, caller.id);
          if (
            (await repo.countCartLines(trx, caller.id)) >= MAX_CART_LINES &&
            !(await repo.hasCartLine(trx, caller.id, idStyle, lineColor))
          )
            throw cartFull(1);
          return repo.addCartQuantity(trx, caller.id, idStyle, lineColor, qty);
        });
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

export async function clearCart(deps: Deps, caller: Caller, idCartDtls?: number[]) {
  const removed = await repo.clearCart(deps.db, caller.id, idCartDtls);
  return { ...ok, message: 'Cart cleared', removed };
}

/**
 * Many lines into the cart at once (Add All from the favorites, Copy Order), in the order given. One
 * that would take its cart line past MAX_QUANTITY is refused with nothing added, naming the products,
 * rather than cut without a word; so is a batch that would take the cart past MAX_CART_LINES.
 */
export async function addLines(deps: Deps, caller: Caller, lines: repo.NewCartLine[]): Promise<void> {
  if (lines.length === 0) return;
  await deps.db.transaction().execute(async (trx) => {
    await repo.lockCart(trx, caller.id);
    const inCart = await repo.cartLinesOf(trx, caller.id, lines);
    const held = new Map(inCart.map((line) => [`${line.id_style}\n${line.color}`, line.qty]));
    const over = lines.filter((line) => (held.get(`${line.id_style}\n${line.color}`) ?? 0) + line.qty > MAX_QUANTITY);
    if (over.length > 0) throw tooMuchInCart(over.map((line) => line.id_style));
    const newLines = lines.filter((line) => !held.has(`${line.id_style}\n${line.color}`)).length;
    if (newLines > 0 && (await repo.countCartLines(trx, caller.id)) + newLines > MAX_CART_LINES)
      throw cartFull(newLines);
    await repo.insertCartLines(trx, caller.id, lines);
  });
}
