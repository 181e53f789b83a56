import { addToCart, cartChangeFailure, notify, withReason, type Product } from '@storefront/shared-kernel';
import { addFavorite } from './catalog-api';

/** A card adds the least the server takes (docs/product.md §6.6): the minimum order, whole packs. */
const leastQuantity = (product: Product): number => product.minBuy;

/** Adds to the cart and says so (docs/product.md §5.2). The header's count follows the shared cart store. */
export async function addProductToCart(product: Product, quantity: number = leastQuantity(product)): Promise<boolean> {
  try {
    await addToCart({ idStyle: product.idStyle, color: product.color, quantity });
    notify(`${product.webTitle} added to cart!`, 'success');
    return true;
  } catch (error) {
    notify(cartChangeFailure(error), 'error');
    return false;
  }
}

/** Adds to the favorites from a card (docs/product.md §6.5). */
export async function addProductToFavorites(product: Product): Promise<boolean> {
  try {
    await addFavorite(product, leastQuantity(product));
    notify(`Added to favorites: ${product.webTitle}`, 'success');
    return true;
  } catch (error) {
    notify(withReason('Error while add to Favorites', error), 'error');
    return false;
  }
}
