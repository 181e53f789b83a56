import { sql } from 'kysely';
import { MAX_QUANTITY } from '@storefront/shared-kernel/domain';
import type { Db } from '../../db/database';

/** Adds to the favorite of the same product and color, or starts one; undefined past MAX_QUANTITY (nothing changed). */
export const addFavorite = (db: Db, customerId: number, idStyle: string, color: string, qty: number) =>
  db
    .insertInto('wishlist')
    .values({ customer_id: customerId, id_style: idStyle, color, qty })
    .onConflict((oc) =>
      oc
        .columns(['customer_id', 'id_style', 'color'])
        .doUpdateSet({ qty: sql<number>`wishlist.qty + excluded.qty` })
        .where(sql<number>`wishlist.qty + excluded.qty`, '<=', MAX_QUANTITY),
    )
    .returning('id')
    .executeTakeFirst();

export const deleteFavorite = (db: Db, customerId: number, id: number) =>
  db.deleteFrom('wishlist').where('id', '=', id).where('customer_id', '=', customerId).executeTakeFirst();

export const setFavoriteQty = (
  db: Db,
  customerId: number,
  where: { id?: number; idStyle?: string; color?: string },
  qty: number,
) => {
  let q = db.updateTable('wishlist').set({ qty }).where('customer_id', '=', customerId);
  if (where.id !== undefined) q = q.where('id', '=', where.id);
  else {
    q = q.where('id_style', '=', where.idStyle!);
    if (where.color !== undefined) q = q.where('color', '=', where.color);
  }
  return q.executeTakeFirst();
};

export const clearFavorites = (db: Db, customerId: number) =>
  db.deleteFrom('wishlist').where('customer_id', '=', customerId).execute();

/**
 * The favorites as lines for the cart, in the favorites' own order (the cart lists them as the page did),
 * each saying whether its product is still for sale (a hidden one is not: docs/product.md §6.6).
 */
export const favoriteLines = (db: Db, customerId: number) =>
  db
    .selectFrom('wishlist as w')
    .innerJoin('products as p', 'p.id_style', 'w.id_style')
    .select(['w.id_style', 'w.color', 'w.qty', 'p.status'])
    .where('w.customer_id', '=', customerId)
    .orderBy('w.id')
    .execute();
