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

/** The favorites whose cart line would go past MAX_QUANTITY with them added. */
export const favoritesOverMax = (db: Db, customerId: number) =>
  db
    .selectFrom('wishlist as w')
    .innerJoin('cart_lines as c', (join) =>
      join
        .onRef('c.customer_id', '=', 'w.customer_id')
        .onRef('c.id_style', '=', 'w.id_style')
        .onRef('c.color', '=', 'w.color'),
    )
    .select('w.id_style')
    .where('w.customer_id', '=', customerId)
    .where(sql<number>`c.qty + w.qty`, '>', MAX_QUANTITY)
    .orderBy('w.id')
    .execute();

/**
 * Every favorite into the cart in one statement; quantities add up with lines already there. The
 * lines are made in the favorites' own order, so the cart lists them as the favorites page did.
 */
export const copyFavoritesToCart = (db: Db, customerId: number) =>
  db
    .insertInto('cart_lines')
    .columns(['customer_id', 'id_style', 'color', 'qty'])
    .expression((eb) =>
      eb
        .selectFrom('wishlist')
        .select(['customer_id', 'id_style', 'color', 'qty'])
        .where('customer_id', '=', customerId)
        .orderBy('id'),
    )
    .onConflict((oc) =>
      oc
        .columns(['customer_id', 'id_style', 'color'])
        // Only a line added to at the same moment from elsewhere can get here (favoritesOverMax came first).
        .doUpdateSet({ qty: sql<number>`least(cart_lines.qty + excluded.qty, ${MAX_QUANTITY})` }),
    )
    .executeTakeFirst();
