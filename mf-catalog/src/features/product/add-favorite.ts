import {
  describeFailure,
  isUnanswered,
  notify,
  selectIsLoggedIn,
  userStore,
  type Product,
} from '@storefront/shared-kernel';
import { addFavorite } from '../../lib/catalog-api';
import { hasLocalFavoriteStyle, removeLocalFavorite, saveLocalFavorite } from '../../lib/local-favorites';
import { plainText } from '../../lib/plain-text';

/** Where the item stands afterwards: in the server's favorites, only in the local list, or nowhere new. */
export type FavoriteOutcome = 'on-server' | 'kept-locally' | 'not-added';

/**
 * Add To Favorites on the product page, with the messages of docs/product.md §6.5.
 * The local list is the customer's own, and is only a stand-in while the server cannot be reached.
 */
export async function addFavoriteFromDetail(product: Product, quantity: number): Promise<FavoriteOutcome> {
  const user = userStore.get();
  const name = plainText(product.websitename) || product.webTitle;
  if (!selectIsLoggedIn(user) || !user.idCustomer) {
    notify('Please log in to add items to favorites', 'error');
    return 'not-added';
  }
  if (!user.idStore) {
    notify('Store information is missing. Please try refreshing the page.', 'error');
    return 'not-added';
  }
  try {
    await addFavorite(product, quantity);
    removeLocalFavorite(user.idCustomer, product.idStyle, product.color);
    notify(`Added to favorites: ${product.webTitle}`, 'success');
    return 'on-server';
  } catch (error) {
    const failure = describeFailure(error);
    if (failure.kind === 'refused') {
      notify(`Error adding to favorites: ${failure.message || 'Unknown error occurred'}`, 'error');
      return 'not-added';
    }
    if (isUnanswered(error)) {
      // The server could not be reached: keep the item locally (docs/product.md §6.5).
      if (hasLocalFavoriteStyle(user.idCustomer, product.idStyle)) {
        notify(`${name} is already in your favorites`, 'info');
        return 'kept-locally';
      }
      saveLocalFavorite(user.idCustomer, {
        idStyle: product.idStyle,
        color: product.color,
        quantity,
        websitename: product.websitename,
      });
      notify(`Added to local favorites (API unavailable): ${name}`, 'info');
      return 'kept-locally';
    }
    notify(`Error adding to favorites: ${error instanceof Error ? error.message : String(error)}`, 'error');
    return 'not-added';
  }
}
