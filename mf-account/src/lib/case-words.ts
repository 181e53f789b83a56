import {
  caseTitle,
  SERVICE_CASE_KIND_LABELS,
  SERVICE_CASE_STATUS_LABELS,
  type ServiceCaseKind,
  type ServiceCaseStatus,
} from '@storefront/shared-kernel/service-desk';

// The words of the buyer's Messages (docs/product.md §8.1), for its list (a tab of My Account) and a
// case's page: a case's status and kind are said as the service desk says them (the kernel's lists), so
// the buyer and staff read the same words.

export const statusLabel = (status: ServiceCaseStatus): string => SERVICE_CASE_STATUS_LABELS[status];
export const kindLabel = (kind: ServiceCaseKind): string => SERVICE_CASE_KIND_LABELS[kind];
export { caseTitle };

export const MESSAGES_PATH = '/myaccount/messages';
export const casePath = (caseNo: number): string => `${MESSAGES_PATH}/${caseNo}`;

// Made at the first time shown, not when the module loads (as lib/format.ts's date format).
let dateTimeFormat: Intl.DateTimeFormat | null = null;

/** An API timestamp in the buyer's own time: 'Mar 2, 2026, 9:41 AM'; '' when it is not a time. */
export function formatDateTime(value: string): string {
  const time = Date.parse(value);
  if (Number.isNaN(time)) return '';
  dateTimeFormat ??= new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
  return dateTimeFormat.format(time);
}
