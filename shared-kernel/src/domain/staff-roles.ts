/**
 * The back office's staff roles (docs/product.md §13.1) and which roles each area of it is for. The API
 * states its allowed roles per call from this table, and the back office's menu shows a member only the
 * areas of its role: one table, so a menu entry and the calls behind it cannot disagree.
 */
export const STAFF_ROLES = ['admin', 'rep', 'catalog'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_LABELS: Readonly<Record<StaffRole, string>> = {
  admin: 'Admin',
  rep: 'Sales rep',
  catalog: 'Catalogue',
};

/** Every area of the back office and the roles it is for; `admin` may do everything. */
export const STAFF_AREAS = {
  /** Staff members: add, change role, disable. */
  staff: ['admin'],
  /** The audit log. */
  audit: ['admin'],
  registrations: ['admin', 'rep'],
  customers: ['admin', 'rep'],
  orders: ['admin', 'rep'],
  /** Questions and quote requests (a later part of the back office). */
  service: ['admin', 'rep'],
  catalog: ['admin', 'catalog'],
  content: ['admin', 'catalog'],
} as const satisfies Record<string, readonly StaffRole[]>;
export type StaffArea = keyof typeof STAFF_AREAS;

export const mayUseArea = (role: StaffRole, area: StaffArea): boolean =>
  (STAFF_AREAS[area] as readonly StaffRole[]).includes(role);

/** An area's page in the back office: the host's side menu and the dashboard list the same ones. */
export interface StaffAreaPage {
  area: StaffArea;
  label: string;
  path: string;
  /** What the member does there, for the dashboard. */
  description: string;
}

/** The areas that have pages so far; catalogue, content and service join when their pages do. */
export const STAFF_AREA_PAGES: readonly StaffAreaPage[] = [
  {
    area: 'registrations',
    label: 'Registrations',
    path: '/admin/registrations',
    description: 'Approve or reject new accounts.',
  },
  { area: 'customers', label: 'Customers', path: '/admin/customers', description: 'Price levels, terms and accounts.' },
  { area: 'orders', label: 'Orders', path: '/admin/orders', description: 'The order desk.' },
  { area: 'staff', label: 'Staff', path: '/admin/staff', description: 'Members, roles and set-password links.' },
  { area: 'audit', label: 'Audit log', path: '/admin/audit', description: 'Who changed what, and when.' },
];

/** The area pages a member of `role` may open. */
export const staffAreaPagesFor = (role: StaffRole): StaffAreaPage[] =>
  STAFF_AREA_PAGES.filter((page) => mayUseArea(role, page.area));
