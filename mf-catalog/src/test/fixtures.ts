import type { Product, ProductDetail } from '@storefront/shared-kernel';

export const makeProduct = (overrides: Partial<Product> = {}): Product => ({
  idStyle: 'TIG-1001',
  idStyleDtl: 1,
  webTitle: 'TIGER Rice Cooker 1.0 L, White',
  websitename: '<strong>TIGER</strong> Rice Cooker',
  filepath1: '/uploads/products/TIG-1001-1.svg',
  Tfilepath1: '/uploads/products/TIG-1001-1.svg',
  image: '/uploads/products/TIG-1001-1.svg',
  avaQty: 10,
  price: 50,
  retailPrice: 90,
  salePrice: 5,
  yourPrice: 45,
  color: 'White',
  qtyPerUOM: 4,
  qtyPerCTN: 16,
  minBuy: 4,
  tags: '',
  brand: 'TIGER',
  brandId: 1,
  barcode: '4001000001482',
  uom: 'EA',
  category: 'Electric Rice Cookers',
  ...overrides,
});

export const makeDetail = (overrides: Partial<ProductDetail> = {}): ProductDetail => ({
  ...makeProduct(),
  weight: '5.1 lb',
  width: '7.0 in',
  height: '',
  length: '5.0 in',
  material: 'Plastic',
  countryOfOrigin: 'Japan',
  breaks: [],
  ...overrides,
});

/** A visitor's copy: the API sends no prices without a session. */
export const withoutPrices = (product: Product): Product => ({
  ...product,
  price: null,
  retailPrice: null,
  salePrice: null,
  yourPrice: null,
});
