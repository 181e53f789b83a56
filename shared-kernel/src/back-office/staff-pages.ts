import { mayUseArea, type StaffArea, type StaffRole } from '../domain/staff-roles';

// What the back office's screens show of the roles and areas (docs/product.md §13.1): words and paths
// only the staff frame and mf-admin draw, kept out of the kernel's root so a buyer's page does not carry
// them.
export const STAFF_ROLE_LABELS: Readonly<Record<StaffRole, string>> = {
  admin: 'Admin',
  rep: 'Sales rep',
  catalog: 'Catalogue',
};

/** An area's page in the back office: the host's side menu and the dashboard list the same ones. */
export interface StaffAreaPage {
  area: StaffArea;
  label: string;
  path: string;
  /** What the member does there, for the dashboard. */
  description: string;
}

/** Each area's page, in the order the side menu and the dashboard list them. */
export const STAFF_AREA_PAGES: readonly StaffAreaPage[] = [
  {
    area: 'registrations',
    label: 'Registrations',
    path: '/admin/registrations',
    description: 'Approve or reject new accounts.',
  },
  { area: 'customers', label: 'Customers', path: '/admin/customers', description: 'Price levels, terms and accounts.' },
  { area: 'orders', label: 'Orders', path: '/admin/orders', description: 'The order desk.' },
  {
    area: 'catalog',
    label: 'Catalogue',
    path: '/admin/catalogue',
    description: 'Products, prices, stock and pictures.',
  },
  {
    area: 'content',
    label: 'Content',
    path: '/admin/content',
    description: 'Information pages, the home page, e-catalogs and the email list.',
  },
  { area: 'service', label: 'Service desk', path: '/admin/service', description: 'Questions and quote requests.' },
  { area: 'staff', label: 'Staff', path: '/admin/staff', description: 'Members, roles and set-password links.' },
  { area: 'audit', label: 'Audit log', path: '/admin/audit', description: 'Who changed what, and when.' },
];

/** The area pages a member of `role` may open. */
export const staffAreaPagesFor = (role: StaffRole): StaffAreaPage[] =>
  STAFF_AREA_PAGES.filter((page) => mayUseArea(role, page.area));
