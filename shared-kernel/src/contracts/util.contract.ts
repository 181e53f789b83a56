import { z } from 'zod';
import { defineCall, idCustomerParam, intParam, numberFromText, usStateSchema } from './common';

export const orderAmountSchema = z.object({
  output_subTotAmt: z.number(),
  output_taxAmt: z.number(),
  output_shipFee: z.number(),
  output_totAmt: z.number(),
  /** Tax rate applied, percent (0 when exempt). */
  taxRate: z.number(),
  taxExempt: z.boolean(),
});
export type OrderAmount = z.infer<typeof orderAmountSchema>;

export const getOrderCostCall = defineCall({
  method: 'GET',
  path: '/util/get-order-cost',
  summary:
    "Cost of the caller's cart: subtotal + sales tax by ship-to state (exempt with a seller's permit), shipping 0. The ship-to state comes from idAddr (a saved address), states, else the ship-to address checkout preselects, else the customer's own state",
  request: z.object({
    idCustomer: idCustomerParam,
    sessionID: z.string().max(200).optional(),
    couponCd: z.string().max(60).optional(),
    point: numberFromText(z.number()).optional(),
    shipFee: numberFromText(z.number()).optional(),
    otherFee: numberFromText(z.number()).optional(),
    zipcode: z.string().max(20).optional(),
    idStore: intParam().optional(),
    idAddr: intParam((n) => n.positive()).optional(),
    states: usStateSchema().optional(),
  }),
  response: z.object({ is_success: z.literal(true), orderAmount: orderAmountSchema }),
});
