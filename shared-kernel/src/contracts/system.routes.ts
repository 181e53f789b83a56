import { route } from './route';

/** Where each system call lives; system.contract.ts spreads these into its definitions. */
export const systemRoutes = {
  getCms: route('GET', '/system/get-cms'),
  getMenu: route('GET', '/system/get-menu'),
  getCode: route('GET', '/system/get-code'),
  getBanner: route('GET', '/system/get-banner'),
  getCategory: route('GET', '/system/get-category'),
  getCmsBanner: route('GET', '/system/get-cms-banner'),
  getWebFirstDepth: route('GET', '/system/get-web-first-depth'),
  getStore: route('GET', '/system/get-store'),
  getFilterMenu: route('GET', '/system/get-filter-menu'),
  getECatalogFiles: route('GET', '/system/get-e-catalog-files'),
  getBrands: route('GET', '/system/get-brands'),
  getPromoStrip: route('GET', '/system/get-promo-strip'),
};
