import { TIME_ZONE_MESSAGE } from '@storefront/shared-kernel/contracts';
import { fromCents, ORDER_LIST_LIMIT } from '@storefront/shared-kernel/domain';
import type { Caller, Deps } from '../../deps';
import { badRequest, notFound, unprocessable } from '../../lib/errors';
import { addLines } from '../cart/cart.service';
import { sendOrderConfirmationOnce } from './order-email';
import * as repo from './order.repository';

const ok = { is_success: true as const };
const NOT_FOUND = 'Order not found';
/** PostgreSQL's invalid_parameter_value, which an unknown time zone raises. */
const INVALID_PARAMETER_VALUE = '22023';

type OrderRow = Awaited<ReturnType<typeof repo.findOrders>>[number];

export async function listOrders(deps: Deps, caller: Caller, filter: repo.OrderFilter) {
  // One more than is listed: whether there are more is told, never left for the buyer to guess.
  const rows = await repo.findOrders(deps.db, caller.id, filter, ORDER_LIST_LIMIT + 1).catch((error: unknown) => {
    // The runtime's time zones and the database's are not the same list (old aliases such as
    // US/Pacific-New pass the contract's check): a name the database refuses is the request's fault.
    if (filter.timeZone && (error as { code?: string } | undefined)?.code === INVALID_PARAMETER_VALUE)
      throw badRequest(TIME_ZONE_MESSAGE, { timeZone: [TIME_ZONE_MESSAGE] });
    throw error;
  });
  return { ...ok, orderList: rows.slice(0, ORDER_LIST_LIMIT).map(toSummary), hasMore: rows.length > ORDER_LIST_LIMIT };
}

export async function getOrderDetail(deps: Deps, caller: Caller, idSO: number) {
  const [row] = await repo.findOrders(deps.db, caller.id, { idSO }, 1);
  if (!row) throw notFound(NOT_FOUND);
  return { ...ok, order: toSummary(row) };
}

const toSummary = (r: OrderRow) => ({
  idSO: r.id_so,
  custPO: r.cust_po,
  orderDT: new Date(r.created_at).toISOString(),
  idStyle: r.first_sku,
  status: r.status,
  paidStatus: r.paid_status,
  subTotal: fromCents(r.subtotal_cents),
  taxAmount: fromCents(r.tax_cents),
  grandAmount: fromCents(r.grand_cents),
  discount: fromCents(r.discount_cents),
  shipFee: fromCents(r.ship_fee_cents),
  shippingMethod: r.ship_name ?? '',
  paymentMethod: r.pay_name ?? '',
  shippingAddress: r.ship_address_text,
});

/** Another customer's order answers exactly like a missing one: 404, nothing revealed. */
async function ownOrder(deps: Deps, caller: Caller, idSO: number) {
  const order = await repo.findOwnOrder(deps.db, caller.id, idSO);
  if (!order) throw notFound(NOT_FOUND);
  return order;
}

export async function copyOrder(deps: Deps, caller: Caller, idSO: number) {
  await ownOrder(deps, caller, idSO);
  const lines = await repo.orderLinesForCart(deps.db, idSO);
  const copied = lines.length;
  if (copied === 0) throw unprocessable('None of the products of this order are sold any more.', 'NOTHING_TO_COPY');
  await addLines(deps, caller, lines);
  // Said to the buyer, who would otherwise find lines missing at checkout without a word.
  const skipped = await repo.countProductsGone(deps.db, idSO);
  return { ...ok, message: 'Order copied to cart', copied, skipped };
}

export async function checkPo(deps: Deps, caller: Caller, po: string) {
  const exists = await repo.poExists(deps.db, caller.id, po);
  return { ...ok, is_exist: exists, ...(exists ? { message: `Customer PO# ${po} is already exist!` } : {}) };
}

export async function getPayMethod(deps: Deps, caller: Caller, idSO: number) {
  const order = await ownOrder(deps, caller, idSO);
  return { ...ok, codeNm: await repo.codeName(deps.db, 'PAY', order.payment_type) };
}

export async function getShipMethod(deps: Deps, caller: Caller, idSO: number) {
  const order = await ownOrder(deps, caller, idSO);
  return { ...ok, codeNm: await repo.codeName(deps.db, 'SHIP', order.ship_via) };
}

export async function getAddress(deps: Deps, caller: Caller, idSO: number, which: 'bill' | 'ship') {
  const order = await ownOrder(deps, caller, idSO);
  return [which === 'bill' ? order.bill_address : order.ship_address];
}

export async function getItems(deps: Deps, caller: Caller, idSO: number) {
  await ownOrder(deps, caller, idSO);
  const lines = await repo.findOrderLines(deps.db, idSO);
  return lines.map((l) => ({
    filepath1: l.filepath1,
    idStyle: l.id_style,
    webTitle: l.web_title,
    color: l.color,
    totQty: l.qty,
    backorderQty: l.backorder_qty,
    costPrice: fromCents(l.price_cents),
    totPrice: fromCents(l.total_cents),
    shippingStatus: l.shipping_status,
    carrier: l.carrier,
    trackingNo: l.tracking_no,
    shipDate: l.ship_day,
  }));
}

export async function resendConfirmation(deps: Deps, caller: Caller, idSO: number) {
  await ownOrder(deps, caller, idSO);
  const sent = await sendOrderConfirmationOnce(deps, caller.id, idSO);
  return { ...ok, message: sent ? 'Confirmation sent' : 'Confirmation already sent' };
}
