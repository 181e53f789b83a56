import { fromCents, MAX_QUANTITY } from '@storefront/shared-kernel/domain';
import type { Caller, Deps } from '../../deps';
import { notFound, unprocessable } from '../../lib/errors';
import * as repo from './cart.repository';
import { productForLine, quantityTooLarge, tooMuchInCart } from './product-line';
import { assertQuantity, quantityRefusal, type RuledProduct } from './quantity-rules';

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

/**
 * The refusal of an add the statement did not take: past MAX_QUANTITY, or the line's resulting quantity
 * (what the cart holds now, a line added to meanwhile, plus what is added) breaking a rule.
 */
async function refusedAdd(deps: Deps, caller: Caller, product: RuledProduct & { color: string }, qty: number) {
  const resulting = (await repo.cartQuantity(deps.db, caller.id, product.id_style, product.color)) + qty;
  if (resulting > MAX_QUANTITY) return quantityTooLarge('totQty');
  return quantityRefusal([{ product, qty: resulting }]) ?? quantityTooLarge('totQty');
}

/**
 * Adds to the line of the product, refusing a resulting quantity off the pack or below the minimum
 * (docs/product.md §6.6): checked against the line read first, and again by the statement that adds.
 */
export async function addToCart(deps: Deps, caller: Caller, idStyle: string, color: string, qty: number) {
  const product = await productForLine(deps, idStyle, color);
  const held = await repo.cartQuantity(deps.db, caller.id, idStyle, product.color);
  if (held + qty <= MAX_QUANTITY) assertQuantity(product, held + qty);
  const rule = { pack: Math.max(1, product.qty_per_uom), minBuy: product.min_buy };
  const line =
    (await repo.countCartLines(deps.db, caller.id)) < CART_LINES_WITHOUT_LOCK
      ? await repo.addCartQuantity(deps.db, caller.id, idStyle, product.color, qty, rule)
      : await deps.db.transaction().execute(async (trx) => {
          await repo.lockCart(trx, caller.id);
          if (
            (await repo.countCartLines(trx, caller.id)) >= MAX_CART_LINES &&
            !(await repo.hasCartLine(trx, caller.id, idStyle, product.color))
          )
            throw cartFull(1);
          return repo.addCartQuantity(trx, caller.id, idStyle, product.color, qty, rule);
        });
  if (!line) throw await refusedAdd(deps, caller, product, qty);
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
  // The new quantity is the line's: refused off the pack or below the minimum (docs/product.md §6.6).
  const refusal = quantityRefusal(
    (await repo.cartLineProducts(deps.db, caller.id, where)).map((product) => ({ product, qty })),
  );
  if (refusal) throw refusal;
  const result = await repo.setCartLineQty(deps.db, caller.id, where, qty);
  if (Number(result.numUpdatedRows) === 0) throw notFound('Cart line not found');
  return { ...ok, message: 'Cart updated' };
}

export async function clearCart(deps: Deps, caller: Caller, idCartDtls?: number[]) {
  const removed = await repo.clearCart(deps.db, caller.id, idCartDtls);
  return { ...ok, message: 'Cart cleared', removed };
}

/**
 * Many lines into the cart at once (Add All from the favorites, Copy Order), in the order given, of
 * products for sale (the callers leave hidden ones out). One that would take its cart line past
 * MAX_QUANTITY is refused with nothing added, naming the products, rather than cut without a word; so
 * is a batch whose resulting lines break a pack or a minimum (docs/product.md §6.6), and a batch that
 * would take the cart past MAX_CART_LINES.
 */
export async function addLines(deps: Deps, caller: Caller, lines: repo.NewCartLine[]): Promise<void> {
  if (lines.length === 0) return;
  await deps.db.transaction().execute(async (trx) => {
    await repo.lockCart(trx, caller.id);
    const inCart = await repo.cartLinesOf(trx, caller.id, lines);
    const held = new Map(inCart.map((line) => [`${line.id_style}\n${line.color}`, line.qty]));
    const resulting = (line: repo.NewCartLine) => (held.get(`${line.id_style}\n${line.color}`) ?? 0) + line.qty;
    const over = lines.filter((line) => resulting(line) > MAX_QUANTITY);
    if (over.length > 0) throw tooMuchInCart(over.map((line) => line.id_style));
    const products = new Map(
      (
        await repo.findProducts(
          trx,
          lines.map((line) => line.id_style),
        )
      ).map((p) => [p.id_style, p]),
    );
    const refusal = quantityRefusal(
      lines.flatMap((line) => {
        const product = products.get(line.id_style);
        return product ? [{ product, qty: resulting(line) }] : [];
      }),
    );
    if (refusal) throw refusal;
    const newLines = lines.filter((line) => !held.has(`${line.id_style}\n${line.color}`)).length;
    if (newLines > 0 && (await repo.countCartLines(trx, caller.id)) + newLines > MAX_CART_LINES)
      throw cartFull(newLines);
    await repo.insertCartLines(trx, caller.id, lines);
  });
}
