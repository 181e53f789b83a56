import { z } from 'zod';
import { defineCall, idCustomerParam, intParam, numberParam, oneLineText, textOf, usStateSchema } from './common';
import { utilRoutes } from './util.routes';

export const orderAmountSchema = z.object({
  output_subTotAmt: z.number(),
  /** What the discount code takes off the subtotal (0 without one); tax is on what is left. */
  output_discountAmt: z.number(),
  output_taxAmt: z.number(),
  output_shipFee: z.number(),
  output_totAmt: z.number(),
  /** Tax rate applied, percent (0 when exempt). */
  taxRate: z.number(),
  taxExempt: z.boolean(),
  /** The discount code applied, as the store spells it, and what it is; null without one. */
  coupon: z.object({ couponCd: z.string(), description: z.string() }).nullable(),
});
export type OrderAmount = z.infer<typeof orderAmountSchema>;

export const getOrderCostCall = defineCall({
  ...utilRoutes.getOrderCost,
  summary:
    "Cost of the caller's cart: subtotal, less the discount code's discount (400 naming couponCd for a code that is unknown, turned off or out of its dates), + sales tax on the rest by ship-to state (exempt with a seller's permit), shipping 0. The ship-to state comes from idAddr (a saved address), states, else the ship-to address checkout preselects, else the customer's own state",
  request: z.object({
    idCustomer: idCustomerParam,
    sessionID: textOf('sessionID').max(200, 'sessionID is too long').optional(),
    /** A discount code of the store's, compared ignoring case and surrounding spaces; refused (400) unless usable today. */
    couponCd: oneLineText(60, 'Discount code').optional(),
    point: numberParam('point').optional(),
    shipFee: numberParam('shipFee').optional(),
    otherFee: numberParam('otherFee').optional(),
    zipcode: textOf('zipcode').max(20, 'zipcode is too long').optional(),
    idStore: intParam().optional(),
    idAddr: intParam((n) => n.positive()).optional(),
    states: usStateSchema().optional(),
  }),
  response: z.object({ is_success: z.literal(true), orderAmount: orderAmountSchema }),
});
