import { z } from 'zod';
import { ADMIN_ORDER_SORTS, LINE_SHIPPING_STATUSES, ORDER_STATUSES } from '../back-office/admin-choices';
import { adminDay, adminPageOf, adminPageParams } from './admin-common';
import { adminOrderRoutes } from './admin-orders.routes';
import { choiceOf, defineCall, intParam, listOf, numberFromText, objectOf, oneLineText, textOf } from './common';
import { orderAddressSchema } from './order.contract';

/**
 * The order desk (docs/product.md §13.3): the staff's list of every customer's orders, one order's
 * detail, the changes staff make to it, and the ERP's export and feed.
 */

export {
  ADMIN_ORDER_SORTS,
  LINE_SHIPPING_STATUSES,
  ORDER_STATUSES,
  type LineShippingStatus,
  type OrderStatus,
} from '../back-office/admin-choices';

export const ORDER_NOTE_MAX = 2000;
/** The most the shipping fee of one order may be, in dollars. */
export const SHIPPING_FEE_MAX = 1_000_000;

/** A staff save carrying a version that is no longer the order's (409 ORDER_CHANGED): nothing was written. */
export const ORDER_CHANGED_MESSAGE = 'This order was changed by someone else. Reload to see the changes.';

const PAYMENT_STATUSES = [0, 1, 2];
const PAYMENT_STATUS_MESSAGE = 'Payment status must be 0 (unpaid), 1 (partially paid) or 2 (fully paid)';
const paymentStatusParam = (missing?: string) =>
  intParam((n) => n, missing).refine((n) => PAYMENT_STATUSES.includes(n), PAYMENT_STATUS_MESSAGE);

/** The filters of the order list, its CSV export alike. Empty text is no filter. */
const adminOrderFilters = {
  status: choiceOf('Status', ORDER_STATUSES).optional(),
  /** 0 unpaid, 1 partially paid, 2 fully paid. */
  paymentStatus: paymentStatusParam().optional(),
  /** Days as the store counts them (its time zone), both included. */
  from: adminDay('From'),
  to: adminDay('To'),
  /** A customer id, or part of a customer's company name or email (any case). */
  customer: oneLineText(100, 'Customer').optional(),
  /** Part of the customer PO number (any case). */
  po: oneLineText(60, 'PO number').optional(),
  /** The order number, exactly. */
  orderNo: intParam((n) => n.positive()).optional(),
  /** Part of any line's SKU (any case). */
  sku: oneLineText(100, 'SKU').optional(),
};

/** One order of the list. Money is in dollars. */
export const adminOrderRowSchema = z.object({
  orderNo: z.number().int(),
  /** When it was placed (ISO time). */
  date: z.string(),
  customer: z.object({ id: z.number().int(), company: z.string(), email: z.string() }),
  po: z.string(),
  status: z.string(),
  paymentStatus: z.number().int(),
  grandTotal: z.number(),
  lineCount: z.number().int(),
});
export type AdminOrderRow = z.infer<typeof adminOrderRowSchema>;

export const listAdminOrdersCall = defineCall({
  ...adminOrderRoutes.listAdminOrders,
  summary: "Every customer's orders, filtered, sorted and paged (newest first unless sorted otherwise)",
  request: z.object({
    ...adminPageParams,
    sort: choiceOf('sort', ADMIN_ORDER_SORTS).optional().default('date'),
    ...adminOrderFilters,
  }),
  response: adminPageOf(adminOrderRowSchema),
});

/** One line of an order as the buyer saw it, with its shipment. Money is in dollars. */
export const adminOrderLineSchema = z.object({
  lineId: z.number().int(),
  sku: z.string(),
  title: z.string(),
  color: z.string(),
  /** The line's picture (`/uploads/...`); '' for none. */
  picture: z.string(),
  qty: z.number().int(),
  /** What stock could not cover when the order was placed (docs/product.md §7.7). */
  backorderQty: z.number().int(),
  price: z.number(),
  lineTotal: z.number(),
  shippingStatus: z.string(),
  carrier: z.string(),
  trackingNo: z.string(),
  /** The day it shipped (YYYY-MM-DD); null until then. */
  shipDate: z.string().nullable(),
});
export type AdminOrderLine = z.infer<typeof adminOrderLineSchema>;

/** One order: what the buyer saw, who the buyer is, and what only staff see. Money is in dollars. */
export const adminOrderSchema = z.object({
  orderNo: z.number().int(),
  po: z.string(),
  status: z.string(),
  paymentStatus: z.number().int(),
  /** Placed, and last changed (ISO times). */
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Sent back with each change: a change made from an older version is refused (ORDER_CHANGED). */
  version: z.number().int(),
  paymentMethod: z.string(),
  shippingMethod: z.string(),
  couponCode: z.string(),
  /** The buyer's comment at checkout. */
  comment: z.string(),
  /** Staff only: never shown to the buyer. */
  internalNote: z.string(),
  billAddress: orderAddressSchema,
  shipAddress: orderAddressSchema,
  subtotal: z.number(),
  discount: z.number(),
  tax: z.number(),
  shippingFee: z.number(),
  /** Subtotal − discount + tax + shipping fee. */
  grandTotal: z.number(),
  customer: z.object({
    id: z.number().int(),
    company: z.string(),
    email: z.string(),
    name: z.string(),
    priceLevel: z.number().int(),
  }),
  lines: z.array(adminOrderLineSchema),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

/** An order as the desk shows it: with the statuses set-status takes for it now (none once it is closed). */
const adminOrderAnswer = z.object({
  is_success: z.literal(true),
  order: adminOrderSchema.extend({ nextStatuses: z.array(z.enum(ORDER_STATUSES)) }),
});
export type AdminOrderDetail = z.infer<typeof adminOrderAnswer>['order'];

const orderNoParam = intParam((n) => n.positive(), 'orderNo is required');
/** Which order a change is for, and the version it was read at. */
const orderChange = {
  orderNo: orderNoParam,
  version: intParam((n) => n.positive(), 'version is required'),
};

export const adminOrderDetailCall = defineCall({
  ...adminOrderRoutes.adminOrderDetail,
  summary: 'One order: its lines, totals, addresses, customer, internal note and version',
  request: z.object({ orderNo: orderNoParam }),
  response: adminOrderAnswer,
});

export const setOrderStatusCall = defineCall({
  ...adminOrderRoutes.setOrderStatus,
  summary:
    'Moves an order on (OPEN → PROCESSING → PARTIALLY SHIPPED / SHIPPED → COMPLETED) or cancels it (from OPEN or PROCESSING, returning the stock it took); answers the order',
  request: z.object({ ...orderChange, status: choiceOf('Status', ORDER_STATUSES) }),
  response: adminOrderAnswer,
});

const shippedLineSchema = objectOf('line', {
  lineId: intParam((n) => n.positive(), 'lineId is required'),
  shippingStatus: choiceOf('Shipping status', LINE_SHIPPING_STATUSES),
  /** Left out: kept as it is. */
  carrier: oneLineText(60, 'Carrier').optional(),
  trackingNo: oneLineText(100, 'Tracking number').optional(),
  /** The day it shipped; a shipped line without one shipped today (the store's day). */
  shipDate: adminDay('Ship date'),
}).superRefine((line, context) => {
  if (line.shippingStatus === 'SHIPPED' && !line.carrier)
    context.addIssue({ code: 'custom', path: ['carrier'], message: 'Carrier is required for a shipped line' });
});

export const shipOrderLinesCall = defineCall({
  ...adminOrderRoutes.shipOrderLines,
  summary:
    "Sets lines' shipping (status, carrier, tracking number, ship date); the order's status follows its lines; a line shipped mails the buyer",
  request: z.object({
    ...orderChange,
    lines: listOf('lines', shippedLineSchema)
      .min(1, 'lines must name at least one line')
      .max(1000, 'lines names too many lines')
      .superRefine((lines, context) => {
        lines.forEach((line, index) => {
          if (lines.findIndex((other) => other.lineId === line.lineId) !== index)
            context.addIssue({ code: 'custom', path: [index, 'lineId'], message: 'Each line may be named once' });
        });
      }),
  }),
  response: adminOrderAnswer,
});

/** Dollars and cents: a whole number of cents. */
const hasCents = (dollars: number) => Math.abs(Math.round(dollars * 100) - dollars * 100) < 1e-6;

export const setOrderPaymentCall = defineCall({
  ...adminOrderRoutes.setOrderPayment,
  summary: "Sets an order's payment status and the shipping fee charged on its invoice (the total then includes it)",
  request: z.object({
    ...orderChange,
    paymentStatus: paymentStatusParam('Payment status is required'),
    shippingFee: numberFromText(
      z
        .number({
          error: (issue) =>
            issue.input === undefined || issue.input === null
              ? 'Shipping fee is required'
              : 'Shipping fee must be a number',
        })
        .min(0, 'Shipping fee must not be negative')
        .max(SHIPPING_FEE_MAX, 'Shipping fee is too large')
        .refine(hasCents, 'Shipping fee must have at most 2 decimals'),
    ),
  }),
  response: adminOrderAnswer,
});

export const setOrderNoteCall = defineCall({
  ...adminOrderRoutes.setOrderNote,
  summary: "Sets an order's internal note (staff only, never shown to the buyer)",
  request: z.object({
    ...orderChange,
    note: textOf('Note').trim().max(ORDER_NOTE_MAX, 'Note is too long'),
  }),
  response: adminOrderAnswer,
});

export const exportOrdersCall = defineCall({
  ...adminOrderRoutes.exportOrders,
  summary: 'The orders the list filters find, as CSV for the ERP: one row per order line (docs/erp-orders.md)',
  request: z.object(adminOrderFilters),
  /** The answer is the CSV file itself. */
  response: z.string(),
});

export const ORDER_FEED_LIMIT_MAX = 1000;

export const orderFeedCall = defineCall({
  ...adminOrderRoutes.orderFeed,
  summary:
    'Orders placed or changed since a cursor, oldest change first, each with its lines, and the cursor to ask from next (docs/erp-orders.md)',
  request: z.object({
    /** The `next` of the previous answer; left out, the feed starts from the first order. */
    since: oneLineText(200, 'since').optional(),
    limit: intParam((n) => n.min(1).max(ORDER_FEED_LIMIT_MAX))
      .optional()
      .default(100),
  }),
  response: z.object({
    is_success: z.literal(true),
    /** Each order with the cursor just past it: a reader may keep its place order by order. */
    orders: z.array(adminOrderSchema.extend({ cursor: z.string() })),
    /** Where to ask from next; the same as `since` when nothing new was found. */
    next: z.string(),
    /** More changes are ready: ask again at once. */
    hasMore: z.boolean(),
  }),
});
