// The product's pure rules (docs/product.md), and pure helpers both sides use. Imported by the API
// server (Node) as well as the browser, so nothing here may touch the DOM, React, the API client or storage.
export * from './constants';
export * from './answer-status';
export * from './ean13';
export * from './filter-groups';
export * from './home-rails';
export * from './ids';
export * from './labels';
export * from './money';
export * from './number-format';
export * from './pagination';
export * from './product-sort';
export * from './route-owners';
export * from './slug';
export * from './staff-roles';
export * from './token';
export * from './upload-limits';
export * from './upload-messages';
export * from './with-timeout';
