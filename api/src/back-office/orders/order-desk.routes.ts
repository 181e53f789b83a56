import {
  adminOrderDetailCall,
  exportOrdersCall,
  listAdminOrdersCall,
  orderFeedCall,
  setOrderNoteCall,
  setOrderPaymentCall,
  setOrderStatusCall,
  shipOrderLinesCall,
} from '@storefront/shared-kernel/contracts';
import { STAFF_AREAS } from '@storefront/shared-kernel/domain';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { notFound } from '../../lib/errors';
import { actorOf } from '../audit';
import { defineStaffDownload, defineStaffRoute } from '../staff-route';
import {
  ORDER_NOT_FOUND,
  setOrderNote,
  setOrderPayment,
  setOrderStatus,
  shipOrderLines,
  withNextStatuses,
} from './order-changes';
import { sendOrdersCsv } from './order-export';
import { readOrderFeed } from './order-feed';
import { listAdminOrders } from './order-list';
import { readAdminOrder } from './order-read';

const ok = { is_success: true as const };
const roles = { roles: STAFF_AREAS.orders };

/** The order desk (docs/product.md §13.3): the list, one order, its changes, and the ERP's export and feed. */
export function orderDeskRoutes(api: FastifyInstance, deps: Deps): void {
  const timeZone = deps.config.storeTimeZone;
  defineStaffRoute(api, deps, listAdminOrdersCall, roles, async (input) => ({
    ...ok,
    ...(await listAdminOrders(deps.db, input, timeZone)),
  }));
  defineStaffRoute(api, deps, adminOrderDetailCall, roles, async (input) => {
    const order = await readAdminOrder(deps.db, input.orderNo);
    if (!order) throw notFound(ORDER_NOT_FOUND, 'ORDER_NOT_FOUND');
    return { ...ok, order: withNextStatuses(order) };
  });
  defineStaffRoute(api, deps, setOrderStatusCall, roles, async (input, ctx) => ({
    ...ok,
    order: await setOrderStatus(deps, actorOf(ctx.staff), input),
  }));
  defineStaffRoute(api, deps, shipOrderLinesCall, roles, async (input, ctx) => ({
    ...ok,
    order: await shipOrderLines(deps, actorOf(ctx.staff), input),
  }));
  defineStaffRoute(api, deps, setOrderPaymentCall, roles, async (input, ctx) => ({
    ...ok,
    order: await setOrderPayment(deps, actorOf(ctx.staff), input),
  }));
  defineStaffRoute(api, deps, setOrderNoteCall, roles, async (input, ctx) => ({
    ...ok,
    order: await setOrderNote(deps, actorOf(ctx.staff), input),
  }));
  defineStaffDownload(api, deps, exportOrdersCall, roles, async (input, ctx) => {
    sendOrdersCsv(deps, input, ctx.reply);
  });
  defineStaffRoute(api, deps, orderFeedCall, roles, async (input) => ({
    ...ok,
    ...(await readOrderFeed(deps.db, input.since, input.limit)),
  }));
}
