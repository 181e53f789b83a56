// The service desk's browser data (docs/product.md §13.9): the buyer's call routes and the words and
// lists of cases both the desk (mf-admin) and the buyer's Messages (mf-account) show. Apart from the
// kernel's root, which every page loads. Plain data without state.
export * from './service-case-choices';
export * from '../contracts/service-desk-routes';
