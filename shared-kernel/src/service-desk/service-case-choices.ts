// The service desk's fixed lists and words (docs/product.md §13.9), as plain values: the contracts check
// input against them on the server, and both mf-admin (the desk) and mf-account (the buyer's Messages)
// show them. Written once, here, apart from the kernel's root.

/** A case's statuses, in the order a case usually goes through them. */
export const SERVICE_CASE_STATUSES = ['new', 'open', 'answered', 'closed'] as const;
export type ServiceCaseStatus = (typeof SERVICE_CASE_STATUSES)[number];

/** The words a status is shown with, to staff and buyers alike. */
export const SERVICE_CASE_STATUS_LABELS: Readonly<Record<ServiceCaseStatus, string>> = {
  new: 'New',
  open: 'Open',
  answered: 'Answered',
  closed: 'Closed',
};

/** What a case is: a question (Contact Us), or a quote request (Contact Us's choice, or the cart's lines). */
export const SERVICE_CASE_KINDS = ['question', 'quote'] as const;
export type ServiceCaseKind = (typeof SERVICE_CASE_KINDS)[number];

export const SERVICE_CASE_KIND_LABELS: Readonly<Record<ServiceCaseKind, string>> = {
  question: 'Question',
  quote: 'Quote',
};

/** The statuses a member sets by hand (set-status): close a case, or reopen it. */
export const SERVICE_CASE_SET_STATUSES = ['open', 'closed'] as const;
export type ServiceCaseSetStatus = (typeof SERVICE_CASE_SET_STATUSES)[number];

/** What a message of a case's thread is: the buyer's, a staff reply (mailed), or an internal note. */
export const SERVICE_MESSAGE_KINDS = ['buyer', 'reply', 'note'] as const;
export type ServiceMessageKind = (typeof SERVICE_MESSAGE_KINDS)[number];

/** The staff's case list sort columns. */
export const ADMIN_SERVICE_SORTS = ['caseNo', 'created', 'activity', 'status'] as const;

/** How staff replies are signed on the buyer's side (and the reply mail's sender name). */
export const SERVICE_REPLY_AUTHOR = 'Customer Service';

/** A case as people name it: 'Case #100001'. */
export const caseTitle = (caseNo: number): string => `Case #${caseNo}`;

/** The most a message, reply or internal note may hold (the Contact Us message's limit, §12.3). */
export const SERVICE_MESSAGE_MAX = 5000;
