import { formatMoney, fromCents } from '@storefront/shared-kernel/domain';
import { usStateCode } from '@storefront/shared-kernel/places';
import type { Caller, Deps } from '../../deps';
import type { OrderAddress } from '../../db/schema';
import { conflict, isUniqueViolation, notFound, unprocessable } from '../../lib/errors';
import { pricedLines } from '../cart/cart.repository';
import { assertCartOrderable } from '../cart/quantity-rules';
import { sendOrderConfirmationOnce } from '../order/order-email';
import { findOwnOrder, isSamePo, poExists } from '../order/order.repository';
import { discountCents, findUsableCoupon, type AppliedCoupon } from '../coupon/coupon.service';
import * as repo from './checkout.repository';
import { findAddress, findCard, findPreselectedShipAddress } from './payment.repository';

/** 'CA', 'ca' or 'California' -> 'CA'. Calls take known states only; rows stored before that may hold other text. */
export const toStateCode = (state: string): string => usStateCode(state) ?? state.trim().toUpperCase();

/**
 * The caller's cart at today's prices (each line's less its volume break, docs/product.md §6.6), less the
 * coupon's discount, with tax by ship-to state on what is left after the discount (none for a tax-exempt
 * customer: set by staff, at first from a seller's permit on file; docs/product.md §13.2).
 */
export async function costCart(
  deps: Deps,
  caller: Caller,
  shipState: string | undefined,
  coupon: AppliedCoupon | null,
) {
  const lines = await pricedLines(deps.db, 'cart_lines', caller.id, caller.priceLev);
  const customer = await repo.findCustomerTaxInfo(deps.db, caller.id);
  const state = toStateCode(shipState || customer.state);
  const exempt = customer.tax_exempt;
  const rateBp = exempt ? 0 : await repo.findTaxRate(deps.db, state);
  const subtotal = lines.reduce((s, l) => s + l.unit_cents * l.qty, 0);
  const discount = discountCents(subtotal, coupon);
  const tax = Math.round(((subtotal - discount) * rateBp) / 10_000);
  return { lines, subtotal, discount, tax, total: subtotal - discount + tax, rateBp, exempt, customer, coupon };
}

/**
 * The ship-to state of a cost: the address or state asked for, else that of the address checkout
 * preselects, so the cart shows the tax its confirmation will. Only a buyer without a ship-to address
 * is left to the profile's state.
 */
async function costShipState(deps: Deps, caller: Caller, input: { idAddr?: number; states?: string }) {
  if (input.idAddr !== undefined) {
    const address = await findAddress(deps.db, caller.id, input.idAddr);
    if (!address) throw notFound('Address not found');
    return address.states;
  }
  if (input.states) return input.states;
  return (await findPreselectedShipAddress(deps.db, caller.id))?.states;
}

export async function getOrderCost(
  deps: Deps,
  caller: Caller,
  input: { idAddr?: number; states?: string; couponCd?: string },
) {
  const coupon = await findUsableCoupon(deps.db, deps.config.storeTimeZone, input.couponCd, 'couponCd');
  const cost = await costCart(deps, caller, await costShipState(deps, caller, input), coupon);
  // A marked cart line has no cost to tell: it is fixed first (docs/product.md §6.6).
  assertCartOrderable(cost.lines);
  return {
    is_success: true as const,
    orderAmount: {
      output_subTotAmt: fromCents(cost.subtotal),
      output_discountAmt: fromCents(cost.discount),
      output_taxAmt: fromCents(cost.tax),
      output_shipFee: 0,
      output_totAmt: fromCents(cost.total),
      taxRate: cost.rateBp / 100,
      taxExempt: cost.exempt,
      coupon: coupon && { couponCd: coupon.code, description: coupon.description },
    },
  };
}

type Fields = Record<string, unknown>;
const addressFrom = (data: Fields, prefix: 'bill' | 'ship'): OrderAddress => {
  const get = (name: string) => String(data[`${prefix}_${name}`] ?? '');
  return {
    firstNm: get('firstNm'),
    lastNm: get('lastNm'),
    companyNm: get('company'),
    addr: get('addr'),
    addr2: get('addr2'),
    city: get('city'),
    states: toStateCode(get('state')),
    zipcode: get('zipcode'),
    country: get('country'),
    tel: get('phone'),
  };
};

const cartChanged = () =>
  conflict('Your cart changed while the order was being placed. Please review it and try again.', 'CART_CHANGED');

const poTaken = (po: string) => conflict(`Customer PO# ${po} is already exist!`, 'PO_EXISTS');

/**
 * The order this checkout's key already made, answered again (a double click, a retry after a lost
 * answer). The same key under another PO number is another order, not a retry: answering it with the
 * first order's number would tell the buyer an order was placed that never was.
 */
async function findReplay(deps: Deps, caller: Caller, idempotencyKey: string, custPO: string) {
  const order = await repo.findOrderByKey(deps.db, caller.id, idempotencyKey);
  if (order && !isSamePo(order.cust_po, custPO))
    throw unprocessable(
      `This checkout was already placed as order ${order.id_so}. Please start the checkout again for a new order.`,
      'CHECKOUT_ALREADY_PLACED',
    );
  return order
    ? {
        is_success: true as const,
        message: 'Order placed',
        idSO: order.id_so,
        grandAmount: fromCents(order.grand_cents),
        isReplay: true,
      }
    : null;
}

/**
 * A concurrent request got there first (it emptied the cart or took a unique key). The answer must not
 * depend on which step noticed: the same key is a replay of its order, the same PO number is always the
 * 409 PO clash, and only otherwise is `otherwise` (empty or changed cart) the answer.
 */
async function afterLostRace(
  deps: Deps,
  caller: Caller,
  idempotencyKey: string,
  custPO: string,
  otherwise: unknown,
): Promise<NonNullable<Awaited<ReturnType<typeof findReplay>>>> {
  const winner = await findReplay(deps, caller, idempotencyKey, custPO);
  if (winner) return winner;
  if (await poExists(deps.db, caller.id, custPO)) throw poTaken(custPO);
  throw otherwise;
}

/**
 * An order's money is kept in whole cents in 32-bit columns, so its total (and with it every line's)
 * must stay within $21,474,836.47. Quantities are capped per line only, so a cart can go past that;
 * such an order is refused whole, with the cart left as it was.
 */
export const MAX_ORDER_CENTS = 2_147_483_647;
const orderTooLarge = () =>
  unprocessable(
    'An order can total at most $21,474,836.47. Please split this one into smaller orders.',
    'ORDER_TOO_LARGE',
  );

/** An order on terms above the customer's credit limit (docs/product.md §13.2), naming the limit and what is open. */
const creditLimitReached = ({ limitCents, unpaidCents }: repo.CreditLimitError) =>
  unprocessable(
    `This order would take your account above its credit limit of ${formatMoney(fromCents(limitCents))}. Orders not yet paid come to ${formatMoney(fromCents(unpaidCents))}. Please contact customer service.`,
    'CREDIT_LIMIT',
  );

export async function placeOrder(
  deps: Deps,
  caller: Caller,
  idempotencyKey: string,
  data: Fields & {
    custPO: string;
    idCC: number;
    couponCd?: string;
    refIdSO?: number | null;
    confirmedLines?: { idCartDtl: number; totQty: number }[];
  },
) {
  const replay = await findReplay(deps, caller, idempotencyKey, data.custPO);
  if (replay) return replay;
  // Checked up front for a clear answer; the unique constraint still decides when two requests race.
  // A request with the same key may have committed in between: that is a replay, not a PO clash.
  if (await poExists(deps.db, caller.id, data.custPO)) {
    const late = await findReplay(deps, caller, idempotencyKey, data.custPO);
    if (late) return late;
    throw poTaken(data.custPO);
  }
  if (data.idCC !== -1 && !(await findCard(deps.db, caller.id, data.idCC))) throw notFound('Payment method not found');
  // The order this one copies (Copy Order's ?from=): kept only when it is the caller's own.
  const refIdSO = data.refIdSO && (await findOwnOrder(deps.db, caller.id, data.refIdSO)) ? data.refIdSO : null;
  const ship = addressFrom(data, 'ship');
  const bill = addressFrom(data, 'bill');
  // Checked when the order is placed, not only at Apply: a code may have expired or been turned off since.
  const coupon = await findUsableCoupon(deps.db, deps.config.storeTimeZone, data.couponCd, 'data.couponCd');
  const cost = await costCart(deps, caller, ship.states, coupon);
  if (cost.lines.length === 0)
    return afterLostRace(deps, caller, idempotencyKey, data.custPO, unprocessable('Your cart is empty.', 'CART_EMPTY'));
  // A cart other than the one confirmed is the first thing to tell: the buyer has not seen this order.
  const confirmed = data.confirmedLines?.map((l) => ({ id: l.idCartDtl, qty: l.totQty }));
  if (confirmed && !repo.sameLines(confirmed, cost.lines)) throw cartChanged();
  assertCartOrderable(cost.lines);
  if (cost.subtotal > MAX_ORDER_CENTS || cost.total > MAX_ORDER_CENTS) throw orderTooLarge();

  let header: { id_so: number; grand_cents: number };
  try {
    header = await repo.insertOrder(deps.db, {
      customerId: caller.id,
      custPO: data.custPO,
      idempotencyKey,
      refIdSO,
      cartLines: cost.lines.map((l) => ({ id: l.id, qty: l.qty })),
      subtotalCents: cost.subtotal,
      discountCents: cost.discount,
      taxCents: cost.tax,
      paymentType: data.idCC === -1 ? repo.PAY_ON_TERMS : 58,
      idCC: data.idCC === -1 ? null : data.idCC,
      bill,
      ship,
      comment: String(data.shippingComment ?? data.shipNote ?? '').slice(0, 1000),
      couponCd: coupon?.code ?? '',
      lines: cost.lines.map((l) => ({
        idStyle: l.id_style,
        webTitle: l.web_title,
        filepath1: l.filepath1,
        color: l.color,
        qty: l.qty,
        unitCents: l.unit_cents,
      })),
    });
  } catch (error) {
    // Another request ordered (or changed) this cart after it was priced here: nothing was written.
    if (error instanceof repo.CartMovedError)
      return afterLostRace(
        deps,
        caller,
        idempotencyKey,
        data.custPO,
        error.isEmpty ? unprocessable('Your cart is empty.', 'CART_EMPTY') : cartChanged(),
      );
    if (error instanceof repo.CreditLimitError) throw creditLimitReached(error);
    // A concurrent request with the same key or PO won the race (whichever constraint fired first).
    if (isUniqueViolation(error)) return afterLostRace(deps, caller, idempotencyKey, data.custPO, error);
    throw error;
  }
  // The order stands even if the mail fails (docs/product.md §7.5): the failure is only logged.
  deps.background.run(
    () => sendOrderConfirmationOnce(deps, caller.id, header.id_so).then(() => undefined),
    (error) => deps.log.warn({ err: error, idSO: header.id_so }, 'order confirmation email failed'),
  );
  return {
    is_success: true as const,
    message: 'Order placed',
    idSO: header.id_so,
    grandAmount: fromCents(header.grand_cents),
    isReplay: false,
  };
}
