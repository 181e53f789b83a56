import { route } from './route';

/**
 * Where each catalogue call of the back office lives; admin-catalogue.contract.ts (products) and
 * admin-catalogue-reference.contract.ts (brands, categories, filters) spread these.
 */
export const adminCatalogueRoutes = {
  listAdminProducts: route('GET', '/admin/catalogue/products-list'),
  adminProductDetail: route('GET', '/admin/catalogue/product-detail'),
  saveProduct: route('POST', '/admin/catalogue/save-product'),
  uploadProductImages: route('POST', '/admin/catalogue/upload-images'),
  setProductImages: route('POST', '/admin/catalogue/set-images'),
  addProductLink: route('POST', '/admin/catalogue/add-link'),
  removeProductLink: route('POST', '/admin/catalogue/remove-link'),
  listBrands: route('GET', '/admin/catalogue/brands-list'),
  addBrand: route('POST', '/admin/catalogue/add-brand'),
  renameBrand: route('POST', '/admin/catalogue/rename-brand'),
  moveBrand: route('POST', '/admin/catalogue/move-brand'),
  uploadBrandLogo: route('POST', '/admin/catalogue/upload-brand-logo'),
  deleteBrand: route('POST', '/admin/catalogue/delete-brand'),
  listCategories: route('GET', '/admin/catalogue/categories-list'),
  addCategory: route('POST', '/admin/catalogue/add-category'),
  renameCategory: route('POST', '/admin/catalogue/rename-category'),
  moveCategory: route('POST', '/admin/catalogue/move-category'),
  setCategoryFilters: route('POST', '/admin/catalogue/set-category-filters'),
  uploadCategoryPicture: route('POST', '/admin/catalogue/upload-category-picture'),
  deleteCategory: route('POST', '/admin/catalogue/delete-category'),
  listFilters: route('GET', '/admin/catalogue/filters-list'),
  addFilterGroup: route('POST', '/admin/catalogue/add-filter-group'),
  renameFilterGroup: route('POST', '/admin/catalogue/rename-filter-group'),
  deleteFilterGroup: route('POST', '/admin/catalogue/delete-filter-group'),
  addFilterValue: route('POST', '/admin/catalogue/add-filter-value'),
  renameFilterValue: route('POST', '/admin/catalogue/rename-filter-value'),
  deleteFilterValue: route('POST', '/admin/catalogue/delete-filter-value'),
};
