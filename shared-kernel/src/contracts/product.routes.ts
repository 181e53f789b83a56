import { route } from './route';

/** Where each product call lives; product.contract.ts spreads these into its definitions. */
export const productRoutes = {
  getProducts: route('GET', '/product/get'),
  getProductDetail: route('GET', '/product/get-detail'),
  getRelatedProducts: route('GET', '/product/get-related'),
  getCrossProducts: route('GET', '/product/get-cross'),
  getSpecifications: route('GET', '/product/get-specifications'),
  getProductImages: route('GET', '/product/get-images'),
  getSearchPreview: route('GET', '/product/get-search-preview'),
  getProductsByColumn: route('GET', '/product/get-by-column'),
  getFeaturedProducts: route('GET', '/product/get-featured'),
  getNewArrivals: route('GET', '/product/get-new-arrival'),
  getBestSellers: route('GET', '/product/get-best-seller'),
};
