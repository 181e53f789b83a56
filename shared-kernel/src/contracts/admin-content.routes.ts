import { route } from './route';

/**
 * Where each call of the back office's content pages lives (docs/product.md §13.7): information pages,
 * e-catalogs and the email list; admin-content.contract.ts spreads these.
 */
export const adminContentRoutes = {
  listContentPages: route('GET', '/admin/content/pages-list'),
  contentPageDetail: route('GET', '/admin/content/page-detail'),
  contentPageVersionDetail: route('GET', '/admin/content/page-version-detail'),
  saveContentPage: route('POST', '/admin/content/save-page'),
  restoreContentPage: route('POST', '/admin/content/restore-page'),
  listAdminEcatalogs: route('GET', '/admin/content/ecatalogs-list'),
  addEcatalog: route('POST', '/admin/content/add-ecatalog'),
  renameEcatalog: route('POST', '/admin/content/rename-ecatalog'),
  moveEcatalog: route('POST', '/admin/content/move-ecatalog'),
  showEcatalog: route('POST', '/admin/content/show-ecatalog'),
  uploadEcatalogCover: route('POST', '/admin/content/upload-ecatalog-cover'),
  makeEcatalogCover: route('POST', '/admin/content/make-ecatalog-cover'),
  deleteEcatalog: route('POST', '/admin/content/delete-ecatalog'),
  listSubscribers: route('GET', '/admin/content/subscribers-list'),
  exportSubscribers: route('GET', '/admin/content/subscribers.csv'),
};
