import { formatMoney } from '@storefront/shared-kernel';
import {
  ADMIN_SERVICE_SORTS,
  caseTitle,
  SERVICE_CASE_KIND_LABELS,
  SERVICE_CASE_KINDS,
  SERVICE_CASE_STATUS_LABELS,
  SERVICE_CASE_STATUSES,
  type ServiceCaseKind,
  type ServiceCaseSetStatus,
  type ServiceCaseStatus,
} from '@storefront/shared-kernel/service-desk';

/**
 * The service desk's words and choices (docs/product.md §13.9); the lists themselves are the kernel's
 * (`@storefront/shared-kernel/service-desk`), the ones the API checks input against and the buyer's
 * Messages shows, so staff and buyers read the same statuses.
 */
export const statusLabel = (status: ServiceCaseStatus): string => SERVICE_CASE_STATUS_LABELS[status];
export const kindLabel = (kind: ServiceCaseKind): string => SERVICE_CASE_KIND_LABELS[kind];

export const STATUS_CHOICES = SERVICE_CASE_STATUSES.map((status) => ({ value: status, label: statusLabel(status) }));
export const KIND_CHOICES = SERVICE_CASE_KINDS.map((kind) => ({ value: kind, label: kindLabel(kind) }));

/** The assignee filter's fixed choices (the API's): '' is anyone; a member's id follows these. */
export const ASSIGNEE_MINE = 'mine';
export const ASSIGNEE_NOBODY = 'unassigned';

/** The case list's sort columns (the API's). */
export const SERVICE_SORTS = ADMIN_SERVICE_SORTS;

export { caseTitle };
export const SERVICE_PATH = '/admin/service';
export const casePath = (caseNo: number): string => `${SERVICE_PATH}/${caseNo}`;
export const customerPath = (id: number): string => `/admin/customers/${id}`;

/** Money as the buyer's cart priced it: '$1,234.50'. */
export const money = formatMoney;

/** The code of the API's refusal of a change made from a version that is no longer the case's (409). */
export const CASE_CHANGED = 'CASE_CHANGED';

export const CASE_NOT_FOUND = 'Case not found';
export const RELOAD_FAILED = 'The case could not be read again. Please try Reload once more.';
export const SAVE_FAILED = 'The change could not be saved. Please try again.';
export const NO_ANSWER = 'No answer came: reload the case to see whether the change was made.';

/** What the page says once a change is kept. */
export const SAVED = {
  assigned: (name: string | null) => (name ? `The case is assigned to ${name}.` : 'The case is assigned to nobody.'),
  note: 'Internal note added.',
  reply: 'Reply sent: it is on the case and emailed to the buyer.',
  status: (status: ServiceCaseSetStatus) => (status === 'closed' ? 'The case is closed.' : 'The case is open again.'),
} as const;
