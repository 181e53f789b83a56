import { z } from 'zod';
import {
  choiceOf,
  defineCall,
  idCustomerParam,
  idStyleSchema,
  intParam,
  numberFromText,
  priceSchema,
  textOf,
} from './common';
import { MAX_PAGE, SEARCH_TEXT_MAX_LENGTH, isPageSize } from '../domain/constants';
import { MAX_ID } from '../domain/ids';
import { DEFAULT_SORT, SORT_VALUES } from '../domain/product-sort';
import { productRoutes } from './product.routes';

export const productSchema = z.object({
  idStyle: z.string(),
  idStyleDtl: z.number().int(),
  webTitle: z.string(),
  /** May contain markup. */
  websitename: z.string(),
  filepath1: z.string(),
  Tfilepath1: z.string(),
  image: z.string(),
  avaQty: z.number().int(),
  /** Wholesale price at the caller's level; null without a session. */
  price: priceSchema,
  /** SRP; null without a session. */
  retailPrice: priceSchema,
  salePrice: priceSchema,
  /** price - salePrice; null without a session. */
  yourPrice: priceSchema,
  color: z.string(),
  qtyPerUOM: z.number().int(),
  qtyPerCTN: z.number().int(),
  /** The minimum order quantity, whole packs (docs/product.md §6.6): what a card adds, the least the server takes. */
  minBuy: z.number().int(),
  tags: z.string(),
  brand: z.string(),
  brandId: z.number().int(),
  barcode: z.string(),
  uom: z.string(),
  category: z.string(),
});
export type Product = z.infer<typeof productSchema>;

export const productDetailSchema = productSchema.extend({
  weight: z.string(),
  width: z.string(),
  height: z.string(),
  length: z.string(),
  material: z.string(),
  countryOfOrigin: z.string(),
  /**
   * The volume breaks, smallest quantity first, priced at the caller's level (docs/product.md §6.6);
   * none for a visitor, who sees no prices.
   */
  breaks: z.array(
    z.object({
      minQty: z.number().int(),
      /** Percent off (5, 2.5), as the catalogue gives it. */
      percentOff: z.number(),
      /** Your price per unit from minQty up. */
      price: z.number(),
    }),
  ),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

/** The kernel's sort list (domain/product-sort.ts, docs/product.md §5.5). */
export const productSortSchema = choiceOf('sort', SORT_VALUES);
export type ProductSort = z.infer<typeof productSortSchema>;

const listParams = { idCustomer: idCustomerParam, brandId: intParam().optional(), storeId: intParam().optional() };

export const getProductsCall = defineCall({
  ...productRoutes.getProducts,
  summary: 'A page of products by category (or brand name), keyword and filters, sorted, with the total',
  request: z.object({
    ...listParams,
    /** A category or brand name, dash form allowed (kitchen-cookware). */
    category: textOf('category').trim().max(SEARCH_TEXT_MAX_LENGTH, 'category is too long').optional(),
    keyword: textOf('keyword').trim().max(SEARCH_TEXT_MAX_LENGTH, 'keyword is too long').optional(),
    /** Comma-separated filter ids (code list div 88 item ids). */
    filterList: textOf('filterList')
      .regex(/^\s*(\d+\s*(,\s*\d+\s*)*)?$/, 'filterList must be comma-separated ids')
      .refine((text) => text.split(',').every((id) => !id.trim() || Number(id) <= MAX_ID), 'Number is out of range')
      .optional(),
    sort: productSortSchema.default(DEFAULT_SORT),
    currPage: intParam((n) => n.min(1).max(MAX_PAGE)).default(1),
    perPage: numberFromText(
      z.number({ error: 'perPage must be 24, 48 or 100' }).refine(isPageSize, 'perPage must be 24, 48 or 100'),
    )
      .describe('Page size: 24, 48 or 100')
      .default(24),
  }),
  response: z.object({
    is_success: z.literal(true),
    total: z.number().int(),
    currPage: z.number().int(),
    perPage: z.number().int(),
    productList: z.array(productSchema),
  }),
});

const styleParams = z.object({ idStyle: idStyleSchema, idCustomer: idCustomerParam, idStore: intParam().optional() });
const productListAnswer = z.object({ is_success: z.literal(true), productList: z.array(productSchema) });

export const getProductDetailCall = defineCall({
  ...productRoutes.getProductDetail,
  summary: 'One product with its measures',
  request: styleParams,
  response: z.object({ is_success: z.literal(true), product: productDetailSchema }),
});

export const getRelatedProductsCall = defineCall({
  ...productRoutes.getRelatedProducts,
  summary: 'Related items of a product',
  request: styleParams,
  response: productListAnswer,
});

export const getCrossProductsCall = defineCall({
  ...productRoutes.getCrossProducts,
  summary: 'Items commonly ordered together with a product',
  request: styleParams,
  response: productListAnswer,
});

export const specificationSchema = z.object({
  code: z.enum(['UNIT', 'PACK', 'CTN']),
  width: z.string(),
  height: z.string(),
  length: z.string(),
  weight: z.string(),
  Color: z.string(),
  material: z.string(),
  countryOfOrigin: z.string(),
  minBuy: z.number().int(),
});
export type Specification = z.infer<typeof specificationSchema>;

export const getSpecificationsCall = defineCall({
  ...productRoutes.getSpecifications,
  summary: 'The UNIT, PACK and CTN specifications of a product',
  request: styleParams,
  response: z.object({ is_success: z.literal(true), specifications: z.array(specificationSchema) }),
});

export const getProductImagesCall = defineCall({
  ...productRoutes.getProductImages,
  summary: 'Gallery images of a product in display order',
  request: z.object({ idStyle: idStyleSchema }),
  response: z.object({
    is_success: z.literal(true),
    images: z.array(z.object({ filepath1: z.string(), showOrder: z.number().int() })),
  }),
});

export const getSearchPreviewCall = defineCall({
  ...productRoutes.getSearchPreview,
  summary: 'Up to 10 quick matches for the header search (keyword longer than 2 characters)',
  request: z.object({
    keyword: textOf('keyword').trim().max(SEARCH_TEXT_MAX_LENGTH, 'keyword is too long').default(''),
    idCustomer: idCustomerParam,
    brandId: intParam().optional(),
  }),
  response: z.object({
    is_success: z.literal(true),
    searchList: z.array(
      z.object({ idStyle: z.string(), Tfilepath1: z.string(), webTitle: z.string(), price: priceSchema }),
    ),
  }),
});

export const productColumnSchema = choiceOf('columnName', ['featured', 'newarrival', 'bestSeller']);

export const getProductsByColumnCall = defineCall({
  ...productRoutes.getProductsByColumn,
  summary: 'A product rail by type: featured (8), newarrival (8) or bestSeller (12)',
  request: z.object({
    columnName: productColumnSchema,
    idCustomer: idCustomerParam,
    brandId: intParam().optional(),
    limit: intParam((n) => n.min(1).max(48)).optional(),
  }),
  response: productListAnswer,
});

const railRequest = z.object({
  idCustomer: idCustomerParam,
  brandId: intParam().optional(),
  limit: intParam((n) => n.min(1).max(48)).optional(),
});

export const getFeaturedProductsCall = defineCall({
  ...productRoutes.getFeaturedProducts,
  summary: 'Featured products (up to 8)',
  request: railRequest,
  response: productListAnswer,
});

export const getNewArrivalsCall = defineCall({
  ...productRoutes.getNewArrivals,
  summary: 'New arrivals (up to 8)',
  request: railRequest,
  response: productListAnswer,
});

export const getBestSellersCall = defineCall({
  ...productRoutes.getBestSellers,
  summary: 'Best sellers with an image (up to 12)',
  request: railRequest,
  response: productListAnswer,
});
