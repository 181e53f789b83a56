import { z } from 'zod';
import { defineCall, idCustomerParam, intParam, objectOf, okSchema, requiredText, textOf } from './common';
import { orderRoutes } from './order.routes';

export const orderSummarySchema = z.object({
  idSO: z.number().int(),
  custPO: z.string(),
  orderDT: z.string(),
  /** SKU of the first line (the list shows one style id per order). */
  idStyle: z.string(),
  status: z.string(),
  /** 0 unpaid, 1 partially paid, 2 fully paid. */
  paidStatus: z.number().int(),
  subTotal: z.number(),
  taxAmount: z.number(),
  grandAmount: z.number(),
  discount: z.number(),
  /** The shipping fee charged on the invoice (docs/product.md §7.6): 0 until staff set it; grandAmount includes it. */
  shipFee: z.number(),
  shippingMethod: z.string(),
  paymentMethod: z.string(),
  shippingAddress: z.string(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const TIME_ZONE_MESSAGE = 'timeZone must be a time zone name such as America/Los_Angeles';

/** An IANA time zone name the runtime knows (letters, digits, _ + - and slashes only). */
const isTimeZone = (name: string): boolean => {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
};

/** A calendar day the database can hold: ISO's year 0000 passes z.iso.date, but PostgreSQL has no year 0. */
const orderDay = (label: string) => {
  const message = `${label} must be a date (YYYY-MM-DD)`;
  const isDay = z.iso.date();
  return textOf(label, message)
    .refine((day) => day === '' || (isDay.safeParse(day).success && !day.startsWith('0000')), message)
    .optional();
};

export const getOrdersCall = defineCall({
  ...orderRoutes.getOrders,
  summary:
    "The caller's web orders, newest first, with the five filters of My Account (from, to, PO/order number, SKU, address)",
  request: z.object({
    idCustomer: idCustomerParam,
    from: orderDay('From Date'),
    to: orderDay('To Date'),
    /**
     * The buyer's time zone (IANA name), whose calendar days From and To name: the dates the list shows
     * are the browser's local ones. Without it the days are UTC days.
     */
    timeZone: textOf('timeZone', TIME_ZONE_MESSAGE)
      .trim()
      .max(64, TIME_ZONE_MESSAGE)
      .refine(isTimeZone, TIME_ZONE_MESSAGE)
      .optional(),
    /** Matches the customer PO number or the order number. */
    orderNo: textOf('Purchase Order Number').trim().max(100, 'Purchase Order Number is too long').optional(),
    sku: textOf('SKU').trim().max(100, 'SKU is too long').optional(),
    address: textOf('Shipping Address1').trim().max(200, 'Shipping Address1 is too long').optional(),
  }),
  response: z.object({
    is_success: z.literal(true),
    orderList: z.array(orderSummarySchema),
    /** More orders match than the list holds (ORDER_LIST_LIMIT): only the newest are listed. */
    hasMore: z.boolean(),
  }),
});

const orderRef = z.object({ idSO: intParam((n) => n.positive()), idCustomer: idCustomerParam });

export const copyOrderCall = defineCall({
  ...orderRoutes.copyOrder,
  summary: "Puts a past order's lines into the cart at today's prices",
  request: orderRef,
  response: okSchema.extend({
    /** Cart lines made or added to: one per product and colour of the order still sold. */
    copied: z.number().int(),
    /** The order's products not sold any more, left out (counted once whatever their colours). */
    skipped: z.number().int(),
  }),
});

export const checkPoExistsCall = defineCall({
  ...orderRoutes.checkPoExists,
  summary: 'Whether the caller already used a customer PO number',
  request: z.object({
    /** Compared ignoring case and surrounding spaces, as place-order compares it. */
    customerPO: requiredText('Purchase Order Number', 60),
    idCustomer: idCustomerParam,
  }),
  response: z.object({ is_success: z.literal(true), is_exist: z.boolean(), message: z.string().optional() }),
});

const codeNmAnswer = z.object({ is_success: z.literal(true), codeNm: z.string() });

export const getPayMethodCall = defineCall({
  ...orderRoutes.getPayMethod,
  summary: 'Payment method of an order',
  request: orderRef,
  response: codeNmAnswer,
});

export const getShipMethodCall = defineCall({
  ...orderRoutes.getShipMethod,
  summary: 'Shipping method of an order',
  request: orderRef,
  response: codeNmAnswer,
});

export const orderAddressSchema = z.object({
  firstNm: z.string(),
  lastNm: z.string(),
  companyNm: z.string(),
  addr: z.string(),
  addr2: z.string(),
  city: z.string(),
  states: z.string(),
  zipcode: z.string(),
  country: z.string(),
  tel: z.string(),
});

export const getBillAddressCall = defineCall({
  ...orderRoutes.getBillAddress,
  summary: 'Billing address of an order (an array; the first entry is used)',
  request: orderRef,
  response: z.array(orderAddressSchema),
});

export const getShipAddressCall = defineCall({
  ...orderRoutes.getShipAddress,
  summary: 'Shipping address of an order (an array; the first entry is used)',
  request: orderRef,
  response: z.array(orderAddressSchema),
});

export const orderItemSchema = z.object({
  filepath1: z.string(),
  idStyle: z.string(),
  webTitle: z.string(),
  color: z.string(),
  totQty: z.number().int(),
  backorderQty: z.number().int(),
  costPrice: z.number(),
  totPrice: z.number(),
  shippingStatus: z.string(),
  /** The line's shipment as staff recorded it: '' and null until it ships. */
  carrier: z.string(),
  trackingNo: z.string(),
  /** The day it shipped (YYYY-MM-DD). */
  shipDate: z.string().nullable(),
});

export const getOrderItemsCall = defineCall({
  ...orderRoutes.getOrderItems,
  summary: 'Lines of an order',
  request: orderRef,
  response: z.array(orderItemSchema),
});

export const sendConfirmationEmailCall = defineCall({
  ...orderRoutes.sendConfirmationEmail,
  summary:
    "Emails the confirmation of one of the caller's orders to the buyer and the rep; the content comes from the stored order, never from the request",
  request: z.object({
    orderData: objectOf('orderData', {
      orderNumber: intParam((n) => n.positive(), 'orderNumber is required'),
      // Ignored (the mail goes to the order's own buyer and the rep), but still text when given.
      customerEmail: textOf('customerEmail').optional(),
      salesRepEmail: textOf('salesRepEmail').optional(),
    }).passthrough(),
  }),
  response: okSchema,
});

export const getOrderDetailCall = defineCall({
  ...orderRoutes.getOrderDetail,
  summary: "One of the caller's orders (Order Details, Payment / Shipment, Subtotal and Discount of the order page)",
  request: orderRef,
  response: z.object({ is_success: z.literal(true), order: orderSummarySchema }),
});
