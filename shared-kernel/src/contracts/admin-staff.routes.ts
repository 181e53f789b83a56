import { route } from './route';

/** Where each staff-management and audit call lives; admin-staff.contract.ts spreads these. */
export const adminStaffRoutes = {
  listStaff: route('GET', '/admin/staff/list'),
  addStaff: route('POST', '/admin/staff/add'),
  updateStaff: route('POST', '/admin/staff/update'),
  staffPasswordLink: route('POST', '/admin/staff/password-link'),
  listAudit: route('GET', '/admin/audit/list'),
};
