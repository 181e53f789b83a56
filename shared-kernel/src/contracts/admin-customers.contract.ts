import { z } from 'zod';
import { CUSTOMER_SORTS, CUSTOMER_STATUSES } from '../back-office/admin-choices';
import { adminPageOf, adminPageParams } from './admin-common';
import { adminCustomerRoutes } from './admin-customers.routes';
import { booleanFromText, choiceOf, defineCall, intParam, numberFromText, oneLineText, requiredLines } from './common';

/** The back office's registrations and customers calls (docs/product.md §13.2), for admins and reps. */
export {
  CUSTOMER_SORTS,
  CUSTOMER_STATUSES,
  PRICE_LEVELS,
  type CustomerSort,
  type CustomerStatus,
} from '../back-office/admin-choices';

/** The most a credit limit can be: the most an order can total (docs/product.md §12.3). */
export const MAX_CREDIT_LIMIT = 21_474_836.47;

const PRICE_LEVEL_MESSAGE = 'Price level must be 1, 2, 3 or 4';
const priceLevelSchema = intParam(
  (n) => n.min(1, PRICE_LEVEL_MESSAGE).max(4, PRICE_LEVEL_MESSAGE),
  'Price level is required',
);
const idSchema = intParam((n) => n.positive(), 'id is required');
/** A list filter left blank (`?status=` from a page's "any" choice) is no filter. */
const blankIsUnset = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema.optional());

const CREDIT_LIMIT_MESSAGE = 'Credit limit must be an amount in dollars, or empty for none';
/** Dollars, at least 0, with at most 2 decimals; null for no limit. */
const creditLimitSchema = numberFromText(
  z
    .number({ error: CREDIT_LIMIT_MESSAGE })
    .min(0, 'Credit limit cannot be negative')
    .max(MAX_CREDIT_LIMIT, 'Credit limit can be at most $21,474,836.47')
    .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'Credit limit has at most 2 decimals'),
).nullable();

/** Every field an applicant gives when registering (docs/product.md §4.6), as the back office shows it. */
export const customerProfileSchema = z.object({
  company: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  tel: z.string(),
  cellPhone: z.string(),
  fax: z.string(),
  addr: z.string(),
  city: z.string(),
  state: z.string(),
  zipcode: z.string(),
  country: z.string(),
  ein: z.string(),
  businessType: z.string(),
  /** Business licence no. */
  licenseNo: z.string(),
  /** Seller's permit no. */
  sellerPermitNo: z.string(),
  remark: z.string(),
});
export type CustomerProfile = z.infer<typeof customerProfileSchema>;

export const registrationRowSchema = customerProfileSchema.extend({
  id: z.number().int(),
  status: z.enum(CUSTOMER_STATUSES),
  /** The price level: 1 until approved, then the one the approval gave. */
  priceLevel: z.number().int(),
  /**
   * Charged no sales tax. While pending: whether a seller's permit is on file, the approval's default
   * (a page's approve form starts from it); once approved, what the approval gave.
   */
  taxExempt: z.boolean(),
  /** When the applicant registered (ISO time). */
  registeredAt: z.string(),
  /** When it was approved or rejected (ISO time); null while pending. */
  decidedAt: z.string().nullable(),
  /** The reason a rejection gave; '' otherwise. */
  rejectReason: z.string(),
});
export type RegistrationRow = z.infer<typeof registrationRowSchema>;

export const listRegistrationsCall = defineCall({
  ...adminCustomerRoutes.listRegistrations,
  summary: 'The registrations waiting for a decision, oldest first, with every field the applicant gave',
  request: z.object({}),
  response: z.object({ is_success: z.literal(true), registrations: z.array(registrationRowSchema) }),
});

export const registrationDetailCall = defineCall({
  ...adminCustomerRoutes.registrationDetail,
  summary: 'One registration, pending or decided (the new-registration email links to it)',
  request: z.object({ id: idSchema }),
  response: z.object({ is_success: z.literal(true), registration: registrationRowSchema }),
});

/** What a decision answers: the registration as it now is, and whether the applicant's email went. */
const decisionResponse = z.object({
  is_success: z.literal(true),
  registration: registrationRowSchema,
  /** False when the decision stands but the applicant's email could not be sent. */
  mailSent: z.boolean(),
});

export const approveRegistrationCall = defineCall({
  ...adminCustomerRoutes.approveRegistration,
  summary: 'Approves a pending registration at a price level; mails the applicant',
  request: z.object({
    id: idSchema,
    priceLevel: priceLevelSchema,
    /** Charged no sales tax; left out: exempt when a seller's permit is on file. */
    taxExempt: booleanFromText.optional(),
  }),
  response: decisionResponse,
});

export const rejectRegistrationCall = defineCall({
  ...adminCustomerRoutes.rejectRegistration,
  summary: "Rejects a pending registration; the applicant's email carries the reason",
  request: z.object({ id: idSchema, reason: requiredLines('Reason', 500) }),
  response: decisionResponse,
});

export const customerRowSchema = z.object({
  id: z.number().int(),
  company: z.string(),
  /** First and last name. */
  name: z.string(),
  email: z.string(),
  tel: z.string(),
  status: z.enum(CUSTOMER_STATUSES),
  priceLevel: z.number().int(),
  taxExempt: z.boolean(),
  /** Dollars; null for no limit. */
  creditLimit: z.number().nullable(),
  createdAt: z.string(),
});
export type CustomerRow = z.infer<typeof customerRowSchema>;

export const listCustomersCall = defineCall({
  ...adminCustomerRoutes.listCustomers,
  summary: 'Customers by company, name, email or phone, filtered by status and price level, paged and sorted',
  request: z.object({
    ...adminPageParams,
    /** Part of a company, name, email or phone number (a phone matches by its digits too). */
    q: blankIsUnset(oneLineText(100, 'Search')),
    status: blankIsUnset(choiceOf('Status', CUSTOMER_STATUSES)),
    priceLevel: blankIsUnset(priceLevelSchema),
    sort: choiceOf('Sort', CUSTOMER_SORTS).optional().default('created'),
  }),
  response: adminPageOf(customerRowSchema),
});

export const customerAddressSchema = z.object({
  id: z.number().int(),
  type: z.enum(['ship', 'bill', 'both']),
  isDefault: z.boolean(),
  firstName: z.string(),
  lastName: z.string(),
  company: z.string(),
  addr: z.string(),
  addr2: z.string(),
  city: z.string(),
  state: z.string(),
  zipcode: z.string(),
  country: z.string(),
  tel: z.string(),
});

/** A saved card as staff may see it: its brand and last four digits, never more. */
export const customerCardSchema = z.object({ brand: z.string(), last4: z.string() });

export const customerOrderRowSchema = z.object({
  idSO: z.number().int(),
  /** When it was placed (ISO time). */
  orderedAt: z.string(),
  custPO: z.string(),
  status: z.string(),
  /** 0 unpaid, 1 partially paid, 2 fully paid (docs/product.md §12.2). */
  paidStatus: z.number().int(),
  total: z.number(),
});

export const customerDetailSchema = customerProfileSchema.extend({
  id: z.number().int(),
  status: z.enum(CUSTOMER_STATUSES),
  priceLevel: z.number().int(),
  taxExempt: z.boolean(),
  /** Dollars; null for no limit. */
  creditLimit: z.number().nullable(),
  /** What the customer's unpaid orders on terms come to (dollars): what a credit limit counts. */
  unpaidOnTerms: z.number(),
  registeredAt: z.string(),
  decidedAt: z.string().nullable(),
  rejectReason: z.string(),
});
export type CustomerDetail = z.infer<typeof customerDetailSchema>;

export const customerDetailCall = defineCall({
  ...adminCustomerRoutes.customerDetail,
  summary: "A customer's profile and terms, addresses, saved cards (brand and last four) and latest 50 orders",
  request: z.object({ id: idSchema }),
  response: z.object({
    is_success: z.literal(true),
    customer: customerDetailSchema,
    addresses: z.array(customerAddressSchema),
    cards: z.array(customerCardSchema),
    /** Newest first, at most 50. */
    orders: z.array(customerOrderRowSchema),
    /** How many orders the customer has in all. */
    orderCount: z.number().int(),
  }),
});

/** What a customer action answers: the customer as it now is. */
const customerResponse = z.object({ is_success: z.literal(true), customer: customerDetailSchema });

export const setCustomerTermsCall = defineCall({
  ...adminCustomerRoutes.setCustomerTerms,
  summary: "Changes a customer's price level, tax exemption or credit limit; the buyer's next call sees it",
  request: z.object({
    id: idSchema,
    priceLevel: priceLevelSchema.optional(),
    taxExempt: booleanFromText.optional(),
    /** Dollars (at most 2 decimals), or null for no limit; left out: kept. */
    creditLimit: creditLimitSchema.optional(),
  }),
  response: customerResponse,
});

export const deactivateCustomerCall = defineCall({
  ...adminCustomerRoutes.deactivateCustomer,
  summary: 'Deactivates an approved customer: its sessions end and it cannot sign in until reactivated',
  request: z.object({ id: idSchema }),
  response: customerResponse,
});

export const reactivateCustomerCall = defineCall({
  ...adminCustomerRoutes.reactivateCustomer,
  summary: 'Lets a deactivated customer sign in again',
  request: z.object({ id: idSchema }),
  response: customerResponse,
});

export const sendCustomerPasswordResetCall = defineCall({
  ...adminCustomerRoutes.sendCustomerPasswordReset,
  summary: 'Emails the customer a password-reset link, as its own forgot-password request does',
  request: z.object({ id: idSchema }),
  response: z.object({ is_success: z.literal(true), message: z.string() }),
});
