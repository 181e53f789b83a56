import type { CartLine } from '@storefront/shared-kernel/contracts';
import { sql } from 'kysely';
import { fromCents, MAX_QUANTITY } from '@storefront/shared-kernel/domain';
import type { QuantityRule } from '@storefront/shared-kernel/quantity-rules';
import type { Db } from '../../db/database';
import { linePriceCents, problemOf } from './quantity-rules';

/**
 * Cart or wishlist lines joined to today's price at a level: the server prices every line itself. A cart
 * line's `unit_cents` is less the volume break its quantity earns (docs/product.md §6.6); a favorite is
 * priced at the level, as the product's cards are.
 */
export const pricedLines = async (db: Db, table: 'cart_lines' | 'wishlist', customerId: number, priceLev: number) => {
  const breakBp =
    table === 'cart_lines'
      ? sql<number | null>`(select b.percent_bp from product_breaks b
          where b.id_style = l.id_style and b.min_qty <= l.qty order by b.min_qty desc limit 1)`
      : sql<number | null>`null::int`;
  const rows = await db
    .selectFrom(`${table} as l` as 'cart_lines as l')
    .innerJoin('products as p', 'p.id_style', 'l.id_style')
    .leftJoin('product_prices as pp', (j) =>
      j.onRef('pp.id_style', '=', 'p.id_style').on('pp.price_lev', '=', priceLev),
    )
    .select([
      'l.id',
      'l.id_style',
      'l.color',
      'l.qty',
      'p.id as product_id',
      'p.web_title',
      'p.filepath1',
      'p.ava_qty',
      'p.qty_per_uom',
      'p.min_buy',
      'p.status',
      'p.retail_cents',
      sql<number>`coalesce(pp.price_cents, 0) - coalesce(pp.sale_cents, 0)`.as('level_cents'),
      breakBp.as('break_bp'),
    ])
    .where('l.customer_id', '=', customerId)
    .orderBy('l.created_at')
    .orderBy('l.id')
    .execute();
  return rows.map((row) => ({ ...row, unit_cents: linePriceCents(row.level_cents, row.break_bp) }));
};

export type PricedLine = Awaited<ReturnType<typeof pricedLines>>[number];

export const toCartLine = (row: PricedLine): CartLine => ({
  idCartDtl: row.id,
  idStyle: row.id_style,
  idStyleDtl: row.product_id,
  webTitle: row.web_title,
  price: fromCents(row.unit_cents),
  retailPrice: fromCents(row.retail_cents),
  totQty: row.qty,
  subTotal: fromCents(row.unit_cents * row.qty),
  filepath1: row.filepath1,
  color: row.color,
  avaQty: row.ava_qty,
  qtyPerUOM: row.qty_per_uom,
  minBuy: row.min_buy,
  problem: problemOf(row),
});

/** A product as a cart line or favorite needs it: its color, and what the quantity rules read. */
export const findProduct = (db: Db, idStyle: string) =>
  db
    .selectFrom('products')
    .select(['id_style', 'color', 'web_title', 'qty_per_uom', 'min_buy', 'status'])
    .where('id_style', '=', idStyle)
    .executeTakeFirst();

/** The products of `idStyles` as the quantity rules read them. */
export const findProducts = (db: Db, idStyles: string[]) =>
  idStyles.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('products')
        .select(['id_style', 'web_title', 'qty_per_uom', 'min_buy', 'status'])
        .where('id_style', 'in', [...new Set(idStyles)])
        .execute();

/** How much of a product in a color the cart holds (0 for no line). */
export const cartQuantity = async (db: Db, customerId: number, idStyle: string, color: string): Promise<number> =>
  (
    await db
      .selectFrom('cart_lines')
      .select('qty')
      .where('customer_id', '=', customerId)
      .where('id_style', '=', idStyle)
      .where('color', '=', color)
      .executeTakeFirst()
  )?.qty ?? 0;

/**
 * Adds to the line of the same product and color, or starts one; one statement, so no lost update.
 * Undefined when the line would go past MAX_QUANTITY, or (a line added to meanwhile) would break the
 * product's pack or minimum: nothing is changed then. The caller checked a new line's quantity.
 */
export const addCartQuantity = (
  db: Db,
  customerId: number,
  idStyle: string,
  color: string,
  qty: number,
  rule: QuantityRule,
) =>
  db
    .insertInto('cart_lines')
    .values({ customer_id: customerId, id_style: idStyle, color, qty })
    .onConflict((oc) =>
      oc
        .columns(['customer_id', 'id_style', 'color'])
        .doUpdateSet({ qty: sql<number>`cart_lines.qty + excluded.qty` })
        .where(sql<number>`cart_lines.qty + excluded.qty`, '<=', MAX_QUANTITY)
        .where(sql<number>`(cart_lines.qty + excluded.qty) % ${rule.pack}`, '=', 0)
        .where(sql<number>`cart_lines.qty + excluded.qty`, '>=', rule.minBuy),
    )
    .returning('id')
    .executeTakeFirst();

export const deleteCartLine = (db: Db, customerId: number, id: number) =>
  db.deleteFrom('cart_lines').where('id', '=', id).where('customer_id', '=', customerId).executeTakeFirst();

export const setCartLineQty = (
  db: Db,
  customerId: number,
  where: { id?: number; idStyle?: string; color?: string },
  qty: number,
) => {
  let q = db.updateTable('cart_lines').set({ qty }).where('customer_id', '=', customerId);
  if (where.id !== undefined) q = q.where('id', '=', where.id);
  else {
    q = q.where('id_style', '=', where.idStyle!);
    if (where.color !== undefined) q = q.where('color', '=', where.color);
  }
  return q.executeTakeFirst();
};

/** The products of the cart lines setCartLineQty would change, as the quantity rules read them. */
export const cartLineProducts = (
  db: Db,
  customerId: number,
  where: { id?: number; idStyle?: string; color?: string },
) => {
  let q = db
    .selectFrom('cart_lines as l')
    .innerJoin('products as p', 'p.id_style', 'l.id_style')
    .select(['p.id_style', 'p.web_title', 'p.qty_per_uom', 'p.min_buy', 'p.status'])
    .where('l.customer_id', '=', customerId);
  if (where.id !== undefined) q = q.where('l.id', '=', where.id);
  else {
    q = q.where('l.id_style', '=', where.idStyle!);
    if (where.color !== undefined) q = q.where('l.color', '=', where.color);
  }
  return q.execute();
};

/**
 * Takes the account's row for the rest of the transaction: writes that add lines to one cart go one
 * after the other, so a check of its line count still holds when the lines are written.
 */
export const lockCart = (trx: Db, customerId: number) =>
  trx.selectFrom('customers').select('id').where('id', '=', customerId).forUpdate().execute();

export const countCartLines = async (db: Db, customerId: number): Promise<number> =>
  (
    await db
      .selectFrom('cart_lines')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('customer_id', '=', customerId)
      .executeTakeFirstOrThrow()
  ).n;

export const hasCartLine = async (db: Db, customerId: number, idStyle: string, color: string): Promise<boolean> =>
  (await db
    .selectFrom('cart_lines')
    .select('id')
    .where('customer_id', '=', customerId)
    .where('id_style', '=', idStyle)
    .where('color', '=', color)
    .executeTakeFirst()) !== undefined;

/** A product line to add to the cart: from the favorites, or from a past order. */
export type NewCartLine = { id_style: string; color: string; qty: number };

/** The lines already in the cart of these products and colors, with their quantities. */
export const cartLinesOf = (db: Db, customerId: number, lines: NewCartLine[]) =>
  lines.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('cart_lines')
        .select(['id_style', 'color', 'qty'])
        .where('customer_id', '=', customerId)
        .where('id_style', 'in', [...new Set(lines.map((line) => line.id_style))])
        .execute();

/**
 * Lines into the cart in one statement, in the order given (the cart lists lines as they came),
 * adding to lines already there. The caller checked the quantities with the cart locked (addLines in
 * cart.service.ts): only a quantity set meanwhile (cart/set, which adds no line) can reach the cap here.
 */
export const insertCartLines = (db: Db, customerId: number, lines: NewCartLine[]) =>
  db
    .insertInto('cart_lines')
    .values(lines.map((line) => ({ customer_id: customerId, ...line })))
    .onConflict((oc) =>
      oc
        .columns(['customer_id', 'id_style', 'color'])
        .doUpdateSet({ qty: sql<number>`least(cart_lines.qty + excluded.qty, ${MAX_QUANTITY})` }),
    )
    .execute();

/** Every line of the cart, or only the lines `ids` names: how many were removed. */
export const clearCart = async (db: Db, customerId: number, ids?: number[]): Promise<number> => {
  if (ids?.length === 0) return 0;
  let q = db.deleteFrom('cart_lines').where('customer_id', '=', customerId);
  if (ids) q = q.where('id', 'in', ids);
  return Number((await q.executeTakeFirst()).numDeletedRows);
};
