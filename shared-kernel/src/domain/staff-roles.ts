/**
 * The back office's staff roles (docs/product.md §13.1) and which roles each area of it is for. The API
 * states its allowed roles per call from this table, and the back office's menu shows a member only the
 * areas of its role: one table, so a menu entry and the calls behind it cannot disagree.
 */
export const STAFF_ROLES = ['admin', 'rep', 'catalog'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

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
