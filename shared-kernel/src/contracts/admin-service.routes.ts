import { route } from './route';

/** Where each service-desk call of the back office lives; admin-service.contract.ts spreads these. */
export const adminServiceRoutes = {
  listServiceCases: route('GET', '/admin/service/list'),
  serviceCaseDetail: route('GET', '/admin/service/detail'),
  serviceAssignees: route('GET', '/admin/service/assignee-list'),
  assignServiceCase: route('POST', '/admin/service/assign'),
  addServiceNote: route('POST', '/admin/service/add-note'),
  replyToServiceCase: route('POST', '/admin/service/reply'),
  setServiceCaseStatus: route('POST', '/admin/service/set-status'),
  downloadServiceAttachment: route('GET', '/admin/service/attachment'),
};
