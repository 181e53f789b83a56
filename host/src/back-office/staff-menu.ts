import { mayUseArea, type StaffArea, type StaffRole } from '@storefront/shared-kernel';

export interface StaffMenuEntry {
  label: string;
  path: string;
  /** The area the page belongs to (staff-roles.ts); none for the dashboard, which every member has. */
  area: StaffArea | null;
}

/**
 * The staff frame's side menu (docs/product.md §13): each area's page, shown to a member whose role may
 * use it. The catalogue, content and service areas join the menu when their pages do.
 */
export const STAFF_MENU: readonly StaffMenuEntry[] = [
  { label: 'Dashboard', path: '/admin', area: null },
  { label: 'Registrations', path: '/admin/registrations', area: 'registrations' },
  { label: 'Customers', path: '/admin/customers', area: 'customers' },
  { label: 'Orders', path: '/admin/orders', area: 'orders' },
  { label: 'Staff', path: '/admin/staff', area: 'staff' },
  { label: 'Audit log', path: '/admin/audit', area: 'audit' },
];

/** The menu entries a member of `role` sees. */
export const staffMenuFor = (role: StaffRole): StaffMenuEntry[] =>
  STAFF_MENU.filter((entry) => entry.area === null || mayUseArea(role, entry.area));
