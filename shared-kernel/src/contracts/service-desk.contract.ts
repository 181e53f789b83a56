import { z } from 'zod';
import { SERVICE_CASE_KINDS, SERVICE_CASE_STATUSES, SERVICE_MESSAGE_MAX } from '../service-desk/service-case-choices';
import { defineCall, intParam, okSchema, textOf } from './common';
import { serviceDeskRoutes } from './service-desk.routes';

/**
 * The buyer's side of the service desk (docs/product.md §13.9): the buyer's cases under My Account's
 * Messages, a case's thread (internal notes never in it), a message added to a case, an attachment the
 * buyer sent, and a quote request made of the cart's lines. Every call is the signed-in buyer's own: a
 * case or file of another buyer answers as a missing one (404).
 */

export {
  SERVICE_CASE_KINDS,
  SERVICE_CASE_STATUSES,
  SERVICE_MESSAGE_MAX,
  SERVICE_REPLY_AUTHOR,
  type ServiceCaseKind,
  type ServiceCaseStatus,
} from '../service-desk/service-case-choices';

/** How many of a buyer's cases Messages lists: the latest by activity. */
export const SERVICE_CASES_LISTED = 200;

/** A case's number as a call takes it (`caseNo`). */
export const caseNoParam = intParam((n) => n.positive(), 'caseNo is required');

/** A file a buyer attached to a message: its name as sent, the type it was checked as, its size in bytes. */
export const serviceAttachmentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.string(),
  size: z.number().int(),
});
export type ServiceAttachment = z.infer<typeof serviceAttachmentSchema>;

/** One line of a quote request from the cart, as the buyer's cart priced it then. Money is in dollars. */
export const serviceQuoteLineSchema = z.object({
  sku: z.string(),
  title: z.string(),
  color: z.string(),
  qty: z.number().int(),
  /** The buyer's price per unit at that moment (their level, less a volume break the quantity earned). */
  price: z.number(),
  /** price × qty */
  lineTotal: z.number(),
});
export type ServiceQuoteLine = z.infer<typeof serviceQuoteLineSchema>;

/** A message's text: not blank, at most 5 000 characters. */
export const serviceMessageText = (label: string, blank: string) =>
  textOf(label, blank).trim().min(1, blank).max(SERVICE_MESSAGE_MAX, `${label} is too long`);

/** One case in the buyer's list. */
export const serviceCaseSummarySchema = z.object({
  caseNo: z.number().int(),
  kind: z.enum(SERVICE_CASE_KINDS),
  status: z.enum(SERVICE_CASE_STATUSES),
  /** When it was made, and when its thread or status last changed (ISO times). */
  createdAt: z.string(),
  lastActivityAt: z.string(),
  /** The start of its first message. */
  preview: z.string(),
  /** The messages the buyer sees in its thread. */
  messageCount: z.number().int(),
});
export type ServiceCaseSummary = z.infer<typeof serviceCaseSummarySchema>;

/** A message of the thread as the buyer sees it: theirs, or a reply signed 'Customer Service'. */
export const serviceThreadMessageSchema = z.object({
  id: z.number().int(),
  from: z.enum(['buyer', 'staff']),
  /** The name the buyer wrote under, or 'Customer Service' for a reply. */
  author: z.string(),
  /** When it was written (ISO time). */
  at: z.string(),
  body: z.string(),
  attachments: z.array(serviceAttachmentSchema),
});
export type ServiceThreadMessage = z.infer<typeof serviceThreadMessageSchema>;

/** A case as the buyer sees it: its thread without internal notes, and a quote's lines. */
export const serviceCaseSchema = serviceCaseSummarySchema.omit({ preview: true, messageCount: true }).extend({
  /** Oldest first. */
  messages: z.array(serviceThreadMessageSchema),
  /** The cart's lines of a quote request made from the cart; empty otherwise. */
  quoteLines: z.array(serviceQuoteLineSchema),
  /** The lines' totals together (0 without lines). */
  quoteTotal: z.number(),
});
export type ServiceCase = z.infer<typeof serviceCaseSchema>;

const serviceCaseAnswer = z.object({ is_success: z.literal(true), case: serviceCaseSchema });

export const getServiceCasesCall = defineCall({
  ...serviceDeskRoutes.getServiceCases,
  summary: "The caller's cases (questions and quote requests), latest activity first, at most 200",
  request: z.object({}),
  response: z.object({ is_success: z.literal(true), cases: z.array(serviceCaseSummarySchema) }),
});

export const getServiceCaseCall = defineCall({
  ...serviceDeskRoutes.getServiceCase,
  summary: "One of the caller's cases: its thread (the buyer's messages and staff replies) and a quote's lines",
  request: z.object({ caseNo: caseNoParam }),
  response: serviceCaseAnswer,
});

export const ADD_SERVICE_MESSAGE_BLANK = 'Please enter a message.';

export const addServiceMessageCall = defineCall({
  ...serviceDeskRoutes.addServiceMessage,
  summary:
    "Adds the caller's message to one of their cases, which reopens it (an Answered or Closed case becomes Open). JSON, or multipart/form-data with caseNo, message and files: the attachments of the contact form (docs/product.md §9.2: 5 files, 5 MB each, 20 MB together, 50 MB per account in 24 hours; the type read from the content)",
  request: z.object({
    caseNo: caseNoParam,
    message: serviceMessageText('Message', ADD_SERVICE_MESSAGE_BLANK),
  }),
  response: serviceCaseAnswer.extend({ message: z.string(), files: z.number().int() }),
});

export const getServiceAttachmentCall = defineCall({
  ...serviceDeskRoutes.getServiceAttachment,
  summary:
    'A file the caller attached to one of their messages, as a download (Content-Disposition: attachment, its checked type)',
  request: z.object({ id: intParam((n) => n.positive(), 'id is required') }),
  /** The answer is the file itself. */
  response: z.string(),
});

/** What the cart's quote request answers when the cart has no lines (422 CART_EMPTY). */
export const QUOTE_CART_EMPTY = 'Your cart is empty: add the products you want a quote for, then request a quote.';
export const QUOTE_REQUEST_SENT = 'Your quote request was sent. You can follow it under Messages.';

export const requestQuoteCall = defineCall({
  ...serviceDeskRoutes.requestQuote,
  summary:
    "Makes a quote request of the caller's cart: a case of kind quote with each line's SKU, title, quantity and the caller's price now, and an optional message. The cart stays as it is; an empty cart is 422",
  request: z.object({
    message: textOf('Message').trim().max(SERVICE_MESSAGE_MAX, 'Message is too long').optional().default(''),
  }),
  response: okSchema.extend({ message: z.string(), caseNo: z.number().int() }),
});
