import { z } from 'zod';
import { ADMIN_PRODUCT_SORTS, CATALOGUE_STATUSES, PRODUCT_LINK_KINDS } from '../back-office/catalogue-choices';
import { adminPageOf, adminPageParams } from './admin-common';
import { adminCatalogueRoutes } from './admin-catalogue.routes';
import { CATALOGUE_LIMITS, type CatalogueProduct } from './catalogue-product';
import { booleanFromText, choiceOf, defineCall, intParam, listOf, oneLineText, textOf } from './common';

/**
 * The back office's products (docs/product.md §13.5), for admins and the catalogue role: the list, one
 * product's page and its saves (every field, pictures, links). A product is the kernel's
 * catalogueProductSchema, the one the catalogue file is read into (docs/catalogue-file.md).
 */

export {
  ADMIN_PRODUCT_SORTS,
  CATALOGUE_FIELD_LABELS,
  CATALOGUE_STATUSES,
  PRODUCT_LINK_KINDS,
  type AdminProductSort,
  type CatalogueFieldName,
  type ProductLinkKind,
} from '../back-office/catalogue-choices';

/** A staff save carrying a version that is no longer the product's (409 PRODUCT_CHANGED): nothing was written. */
export const PRODUCT_CHANGED_MESSAGE = 'This product was changed by someone else. Reload to see the changes.';

/** A product's SKU, as a call names the product it is about. */
export const skuParam = textOf('SKU')
  .trim()
  .min(1, 'SKU is required')
  .max(CATALOGUE_LIMITS.skuLength, 'SKU is too long');

const versionParam = intParam((n) => n.positive(), 'version is required');

/** One product of the list. Money is in dollars. */
export const adminProductRowSchema = z.object({
  sku: z.string(),
  title: z.string(),
  /** The main picture's thumbnail (`/uploads/...`), else the picture itself; '' for none. */
  thumbnail: z.string(),
  brand: z.string(),
  /** `Top > Middle > Leaf`. */
  category: z.string(),
  price1: z.number(),
  stock: z.number().int(),
  status: z.enum(CATALOGUE_STATUSES),
  /** Shown to buyers: active and with a picture (docs/product.md §5.2). */
  listed: z.boolean(),
});
export type AdminProductRow = z.infer<typeof adminProductRowSchema>;

export const listAdminProductsCall = defineCall({
  ...adminCatalogueRoutes.listAdminProducts,
  summary: 'The catalogue’s products, hidden ones too, filtered, sorted and paged (by SKU unless sorted otherwise)',
  request: z.object({
    ...adminPageParams,
    sort: choiceOf('sort', ADMIN_PRODUCT_SORTS).optional().default('sku'),
    direction: choiceOf('direction', ['asc', 'desc']).optional().default('asc'),
    /** Part of the SKU or title (any case). */
    q: oneLineText(100, 'Search').optional(),
    brandId: intParam((n) => n.positive()).optional(),
    /** The category and every category under it. */
    categoryId: intParam((n) => n.positive()).optional(),
    status: choiceOf('Status', CATALOGUE_STATUSES).optional(),
    /** Only products with no stock. */
    stockZero: booleanFromText.optional(),
  }),
  response: adminPageOf(adminProductRowSchema),
});

/**
 * A product as stored, in catalogueProductSchema's shape but not held to its rules: a product kept before a
 * rule existed still opens, and its page shows what to correct when it is saved.
 */
const storedProductSchema = z.object({
  sku: z.string(),
  title: z.string(),
  description: z.string(),
  brand: z.string(),
  category: z.string(),
  barcode: z.string(),
  color: z.string(),
  tags: z.string(),
  uom: z.string(),
  packQty: z.number(),
  cartonQty: z.number(),
  minBuy: z.number(),
  stock: z.number(),
  srp: z.number(),
  price1: z.number(),
  price2: z.number(),
  price3: z.number(),
  price4: z.number(),
  sale: z.number(),
  breaks: z.array(z.object({ minQty: z.number(), percentOff: z.number() })),
  weight: z.string(),
  width: z.string(),
  height: z.string(),
  length: z.string(),
  material: z.string(),
  countryOfOrigin: z.string(),
  images: z.array(z.string()),
  filters: z.array(z.object({ group: z.string(), value: z.string() })),
  status: z.enum(CATALOGUE_STATUSES),
  featured: z.boolean(),
  isNew: z.boolean(),
  position: z.number(),
}) satisfies z.ZodType<CatalogueProduct>;

/** A product another one links to. */
export const linkedProductSchema = z.object({
  sku: z.string(),
  title: z.string(),
  thumbnail: z.string(),
  status: z.enum(CATALOGUE_STATUSES),
});
export type LinkedProduct = z.infer<typeof linkedProductSchema>;

const productLinksSchema = z.object({ related: z.array(linkedProductSchema), cross: z.array(linkedProductSchema) });
export type ProductLinks = z.infer<typeof productLinksSchema>;

/** A product's picture: its name (the catalogue file's `images` column), the stored picture and its thumbnail. */
export const productPictureSchema = z.object({ fileName: z.string(), filepath1: z.string(), tfilepath1: z.string() });
export type ProductPicture = z.infer<typeof productPictureSchema>;

/** One product as its page shows it. */
export const adminProductSchema = z.object({
  product: storedProductSchema,
  /** Sent back with each change: a change made from an older version is refused (PRODUCT_CHANGED). */
  version: z.number().int(),
  /** The pictures in `product.images` order, the main one first. */
  pictures: z.array(productPictureSchema),
  links: productLinksSchema,
  /** When it was added (ISO time). */
  createdAt: z.string(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

const productAnswer = z.object({ is_success: z.literal(true), product: adminProductSchema });

export const adminProductDetailCall = defineCall({
  ...adminCatalogueRoutes.adminProductDetail,
  summary: 'One product: every field, its pictures, links and version',
  request: z.object({ sku: skuParam }),
  response: productAnswer,
});

const isRecord = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value);

export const saveProductCall = defineCall({
  ...adminCatalogueRoutes.saveProduct,
  summary:
    'Saves a whole product (every field of catalogueProductSchema; its pictures are named, not sent). With `version`, the product of that SKU as read at that version; without, a new one. 422 names each field refused',
  request: z.object({
    /** Left out for a new product (409 when the SKU is taken); else the version the page read. */
    version: versionParam.optional(),
    /** Checked by the handler against catalogueProductSchema: its refusals are 422, by field. */
    product: z.custom<z.input<typeof storedProductSchema>>(isRecord, 'product must be an object'),
  }),
  response: productAnswer,
});

/** The largest upload of pictures at once. */
export const PICTURES_PER_UPLOAD = 10;

export const uploadProductImagesCall = defineCall({
  ...adminCatalogueRoutes.uploadProductImages,
  summary: `Adds pictures to a product, after the ones it has: multipart/form-data with sku, version, then up to ${PICTURES_PER_UPLOAD} files named \`pictures\` (JPEG, PNG, WebP or GIF, 10 MB each). A picture refused refuses them all (422)`,
  request: z.object({ sku: skuParam, version: versionParam }),
  response: productAnswer,
});

export const setProductImagesCall = defineCall({
  ...adminCatalogueRoutes.setProductImages,
  summary:
    "Sets a product's pictures to some of those it has, in order: the first is the main one. One left out is removed",
  request: z.object({
    sku: skuParam,
    version: versionParam,
    images: listOf('images', textOf('Image').trim().min(1, 'Image is required').max(CATALOGUE_LIMITS.imageNameLength)),
  }),
  response: productAnswer,
});

const linkChange = z.object({
  sku: skuParam,
  kind: choiceOf('Kind', PRODUCT_LINK_KINDS),
  /** The product linked to. */
  linkedSku: skuParam,
});

const linksAnswer = z.object({ is_success: z.literal(true), links: productLinksSchema });

export const addProductLinkCall = defineCall({
  ...adminCatalogueRoutes.addProductLink,
  summary: "Links a product to another by its SKU: 'related' (Related Items) or 'cross' (Commonly Ordered Together)",
  request: linkChange,
  response: linksAnswer,
});

export const removeProductLinkCall = defineCall({
  ...adminCatalogueRoutes.removeProductLink,
  summary: "Removes a product's link to another",
  request: linkChange,
  response: linksAnswer,
});
