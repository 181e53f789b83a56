import { fromCents } from '@storefront/shared-kernel/domain';
import type { Caller, Deps } from '../../deps';
import { notFound, unprocessable } from '../../lib/errors';
import { pricedLines } from '../cart/cart.repository';
import { addLines } from '../cart/cart.service';
import { productForLine, quantityTooLarge } from '../cart/product-line';
import { isForSale } from '../cart/quantity-rules';
import * as repo from './favorites.repository';

const ok = { is_success: true as const };

export async function getFavorites(deps: Deps, caller: Caller) {
  const rows = await pricedLines(deps.db, 'wishlist', caller.id, caller.priceLev);
  return {
    ...ok,
    favorites: rows.map((r) => ({
      idWishlist: r.id,
      idStyle: r.id_style,
      idStyleDtl: r.product_id,
      webTitle: r.web_title,
      price: fromCents(r.unit_cents),
      totQty: r.qty,
      filepath1: r.filepath1,
      color: r.color,
      avaQty: r.ava_qty,
      qtyPerUOM: r.qty_per_uom,
    })),
  };
}

export async function addFavorite(deps: Deps, caller: Caller, idStyle: string, color: string, qty: number) {
  const { color: lineColor } = await productForLine(deps, idStyle, color);
  const row = await repo.addFavorite(deps.db, caller.id, idStyle, lineColor, qty);
  if (!row) throw quantityTooLarge('quantity');
  return { ...ok, success: true as const, message: 'Added to favorites', idWishlist: row.id };
}

export async function removeFavorite(deps: Deps, caller: Caller, idWishlist: number) {
  const result = await repo.deleteFavorite(deps.db, caller.id, idWishlist);
  if (Number(result.numDeletedRows) === 0) throw notFound('Favorite not found');
  return { ...ok, message: 'Remove from Favorites Success!' };
}

export async function setFavorite(
  deps: Deps,
  caller: Caller,
  where: { id?: number; idStyle?: string; color?: string },
  qty: number,
) {
  const result = await repo.setFavoriteQty(deps.db, caller.id, where, qty);
  if (Number(result.numUpdatedRows) === 0) throw notFound('Favorite not found');
  return { ...ok, message: 'Favorites updated' };
}

export async function clearFavorites(deps: Deps, caller: Caller) {
  await repo.clearFavorites(deps.db, caller.id);
  return { ...ok, message: 'Favorites cleared' };
}

export async function createCartFromFavorites(deps: Deps, caller: Caller) {
  const favorites = await repo.favoriteLines(deps.db, caller.id);
  if (favorites.length === 0) throw unprocessable('No favorites found.', 'NO_FAVORITES');
  // Products no longer for sale are left out, as Copy Order leaves them out (docs/product.md §6.6).
  const lines = favorites.filter(isForSale).map(({ id_style, color, qty }) => ({ id_style, color, qty }));
  if (lines.length === 0) throw unprocessable('None of your favorites are sold any more.', 'NOTHING_TO_ADD');
  await addLines(deps, caller, lines);
  return { ...ok, message: 'Cart created successfully!' };
}
