import { type StaffRole } from '@storefront/shared-kernel';
import { STAFF_ROLE_LABELS } from '@storefront/shared-kernel/back-office';

/** A one-time set-password link, shown once (docs/product.md §13.1): the API keeps only its hash. */
export interface OneTimeLink {
  email: string;
  link: string;
  expiresAt: string;
}

/** What the page says of the last thing done, or why it was not. */
export type StaffNotice =
  { tone: 'success' | 'error'; text: string } | { tone: 'link'; link: OneTimeLink; isNew: boolean };

export const SAVE_FAILED = 'The change could not be saved. Please try again.';
export const NO_ANSWER = 'No answer came: reload the list to see whether the change was made.';

export const roleChanged = (email: string, role: StaffRole): string =>
  `${email} is now ${STAFF_ROLE_LABELS[role]}. Its sessions have ended.`;
export const activeChanged = (email: string, active: boolean): string =>
  active ? `${email} is enabled.` : `${email} is disabled: it can no longer sign in.`;
