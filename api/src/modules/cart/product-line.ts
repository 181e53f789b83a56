import { QUANTITY_TOO_LARGE } from '@storefront/shared-kernel/contracts';
import { MAX_QUANTITY } from '@storefront/shared-kernel/domain';
import type { Deps } from '../../deps';
import { badRequest, notFound } from '../../lib/errors';
import { findProduct } from './cart.repository';
import { isForSale } from './quantity-rules';

/**
 * The product a cart line or favorite of `idStyle` is for, with the color it is kept under: the product's
 * own. A product comes in one color, so any other named one is refused (it made a second line of a color
 * that does not exist). A hidden product is not for sale: refused as a missing one (docs/product.md §6.6).
 */
export async function productForLine(deps: Deps, idStyle: string, color: string) {
  const product = await findProduct(deps.db, idStyle);
  if (!product || !isForSale(product)) throw notFound('Product not found');
  if (color && color.toLowerCase() !== product.color.toLowerCase()) {
    throw badRequest('This product does not come in that color', { color: [`${idStyle} comes in ${product.color}`] });
  }
  return product;
}

/** An add that would take a line past MAX_QUANTITY changes nothing and says so (it was capped silently). */
export const quantityTooLarge = (field: string) => badRequest(QUANTITY_TOO_LARGE, { [field]: [QUANTITY_TOO_LARGE] });

/** Many lines into the cart at once (favorites, a copied order): which would go past MAX_QUANTITY. */
export const tooMuchInCart = (idStyles: string[]) =>
  badRequest(
    `${QUANTITY_TOO_LARGE}: the cart would hold more than ${MAX_QUANTITY.toLocaleString('en-US')} of ${idStyles.join(', ')}.`,
    {
      idStyle: idStyles.map((idStyle) => `${idStyle}: ${QUANTITY_TOO_LARGE}`),
    },
  );
