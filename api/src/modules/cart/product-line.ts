import { QUANTITY_TOO_LARGE } from '@storefront/shared-kernel/contracts';
import type { Deps } from '../../deps';
import { badRequest, notFound } from '../../lib/errors';
import { productExists } from './cart.repository';

/**
 * The color a cart line or favorite of `idStyle` is kept under: the product's own. A product comes in
 * one color, so any other named one is refused (it made a second line of a color that does not exist).
 */
export async function productColor(deps: Deps, idStyle: string, color: string): Promise<string> {
  const product = await productExists(deps.db, idStyle);
  if (!product) throw notFound('Product not found');
  if (color && color.toLowerCase() !== product.color.toLowerCase()) {
    throw badRequest('This product does not come in that color', { color: [`${idStyle} comes in ${product.color}`] });
  }
  return product.color;
}

/** An add that would take a line past MAX_QUANTITY changes nothing and says so (it was capped silently). */
export const quantityTooLarge = (field: string) => badRequest(QUANTITY_TOO_LARGE, { [field]: [QUANTITY_TOO_LARGE] });
