import { route } from './route';

/** Where the catalogue file's calls of the back office live (docs/catalogue-file.md); the contract spreads these. */
export const adminCatalogueFileRoutes = {
  uploadCatalogueImport: route('POST', '/admin/catalogue/import-upload'),
  catalogueImportDetail: route('GET', '/admin/catalogue/import-detail'),
  confirmCatalogueImport: route('POST', '/admin/catalogue/import-confirm'),
  catalogueImportsList: route('GET', '/admin/catalogue/imports-list'),
  catalogueImportReport: route('GET', '/admin/catalogue/import-report.csv'),
  exportCatalogue: route('GET', '/admin/catalogue/export.csv'),
};
