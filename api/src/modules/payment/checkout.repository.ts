import { sql } from 'kysely';
import { clearCachedAnswers } from '../../lib/answer-cache';
import type { Db } from '../../db/database';
import type { OrderAddress } from '../../db/schema';
import { shipAddressText } from '../order/address-text';

export const findCustomerTaxInfo = (db: Db, customerId: number) =>
  db
    .selectFrom('customers')
    .select(['state', 'tax_exempt', 'email', 'firstname', 'lastname', 'company_nm'])
    .where('id', '=', customerId)
    .executeTakeFirstOrThrow();

/** The payment type of an order paid on terms ('Pay with Cash', `idCC` -1; docs/product.md §7.6); 58 is a card. */
export const PAY_ON_TERMS = 3215;

/**
 * What a customer's unpaid orders on terms come to, in cents: what its credit limit counts
 * (docs/product.md §13.2). Unpaid is a paid status below 2 (unpaid or partly paid, counted whole);
 * a cancelled order owes nothing. `exceptOrder` leaves out the order being placed.
 */
export const unpaidOnTermsCents = async (db: Db, customerId: number, exceptOrder?: number): Promise<number> => {
  let query = db
    .selectFrom('orders')
    .select(sql<number>`coalesce(sum(grand_cents), 0)::float8`.as('unpaid'))
    .where('customer_id', '=', customerId)
    .where('paid_status', '<', 2)
    .where('status', '<>', 'CANCELLED')
    .where('payment_type', '=', PAY_ON_TERMS);
  if (exceptOrder !== undefined) query = query.where('id_so', '<>', exceptOrder);
  return Number((await query.executeTakeFirstOrThrow()).unpaid);
};

/** An order on terms that would take the customer's unpaid orders above its credit limit (cents). */
export class CreditLimitError extends Error {
  constructor(
    readonly limitCents: number,
    readonly unpaidCents: number,
  ) {
    super('The order would go above the credit limit');
  }
}

/**
 * Inside the order's transaction, after its header is written: the customer's row is taken (FOR NO
 * KEY UPDATE, which the order's own foreign key lock does not block), so two orders of one customer
 * are checked one after the other and the second counts the first.
 */
async function assertWithinCreditLimit(trx: Db, customerId: number, idSO: number, orderCents: number) {
  const { credit_limit_cents: limit } = await trx
    .selectFrom('customers')
    .select('credit_limit_cents')
    .where('id', '=', customerId)
    .forNoKeyUpdate()
    .executeTakeFirstOrThrow();
  if (limit === null) return;
  const unpaid = await unpaidOnTermsCents(trx, customerId, idSO);
  if (unpaid + orderCents > limit) throw new CreditLimitError(limit, unpaid);
}

export const findTaxRate = async (db: Db, state: string): Promise<number> =>
  (await db.selectFrom('tax_rates').select('rate_bp').where('state', '=', state).executeTakeFirst())?.rate_bp ?? 0;

export const findOrderByKey = (db: Db, customerId: number, key: string) =>
  db
    .selectFrom('orders')
    .select(['id_so', 'grand_cents', 'cust_po'])
    .where('customer_id', '=', customerId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();

/**
 * The cart was no longer the one priced when the order was written: another request (a second tab)
 * ordered or changed it meanwhile. The transaction is rolled back; `isEmpty` says it was ordered.
 */
export class CartMovedError extends Error {
  constructor(readonly isEmpty: boolean) {
    super(isEmpty ? 'The cart was emptied meanwhile' : 'The cart changed meanwhile');
  }
}

export const sameLines = (a: { id: number; qty: number }[], b: { id: number; qty: number }[]) => {
  const key = (lines: { id: number; qty: number }[]) =>
    lines
      .map((l) => `${l.id}:${l.qty}`)
      .sort()
      .join(',');
  return key(a) === key(b);
};

export interface NewOrder {
  customerId: number;
  custPO: string;
  idempotencyKey: string;
  refIdSO: number | null;
  subtotalCents: number;
  /** What the order's coupon takes off the subtotal (0 without one); tax is on what is left. */
  discountCents: number;
  taxCents: number;
  paymentType: number;
  idCC: number | null;
  bill: OrderAddress;
  ship: OrderAddress;
  comment: string;
  /** The store's coupon code applied (as the store spells it); '' for none. */
  couponCd: string;
  /** The cart lines priced for this order; the same lines must still be in the cart when it is written. */
  cartLines: { id: number; qty: number }[];
  lines: { idStyle: string; webTitle: string; filepath1: string; color: string; qty: number; unitCents: number }[];
}

/**
 * One transaction: the order header first (its unique constraints settle duplicate keys and POs
 * before any stock moves), then the cart emptied, which must take exactly the lines that were priced
 * (a second order of the same cart, with another key and PO, finds them gone: on PostgreSQL its
 * delete waits for the first order's commit), then stock rows locked in a fixed order (no deadlocks),
 * stock taken up to what is there, the rest kept as a backordered line.
 */
/** The ship-to address as one line, the text the orders' Shipping Address1 filter searches: '88 Harbor Way, Seattle, WA 98101'. */
export const insertOrder = (db: Db, order: NewOrder) =>
  insertOrderTransaction(db, order).then((header) => {
    // Stock and best-seller counts moved: kept catalogue answers (search, detail, rails) are out of date.
    clearCachedAnswers(db);
    return header;
  });

const insertOrderTransaction = (db: Db, order: NewOrder) =>
  db.transaction().execute(async (trx) => {
    const header = await trx
      .insertInto('orders')
      .values({
        customer_id: order.customerId,
        cust_po: order.custPO,
        idempotency_key: order.idempotencyKey,
        ref_id_so: order.refIdSO,
        status: 'OPEN',
        paid_status: 0,
        subtotal_cents: order.subtotalCents,
        tax_cents: order.taxCents,
        discount_cents: order.discountCents,
        ship_fee_cents: 0,
        grand_cents: order.subtotalCents - order.discountCents + order.taxCents,
        payment_type: order.paymentType,
        ship_via: 3210,
        id_cc: order.idCC,
        bill_address: JSON.stringify(order.bill),
        ship_address: JSON.stringify(order.ship),
        ship_address_text: shipAddressText(order.ship),
        comment: order.comment,
        coupon_cd: order.couponCd,
      })
      .returning(['id_so', 'grand_cents'])
      .executeTakeFirstOrThrow();
    if (order.paymentType === PAY_ON_TERMS)
      await assertWithinCreditLimit(trx, order.customerId, header.id_so, header.grand_cents);

    const taken = await trx
      .deleteFrom('cart_lines')
      .where('customer_id', '=', order.customerId)
      .returning(['id', 'qty'])
      .execute();
    if (!sameLines(taken, order.cartLines)) throw new CartMovedError(taken.length === 0);

    const skus = [...new Set(order.lines.map((l) => l.idStyle))].sort();
    const stock = await trx
      .selectFrom('products')
      .select(['id_style', 'ava_qty'])
      .where('id_style', 'in', skus)
      .orderBy('id_style')
      .forUpdate()
      .execute();
    const available = new Map(stock.map((s) => [s.id_style, s.ava_qty]));
    const lines = [];
    for (const line of order.lines) {
      const have = available.get(line.idStyle) ?? 0;
      const taken = Math.min(have, line.qty);
      available.set(line.idStyle, have - taken);
      const base = {
        id_so: header.id_so,
        id_style: line.idStyle,
        web_title: line.webTitle,
        filepath1: line.filepath1,
        color: line.color,
        price_cents: line.unitCents,
      };
      if (taken > 0)
        lines.push({
          ...base,
          qty: taken,
          backorder_qty: 0,
          total_cents: taken * line.unitCents,
          shipping_status: 'PROCESSING',
        });
      const rest = line.qty - taken;
      if (rest > 0)
        lines.push({
          ...base,
          qty: rest,
          backorder_qty: rest,
          total_cents: rest * line.unitCents,
          shipping_status: 'BACKORDERED',
        });
      await trx
        .updateTable('products')
        .set({ ava_qty: sql<number>`ava_qty - ${taken}`, sold_count: sql<number>`sold_count + ${line.qty}` })
        .where('id_style', '=', line.idStyle)
        .execute();
    }
    await trx.insertInto('order_lines').values(lines).execute();
    return header;
  });
