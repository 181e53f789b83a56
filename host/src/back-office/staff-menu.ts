import { type StaffRole } from '@storefront/shared-kernel';
import { staffAreaPagesFor } from '@storefront/shared-kernel/back-office';

export interface StaffMenuEntry {
  label: string;
  path: string;
}

/**
 * The staff frame's side menu (docs/product.md §13): the dashboard, which every member has, then the
 * kernel's area pages the member's role may use (the dashboard of mf-admin lists the same).
 */
export const staffMenuFor = (role: StaffRole): StaffMenuEntry[] => [
  { label: 'Dashboard', path: '/admin' },
  ...staffAreaPagesFor(role).map(({ label, path }) => ({ label, path })),
];
