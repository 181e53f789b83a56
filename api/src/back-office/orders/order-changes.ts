import {
  ORDER_CHANGED_MESSAGE,
  type AdminOrderDetail,
  type LineShippingStatus,
  type OrderStatus,
} from '@storefront/shared-kernel/contracts';
import { fromCents, MAX_ID } from '@storefront/shared-kernel/domain';
import { sql, type Selectable, type Transaction, type Updateable } from 'kysely';
import type { Database, OrdersTable } from '../../db/schema';
import type { Deps } from '../../deps';
import { clearCachedAnswers } from '../../lib/answer-cache';
import { badRequest, conflict, notFound, unprocessable } from '../../lib/errors';
import { changedFields, recordAudit, type Actor } from '../audit';
import { mailOrderCancelled, mailLinesShipped } from './order-mails';
import { readAdminOrder } from './order-read';
import { isClosed, nextStatusesOf, statusFromLines, transitionRefusal } from './order-status';
import { returnStockOf } from './order-stock';

export const ORDER_NOT_FOUND = 'Order not found';

type Trx = Transaction<Database>;
type OrderRecord = Selectable<OrdersTable>;

/** Which order a change is for, and the version the member read it at. */
export interface OrderRef {
  orderNo: number;
  version: number;
}

/** What one change decides: the order's columns to write, the fields it touched for the audit log. */
interface Change {
  set: Updateable<OrdersTable>;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  /** Work once the change is kept (a mail to the buyer): never inside the transaction it waits on. */
  afterCommit?: () => Promise<void>;
}

/** The order as the desk shows it, with the statuses set-status takes for it now. */
export const withNextStatuses = (order: NonNullable<Awaited<ReturnType<typeof readAdminOrder>>>): AdminOrderDetail => ({
  ...order,
  nextStatuses: [...nextStatusesOf(order.status)],
});

/**
 * One staff change to an order, in one transaction (docs/product.md §13.3): the order locked, the
 * version the member read checked against its own (another member's save in between: 409 and nothing
 * written), the change decided and written with the order's version bumped and an audit row. A save
 * that changes nothing writes nothing. Answers the order as it now is.
 */
async function changeOrder(
  deps: Deps,
  actor: Actor,
  ref: OrderRef,
  action: string,
  decide: (trx: Trx, order: OrderRecord) => Promise<Change>,
): Promise<AdminOrderDetail> {
  const { order, afterCommit } = await deps.db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('orders')
      .selectAll()
      .where('id_so', '=', ref.orderNo)
      .forUpdate()
      .executeTakeFirst();
    if (!current) throw notFound(ORDER_NOT_FOUND, 'ORDER_NOT_FOUND');
    if (current.version !== ref.version) throw conflict(ORDER_CHANGED_MESSAGE, 'ORDER_CHANGED');
    const change = await decide(trx, current);
    const audit = changedFields(change.before, change.after);
    const changed = Object.keys(audit.after).length > 0;
    if (changed) {
      await trx
        .updateTable('orders')
        .set((eb) => ({ ...change.set, version: eb('version', '+', 1), updated_at: sql<Date>`now()` }))
        .where('id_so', '=', current.id_so)
        .execute();
      await recordAudit(trx, actor, { action, recordKind: 'order', recordId: current.id_so, ...audit });
    }
    return {
      order: (await readAdminOrder(trx, current.id_so))!,
      afterCommit: changed ? change.afterCommit : undefined,
    };
  });
  if (afterCommit)
    // The change stands even if its mail fails: the failure is only logged.
    deps.background.run(afterCommit, (error) =>
      deps.log.warn({ err: error, idSO: ref.orderNo, action }, 'order desk email failed'),
    );
  return withNextStatuses(order);
}

/**
 * Sets an order's status along the allowed transitions (order-status.ts). Cancelling returns the
 * stock the order took and mails the buyer.
 */
export async function setOrderStatus(deps: Deps, actor: Actor, ref: OrderRef & { status: OrderStatus }) {
  const answer = await changeOrder(deps, actor, ref, 'order.status', async (trx, order) => {
    if (!nextStatusesOf(order.status).includes(ref.status))
      throw unprocessable(transitionRefusal(order.status, ref.status), 'INVALID_TRANSITION');
    const cancels = ref.status === 'CANCELLED';
    const returned = cancels ? await returnStockOf(trx, order.id_so) : undefined;
    return {
      set: { status: ref.status },
      before: { status: order.status },
      after: { status: ref.status, ...(returned && { stockReturned: returned }) },
      afterCommit: cancels ? () => mailOrderCancelled(deps, order.id_so) : undefined,
    };
  });
  // Stock moved: kept catalogue answers (stock, best sellers) are out of date (docs/product.md §7.7).
  if (ref.status === 'CANCELLED') clearCachedAnswers(deps.db);
  return answer;
}

export interface LineShipment {
  lineId: number;
  shippingStatus: LineShippingStatus;
  carrier?: string;
  trackingNo?: string;
  shipDate?: string;
}

/** Today as the store counts days (YYYY-MM-DD). */
const storeToday = (timeZone: string) => new Date().toLocaleDateString('en-CA', { timeZone });

/**
 * Sets the shipping of some of an order's lines; the order's status follows its lines
 * (statusFromLines). A closed order's lines stay as they are. Carrier and tracking number left out
 * are kept; a shipped line without a ship date shipped today. The lines that become SHIPPED are
 * mailed to the buyer with their carrier and tracking number once the change is kept.
 */
export async function shipOrderLines(deps: Deps, actor: Actor, ref: OrderRef & { lines: LineShipment[] }) {
  return changeOrder(deps, actor, ref, 'order.lines', async (trx, order) => {
    if (isClosed(order.status))
      throw unprocessable(`An order that is ${order.status} cannot have its lines shipped.`, 'ORDER_CLOSED');
    const lines = await trx
      .selectFrom('order_lines')
      .select([
        'id',
        'shipping_status',
        'carrier',
        'tracking_no',
        sql<string | null>`to_char(ship_date, 'YYYY-MM-DD')`.as('ship_day'),
      ])
      .where('id_so', '=', order.id_so)
      .orderBy('id')
      .execute();
    const byId = new Map(lines.map((line) => [line.id, line]));
    const unknown = ref.lines.flatMap((line, index) => (byId.has(line.lineId) ? [] : [`lines.${index}.lineId`]));
    if (unknown.length > 0)
      throw badRequest(
        'No such line in this order',
        Object.fromEntries(unknown.map((field) => [field, ['No such line in this order']])),
      );
    const today = storeToday(deps.config.storeTimeZone);
    const before: Record<string, unknown> = { status: order.status };
    const after: Record<string, unknown> = {};
    const statuses = new Map(lines.map((line) => [line.id, line.shipping_status]));
    const newlyShipped: number[] = [];
    for (const asked of ref.lines) {
      const was = byId.get(asked.lineId)!;
      const ships = asked.shippingStatus === 'SHIPPED';
      const wasShipped = was.shipping_status === 'SHIPPED';
      const next = {
        shippingStatus: asked.shippingStatus,
        carrier: asked.carrier ?? was.carrier,
        trackingNo: asked.trackingNo ?? was.tracking_no,
        shipDate: ships ? asked.shipDate || (wasShipped ? was.ship_day : null) || today : null,
      };
      const previous = {
        shippingStatus: was.shipping_status,
        carrier: was.carrier,
        trackingNo: was.tracking_no,
        shipDate: was.ship_day,
      };
      if (JSON.stringify(previous) === JSON.stringify(next)) continue;
      await trx
        .updateTable('order_lines')
        .set({
          shipping_status: next.shippingStatus,
          carrier: next.carrier,
          tracking_no: next.trackingNo,
          ship_date: next.shipDate,
        })
        .where('id', '=', asked.lineId)
        .where('id_so', '=', order.id_so)
        .execute();
      before[`line ${asked.lineId}`] = previous;
      after[`line ${asked.lineId}`] = next;
      statuses.set(asked.lineId, next.shippingStatus);
      if (ships && !wasShipped) newlyShipped.push(asked.lineId);
    }
    const status = statusFromLines(
      order.status,
      [...statuses.values()].map((shippingStatus) => ({ shippingStatus })),
    );
    // The status is audited only beside a line that changed: alone, nothing was saved.
    if (Object.keys(after).length > 0) after.status = status;
    return {
      set: { status },
      before,
      after,
      afterCommit:
        newlyShipped.length > 0 ? () => mailLinesShipped(deps, order.id_so, newlyShipped, status) : undefined,
    };
  });
}

const TOTAL_TOO_LARGE = 'The order total would be too large.';

/**
 * Sets the payment status and the shipping fee charged on the invoice (docs/product.md §7.6: shipping
 * is added when the order ships); the grand total then includes the new fee in place of the old.
 */
export async function setOrderPayment(
  deps: Deps,
  actor: Actor,
  ref: OrderRef & { paymentStatus: number; shippingFee: number },
) {
  return changeOrder(deps, actor, ref, 'order.payment', async (_trx, order) => {
    const fee = Math.round(ref.shippingFee * 100);
    const grand = order.grand_cents - order.ship_fee_cents + fee;
    if (grand > MAX_ID) throw unprocessable(TOTAL_TOO_LARGE, 'ORDER_TOTAL_TOO_LARGE');
    return {
      set: { paid_status: ref.paymentStatus, ship_fee_cents: fee, grand_cents: grand },
      before: {
        paymentStatus: order.paid_status,
        shippingFee: fromCents(order.ship_fee_cents),
        grandTotal: fromCents(order.grand_cents),
      },
      after: { paymentStatus: ref.paymentStatus, shippingFee: fromCents(fee), grandTotal: fromCents(grand) },
    };
  });
}

/** Sets the order's internal note: staff only, never in anything the buyer reads. */
export async function setOrderNote(deps: Deps, actor: Actor, ref: OrderRef & { note: string }) {
  return changeOrder(deps, actor, ref, 'order.note', async (_trx, order) => ({
    set: { internal_note: ref.note },
    before: { internalNote: order.internal_note },
    after: { internalNote: ref.note },
  }));
}
