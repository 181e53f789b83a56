import type { Product } from '@storefront/shared-kernel';

/** Uploads keep a SKU's slashes and other odd characters out of file names. */
const fileSafe = (text: string) => text.replace(/[^A-Za-z0-9._-]/g, '_');

/** The last resort of the picture's fallback chain (docs/product.md §5.2): an image named after the style. */
export const styleNamedImage = (idStyle: string): string => `/uploads/products/${fileSafe(idStyle)}.jpg`;

/** The main image's fallback chain (docs/product.md §5.2): image, then filepath, then a style-named jpg. */
export function mainImageSources(product: Pick<Product, 'image' | 'filepath1' | 'idStyle'>): string[] {
  const chain = [product.image, product.filepath1, styleNamedImage(product.idStyle)].filter(Boolean);
  return [...new Set(chain)];
}
