import { z } from 'zod';
import {
  booleanFromText,
  choiceOf,
  defineCall,
  idCustomerParam,
  intParam,
  listOf,
  objectOf,
  okSchema,
  oneLineText,
  optionalText,
  quantitySchema,
  requiredText,
  textOf,
  usStateSchema,
} from './common';
import { paymentRoutes } from './payment.routes';

export const addressSchema = z.object({
  idAddr: z.number().int(),
  addressType: z.enum(['ship', 'bill', 'both']),
  isDefault: z.boolean(),
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
export type Address = z.infer<typeof addressSchema>;

export const getAddressCall = defineCall({
  ...paymentRoutes.getAddress,
  summary: "The caller's ship-to or bill-to addresses, default first",
  request: z.object({
    idCustomer: idCustomerParam,
    addressType: choiceOf('addressType', ['ship', 'bill']).default('ship'),
  }),
  response: z.object({ is_success: z.literal(true), address_list: z.array(addressSchema) }),
});

export const newAddressSchema = objectOf('addressInfo', {
  /** The customer id, under the call's own name; must be the caller's (docs/product.md §10.2). */
  idVC: idCustomerParam,
  addressType: choiceOf('addressType', ['ship', 'bill', 'both']).default('both'),
  firstname: requiredText('First name', 100),
  lastname: requiredText('Last name', 100),
  isDefault: booleanFromText.default(false),
  companyNm: requiredText('Company', 200),
  addr1: requiredText('Address', 200),
  addr2: optionalText(200, 'Address 2'),
  city: requiredText('City', 100),
  states: usStateSchema(),
  zipcode: z
    .string({ error: 'ZIP is required' })
    .trim()
    .regex(/^\d{5}(-\d{4})?$/, 'ZIP must be 5 digits (or ZIP+4)'),
  country: oneLineText(100, 'Country').optional().default('United States'),
  tel: requiredText('Telephone', 40),
});

export const addAddressCall = defineCall({
  ...paymentRoutes.addAddress,
  summary: 'Saves a new address for the caller',
  request: z.object({ addressInfo: newAddressSchema }),
  response: z.object({
    is_success: z.literal(true),
    isAdded: z.literal(true),
    message: z.string(),
    idAddr: z.number().int(),
  }),
});

export const paymentMethodSchema = z.object({
  /** -1 is the synthetic Pay with Cash entry. */
  idCC: z.number().int(),
  /** Last four digits ('' for cash). */
  a1: z.string(),
  /** Card holder, or the label of the cash entry. */
  a2: z.string(),
  /** Brand code: v Visa, m Master, a Amex, d Discover, anything else cash. */
  a5: z.string(),
  billAddr: z.string(),
  expMonth: z.number().int().nullable(),
  expYear: z.number().int().nullable(),
});

export const getPaymentMethodsCall = defineCall({
  ...paymentRoutes.getPaymentMethods,
  summary: "The caller's saved cards, then the Pay with Cash entry (idCC -1)",
  request: z.object({ idCustomer: idCustomerParam }),
  response: z.object({ is_success: z.literal(true), payment_method_list: z.array(paymentMethodSchema) }),
});

export const addPaymentMethodCall = defineCall({
  ...paymentRoutes.addPaymentMethod,
  summary: 'Saves a card: only brand, last four digits, holder and expiry are kept (never the number or CVV)',
  request: z.object({
    idCustomer: idCustomerParam,
    entity: objectOf('entity', {
      newIdCC: z.null({ error: 'newIdCC must be null' }).optional(),
      CCNumber: z
        .string({ error: 'Card number is required' })
        .transform((v) => v.replace(/[\s-]/g, ''))
        .pipe(z.string().regex(/^\d{12,19}$/, 'Card number must be 12 to 19 digits')),
      CNAMEF: requiredText('First name', 100),
      CNAMEL: requiredText('Last name', 100),
      CCExpYear: intParam((n) => n.min(2000, 'Expiry year is invalid').max(2100, 'Expiry year is invalid')),
      CCExpMonth: intParam((n) => n.min(1, 'Expiry month must be 01-12').max(12, 'Expiry month must be 01-12')),
      cvv: textOf('CVV')
        .regex(/^\d{3,4}$/, 'CVV must be 3 or 4 digits')
        .optional(),
    }),
  }),
  response: z.object({
    is_success: z.literal(true),
    payment_method: z.object({ isAdded: z.literal(true), idCC: z.number().int(), a1: z.string(), a5: z.string() }),
  }),
});

/**
 * An order's address comes from one the buyer chose: missing, it is the choice that is missing
 * (docs/product.md §7.2).
 */
const NOT_CHOSEN = { ship: 'You must select Shipping Address!', bill: 'You must select Billing Address!' } as const;

const addressFields = <P extends 'bill' | 'ship'>(p: P) =>
  ({
    [`${p}_firstNm`]: requiredText('First name', 100, NOT_CHOSEN[p]),
    [`${p}_lastNm`]: requiredText('Last name', 100, NOT_CHOSEN[p]),
    [`${p}_addr`]: requiredText('Address', 200, NOT_CHOSEN[p]),
    [`${p}_addr2`]: optionalText(200, 'Address 2'),
    [`${p}_city`]: requiredText('City', 100, NOT_CHOSEN[p]),
    [`${p}_state`]: usStateSchema('State', NOT_CHOSEN[p]),
    [`${p}_zipcode`]: requiredText('Zip code', 20, NOT_CHOSEN[p]),
    [`${p}_country`]: oneLineText(100, 'Country').optional().default('United States'),
    [`${p}_phone`]: optionalText(40, 'Telephone'),
    [`${p}_company`]: optionalText(200, 'Company'),
  }) as {
    [K in 'firstNm' | 'lastNm' | 'addr' | 'city' | 'zipcode' as `${P}_${K}`]: ReturnType<typeof requiredText>;
  } & { [K in `${P}_state`]: ReturnType<typeof usStateSchema> } & {
    [K in 'addr2' | 'country' | 'phone' | 'company' as `${P}_${K}`]: ReturnType<typeof optionalText>;
  };

/**
 * The place-order data (docs/product.md §7.6, §10.3). Prices, discounts, fees and tax sent by a client are
 * ignored: the server reprices the caller's cart. The bill_/ship_ fields give the addresses; the ship_ state
 * sets the tax.
 */
export const placeOrderDataSchema = objectOf('data', {
  custPO: requiredText('Purchase Order Number', 60),
  refIdSO: intParam((n) => n.positive())
    .optional()
    .nullable(),
  idCustomer: idCustomerParam,
  sessionID: textOf('sessionID').max(200, 'sessionID is too long').optional(),
  brand: z.unknown().optional(),
  idStore: intParam().optional(),
  discount: z.unknown().optional(),
  discountPct: z.unknown().optional(),
  discountNote: textOf('discountNote').max(500, 'discountNote is too long').optional(),
  shipVia: intParam().optional(),
  customCarrier: textOf('customCarrier').max(100, 'customCarrier is too long').optional(),
  carrierAcct: textOf('carrierAcct').max(100, 'carrierAcct is too long').optional(),
  billTPAddr: z.unknown().optional(),
  shipNote: textOf('shipNote').max(1000, 'shipNote is too long').optional(),
  paymentType: intParam().optional(),
  paymentCard: z.unknown().optional(),
  paypalUserId: z.unknown().optional(),
  shipFee: z.unknown().optional(),
  salesTaxCd: z.unknown().optional(),
  salesTax: z.unknown().optional(),
  /** A saved card of the caller, or -1 for cash/terms. */
  idCC: intParam((n) => n.min(-1, 'You must select Payment Method!'), 'You must select Payment Method!'),
  auth_transaction_id: z.unknown().optional(),
  /** A discount code of the store's (see get-order-cost); refused with 400 unless usable when the order is placed. */
  couponCd: oneLineText(60, 'Discount code').optional(),
  /**
   * The cart lines the buyer confirmed (step 2). When given, an order whose cart differs by then (changed
   * in another tab or on another device) is refused with 409 CART_CHANGED instead of ordered unseen.
   */
  confirmedLines: listOf(
    'confirmedLines',
    z.object({ idCartDtl: intParam((n) => n.positive()), totQty: quantitySchema }),
  )
    .max(1000, 'confirmedLines holds at most 1000 lines')
    .optional(),
  types: z.unknown().optional(),
  descr: textOf('descr').max(1000, 'descr is too long').optional(),
  shippingComment: textOf('Comments').max(1000, 'Comments is too long').optional(),
  issuer: z.unknown().optional(),
  issueIdStore: z.unknown().optional(),
  ...addressFields('bill'),
  ...addressFields('ship'),
});

/** One message for a key too short or too long: what the caller must send either way. */
const IDEMPOTENCY_KEY_LENGTH = 'idempotencyKey must be 8 to 100 characters';

export const placeOrderCall = defineCall({
  ...paymentRoutes.placeOrder,
  summary:
    "Creates an order from the caller's cart. Idempotent by idempotencyKey (same key = same order); PO unique per customer (409); stock taken atomically, the rest backordered",
  request: z.object({
    idempotencyKey: textOf('idempotencyKey').trim().min(8, IDEMPOTENCY_KEY_LENGTH).max(100, IDEMPOTENCY_KEY_LENGTH),
    data: placeOrderDataSchema,
  }),
  response: okSchema.extend({ idSO: z.number().int(), grandAmount: z.number(), isReplay: z.boolean() }),
});
