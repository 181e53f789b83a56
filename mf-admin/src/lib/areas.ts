import { mayUseArea, type StaffArea, type StaffRole } from '@storefront/shared-kernel';

export interface AreaLink {
  area: StaffArea;
  label: string;
  path: string;
  /** What the member does there, for the dashboard. */
  description: string;
}

/**
 * The back office's areas with pages (docs/product.md §13), as the dashboard links to them; the host's
 * side menu lists the same (host/src/back-office/staff-menu.ts). Catalogue, content and service join
 * when their pages do.
 */
export const AREA_LINKS: readonly AreaLink[] = [
  {
    area: 'registrations',
    label: 'Registrations',
    path: '/admin/registrations',
    description: 'Approve or reject new accounts.',
  },
  {
    area: 'customers',
    label: 'Customers',
    path: '/admin/customers',
    description: 'Price levels, terms and accounts.',
  },
  { area: 'orders', label: 'Orders', path: '/admin/orders', description: 'The order desk.' },
  { area: 'staff', label: 'Staff', path: '/admin/staff', description: 'Members, roles and set-password links.' },
  { area: 'audit', label: 'Audit log', path: '/admin/audit', description: 'Who changed what, and when.' },
];

/** The areas a member of `role` may use. */
export const areasFor = (role: StaffRole): AreaLink[] => AREA_LINKS.filter((link) => mayUseArea(role, link.area));
