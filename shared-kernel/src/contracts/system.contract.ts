import { z } from 'zod';
import { defineCall, textOf } from './common';
import { systemRoutes } from './system.routes';

const brandCodeParam = z.object({ brandCode: textOf('brandCode').trim().max(40, 'brandCode is too long').optional() });

export const cmsSchema = z.object({ gubun: z.string(), title: z.string(), contents: z.string() });

export const getCmsCall = defineCall({
  ...systemRoutes.getCms,
  summary: 'A content page by code (01 terms, 02 contact, 42 shipping, 46 privacy, about, accessibility, faq)',
  request: z.object({
    gubun: z.string({ error: 'gubun is required' }).trim().min(1, 'gubun is required').max(40, 'gubun is too long'),
  }),
  response: z.object({ is_success: z.literal(true), cms: cmsSchema }),
});

export const menuNodeSchema = z.object({
  idWebCate: z.number().int(),
  cateNm: z.string(),
  /** The parent's idWebCate; 0 at the top. */
  pCode: z.number().int(),
  level: z.number().int(),
  filepath1: z.string(),
  /** Dash form of the name, as used in /search?category=. */
  slug: z.string(),
});
export type MenuNode = z.infer<typeof menuNodeSchema>;

export const getMenuCall = defineCall({
  ...systemRoutes.getMenu,
  summary: 'The category menu, every level, parents before children',
  request: z.object({}),
  response: z.object({ is_success: z.literal(true), menuList: z.array(menuNodeSchema) }),
});

export const codeItemSchema = z.object({
  idCode: z.number().int(),
  codeNm: z.string(),
  /** Comma-separated ids of the group's filter values. */
  item1: z.string(),
  /** Comma-separated titles, in the order of item1. */
  item2: z.string(),
});

export const getCodeCall = defineCall({
  ...systemRoutes.getCode,
  summary: 'A code list by division (88: filter groups)',
  request: z.object({
    div: z.string({ error: 'div is required' }).trim().min(1, 'div is required').max(10, 'div is too long'),
  }),
  response: z.object({ is_success: z.literal(true), codeList: z.array(codeItemSchema) }),
});

export const getBannerCall = defineCall({
  ...systemRoutes.getBanner,
  summary: 'Home carousel slides',
  request: brandCodeParam,
  response: z.object({
    is_success: z.literal(true),
    bannerList: z.array(z.object({ title: z.string(), url: z.string(), filepath1: z.string() })),
  }),
});

export const getCategoryCall = defineCall({
  ...systemRoutes.getCategory,
  summary: 'Category tiles of the home page',
  request: brandCodeParam,
  response: z.object({
    is_success: z.literal(true),
    categoryList: z.array(
      z.object({ idWebCate: z.number().int(), title: z.string(), slug: z.string(), filepath1: z.string() }),
    ),
  }),
});

export const getCmsBannerCall = defineCall({
  ...systemRoutes.getCmsBanner,
  summary: 'Content banners with Read More links',
  request: brandCodeParam,
  response: z.object({
    is_success: z.literal(true),
    cmsBannerList: z.array(z.object({ title: z.string(), url: z.string(), filepath1: z.string() })),
  }),
});

export const getWebFirstDepthCall = defineCall({
  ...systemRoutes.getWebFirstDepth,
  summary: 'Top-level categories with their banners (Shop By Category)',
  request: z.object({}),
  response: z.object({
    is_success: z.literal(true),
    categoryList: z.array(
      z.object({ idWebCate: z.number().int(), cateNm: z.string(), slug: z.string(), banner_filepath1: z.string() }),
    ),
  }),
});

export const getStoreCall = defineCall({
  ...systemRoutes.getStore,
  summary: 'The store the site sells from',
  request: z.object({}),
  response: z.object({
    is_success: z.literal(true),
    storeInfo: z.object({ idStore: z.number().int(), zipcode: z.string(), name: z.string() }),
  }),
});

export const getFilterMenuCall = defineCall({
  ...systemRoutes.getFilterMenu,
  summary: 'The filter groups that apply to a category (ids of code list div 88)',
  request: z.object({ category: textOf('category').trim().max(200, 'category is too long').optional() }),
  response: z.object({
    is_success: z.literal(true),
    filterList: z.array(z.object({ idWebCate: z.number().int(), cateNm: z.string(), filterGroup: z.string() })),
  }),
});

export const eCatalogSchema = z.object({ title: z.string(), Tfilepath1: z.string(), filepath2: z.string() });

export const getECatalogFilesCall = defineCall({
  ...systemRoutes.getECatalogFiles,
  summary: 'E-catalogs: cover image and PDF file',
  request: z.object({}),
  response: z.object({ is_success: z.literal(true), eCatalogList: z.array(eCatalogSchema) }),
});

export const getBrandsCall = defineCall({
  ...systemRoutes.getBrands,
  summary: 'The brands with their logos (Shop by Brand)',
  request: z.object({}),
  response: z.object({
    is_success: z.literal(true),
    brandList: z.array(z.object({ brandId: z.number().int(), name: z.string(), logo: z.string(), link: z.string() })),
  }),
});

export const getPromoStripCall = defineCall({
  ...systemRoutes.getPromoStrip,
  summary:
    "The promotional strip's text for a visitor and for a signed-in buyer (docs/product.md §3.4, §13.8); '' hides it",
  request: z.object({}),
  response: z.object({
    is_success: z.literal(true),
    promoStrip: z.object({ visitor: z.string(), buyer: z.string() }),
  }),
});
