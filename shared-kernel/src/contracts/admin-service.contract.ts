import { z } from 'zod';
import {
  ADMIN_SERVICE_SORTS,
  SERVICE_CASE_KINDS,
  SERVICE_CASE_SET_STATUSES,
  SERVICE_CASE_STATUSES,
  SERVICE_MESSAGE_KINDS,
} from '../service-desk/service-case-choices';
import { STAFF_ROLES } from '../domain/staff-roles';
import { adminDay, adminPageOf, adminPageParams } from './admin-common';
import { adminServiceRoutes } from './admin-service.routes';
import { choiceOf, defineCall, intParam, oneLineText } from './common';
import {
  caseNoParam,
  serviceAttachmentSchema,
  serviceMessageText,
  serviceQuoteLineSchema,
} from './service-desk.contract';

/**
 * The service desk of the back office (docs/product.md §13.9): every Contact Us message and quote
 * request is a case with a number; staff list them, read a case's thread, assign it, add internal
 * notes, reply (stored and mailed to the buyer) and close or reopen it. For the `service` area's roles.
 */

export {
  ADMIN_SERVICE_SORTS,
  SERVICE_CASE_SET_STATUSES,
  SERVICE_MESSAGE_KINDS,
  type ServiceCaseSetStatus,
  type ServiceMessageKind,
} from '../service-desk/service-case-choices';

/** A staff save carrying a version that is no longer the case's (409 CASE_CHANGED): nothing was written. */
export const CASE_CHANGED_MESSAGE = 'This case was changed by someone else. Reload to see the changes.';

/** `assignee` of the list: every case, only the caller's, the unassigned ones, or one member's (by id). */
const ASSIGNEE_MESSAGE = "Assignee must be mine, unassigned or a staff member's id";
const assigneeFilter = oneLineText(12, 'Assignee')
  .refine((value) => value === '' || value === 'mine' || value === 'unassigned' || /^[1-9]\d{0,8}$/.test(value), {
    message: ASSIGNEE_MESSAGE,
  })
  .optional();

/** A member as the desk names one: an assignee, the writer of a reply or note. */
export const serviceStaffRefSchema = z.object({ id: z.number().int(), name: z.string(), email: z.string() });
export type ServiceStaffRef = z.infer<typeof serviceStaffRefSchema>;

/** One case of the list. */
export const adminServiceCaseRowSchema = z.object({
  caseNo: z.number().int(),
  kind: z.enum(SERVICE_CASE_KINDS),
  status: z.enum(SERVICE_CASE_STATUSES),
  /** When it was made, and when its thread or status last changed (ISO times). */
  createdAt: z.string(),
  lastActivityAt: z.string(),
  customer: z.object({ id: z.number().int(), company: z.string(), email: z.string() }),
  /** The name the buyer wrote under (the contact form's, or the account's). */
  name: z.string(),
  /** The start of the first message. */
  preview: z.string(),
  assignee: serviceStaffRefSchema.nullable(),
  /** Every message of the thread, internal notes included. */
  messageCount: z.number().int(),
});
export type AdminServiceCaseRow = z.infer<typeof adminServiceCaseRowSchema>;

export const listServiceCasesCall = defineCall({
  ...adminServiceRoutes.listServiceCases,
  summary:
    'The cases (questions and quote requests), filtered by status, kind, assignee, customer and days, sorted and paged (newest first unless sorted otherwise)',
  request: z.object({
    ...adminPageParams,
    sort: choiceOf('sort', ADMIN_SERVICE_SORTS).optional().default('created'),
    status: choiceOf('Status', SERVICE_CASE_STATUSES).optional(),
    kind: choiceOf('Kind', SERVICE_CASE_KINDS).optional(),
    /** `mine`, `unassigned`, a member's id, or '' (anyone). */
    assignee: assigneeFilter,
    /** Days the case was made on, as the store counts them (its time zone), both included. */
    from: adminDay('From'),
    to: adminDay('To'),
    /** A customer id, or part of a customer's company name or email (any case). */
    customer: oneLineText(100, 'Customer').optional(),
    /** The case number, exactly. */
    caseNo: intParam((n) => n.positive()).optional(),
  }),
  response: adminPageOf(adminServiceCaseRowSchema),
});

/** A message of the thread as staff see it: internal notes too, and who wrote each. */
export const adminServiceMessageSchema = z.object({
  id: z.number().int(),
  kind: z.enum(SERVICE_MESSAGE_KINDS),
  /** When it was written (ISO time). */
  at: z.string(),
  body: z.string(),
  /** The member who wrote a reply or note; null for the buyer's message. */
  staff: serviceStaffRefSchema.nullable(),
  attachments: z.array(serviceAttachmentSchema),
  /** A reply: when its mail to the buyer went (ISO time); null until it has (and for the other kinds). */
  mailedAt: z.string().nullable(),
});
export type AdminServiceMessage = z.infer<typeof adminServiceMessageSchema>;

/** One case: who asked, the whole thread, a quote's lines, and what staff may do next. */
export const adminServiceCaseSchema = z.object({
  caseNo: z.number().int(),
  kind: z.enum(SERVICE_CASE_KINDS),
  status: z.enum(SERVICE_CASE_STATUSES),
  /** Sent back with each change: a change made from an older version is refused (CASE_CHANGED). */
  version: z.number().int(),
  createdAt: z.string(),
  lastActivityAt: z.string(),
  /** The name the buyer wrote under, and the address replies are mailed to (the form's email, or the account's). */
  name: z.string(),
  email: z.string(),
  customer: z.object({
    id: z.number().int(),
    company: z.string(),
    email: z.string(),
    name: z.string(),
    tel: z.string(),
    priceLevel: z.number().int(),
  }),
  assignee: serviceStaffRefSchema.nullable(),
  /** Oldest first, internal notes included. */
  messages: z.array(adminServiceMessageSchema),
  /** The cart's lines of a quote request made from the cart; empty otherwise. */
  quoteLines: z.array(serviceQuoteLineSchema),
  quoteTotal: z.number(),
  /** The statuses set-status takes for it now: close it, or reopen it. */
  nextStatuses: z.array(z.enum(SERVICE_CASE_SET_STATUSES)),
});
export type AdminServiceCase = z.infer<typeof adminServiceCaseSchema>;

const adminServiceCaseAnswer = z.object({ is_success: z.literal(true), case: adminServiceCaseSchema });

/** Which case a change is for, and the version it was read at. */
const caseChange = {
  caseNo: caseNoParam,
  version: intParam((n) => n.positive(), 'version is required'),
};

export const serviceCaseDetailCall = defineCall({
  ...adminServiceRoutes.serviceCaseDetail,
  summary: 'One case: the buyer, the whole thread with internal notes and attachments, a quote’s lines, its version',
  request: z.object({ caseNo: caseNoParam }),
  response: adminServiceCaseAnswer,
});

/** A member a case can be assigned to. */
export const serviceAssigneeSchema = serviceStaffRefSchema.extend({ role: z.enum(STAFF_ROLES) });

export const serviceAssigneesCall = defineCall({
  ...adminServiceRoutes.serviceAssignees,
  summary: 'The active members a case can be assigned to (the roles of the service desk), by name',
  request: z.object({}),
  response: z.object({ is_success: z.literal(true), staff: z.array(serviceAssigneeSchema) }),
});

export const assignServiceCaseCall = defineCall({
  ...adminServiceRoutes.assignServiceCase,
  summary:
    'Assigns a case to an active member of the service desk’s roles, or to nobody (staffId null); a New case becomes Open',
  request: z.object({
    ...caseChange,
    /** null: nobody. */
    staffId: intParam((n) => n.positive(), 'staffId is required (null for nobody)').nullable(),
  }),
  response: adminServiceCaseAnswer,
});

export const addServiceNoteCall = defineCall({
  ...adminServiceRoutes.addServiceNote,
  summary: 'Adds an internal note to a case (staff only, never shown to the buyer); a New case becomes Open',
  request: z.object({ ...caseChange, note: serviceMessageText('Note', 'Please enter a note.') }),
  response: adminServiceCaseAnswer,
});

export const replyToServiceCaseCall = defineCall({
  ...adminServiceRoutes.replyToServiceCase,
  summary:
    'Replies to a case: the reply is stored on it and mailed to the buyer with the case number in the subject; the case becomes Answered',
  request: z.object({ ...caseChange, message: serviceMessageText('Reply', 'Please enter a reply.') }),
  response: adminServiceCaseAnswer,
});

export const setServiceCaseStatusCall = defineCall({
  ...adminServiceRoutes.setServiceCaseStatus,
  summary: 'Closes a case, or reopens it (Open)',
  request: z.object({ ...caseChange, status: choiceOf('Status', SERVICE_CASE_SET_STATUSES) }),
  response: adminServiceCaseAnswer,
});

export const downloadServiceAttachmentCall = defineCall({
  ...adminServiceRoutes.downloadServiceAttachment,
  summary:
    "A file a buyer attached to a case's message, as a download (Content-Disposition: attachment, the type it was checked as)",
  request: z.object({ id: intParam((n) => n.positive(), 'id is required') }),
  /** The answer is the file itself. */
  response: z.string(),
});
