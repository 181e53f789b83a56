import { addToCart, cartChangeFailure, notify, withReason, type Product } from '@storefront/shared-kernel';
import { addFavorite } from './catalog-api';

/** A card adds one pack: the smallest quantity a buyer orders (qtyPerUOM, at least 1). */
export const packQuantity = (product: Pick<Product, 'qtyPerUOM'>): number => Math.max(1, product.qtyPerUOM || 1);

/** Adds to the cart and says so (docs/product.md §5.2). The header's count follows the shared cart store. */
export async function addProductToCart(product: Product, quantity: number = packQuantity(product)): Promise<boolean> {
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
    await addFavorite(product, packQuantity(product));
    notify(`Added to favorites: ${product.webTitle}`, 'success');
    return true;
  } catch (error) {
    notify(withReason('Error while add to Favorites', error), 'error');
    return false;
  }
}
