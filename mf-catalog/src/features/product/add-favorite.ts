import {
  callApi,
  notify,
  selectIsLoggedIn,
  userStore,
  type addFavoriteCall,
  type Product,
} from '@storefront/shared-kernel';
import { hasLocalFavoriteStyle, removeLocalFavorite, saveLocalFavorite } from '../../lib/local-favorites';
import { plainText } from '../../lib/plain-text';

interface HttpishError {
  isAxiosError?: boolean;
  code?: string;
  response?: { data?: { message?: unknown } };
  message?: string;
}

/** The API client's errors carry `response` when the server answered; without it the network failed. */
const asHttpError = (error: unknown): HttpishError | null =>
  typeof error === 'object' && error !== null && (error as HttpishError).isAxiosError === true
    ? (error as HttpishError)
    : null;

/** Where the item stands afterwards: in the server's favorites, only in the local list, or nowhere new. */
export type FavoriteOutcome = 'on-server' | 'kept-locally' | 'not-added';

/**
 * Add To Favorites on the product page, with the messages of spec section 8 ("Favorites on detail").
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
    await callApi<typeof addFavoriteCall>('POST', '/favorites/add', {
      idCustomer: user.idCustomer,
      idStyle: product.idStyle,
      color: product.color,
      quantity,
      idStore: user.idStore,
    });
    removeLocalFavorite(user.idCustomer, product.idStyle, product.color);
    notify(`Added to favorites: ${product.webTitle}`, 'success');
    return 'on-server';
  } catch (error) {
    const http = asHttpError(error);
    if (http?.response) {
      const message = http.response.data?.message;
      notify(
        `Error adding to favorites: ${typeof message === 'string' && message ? message : 'Unknown error occurred'}`,
        'error',
      );
      return 'not-added';
    }
    if (http) {
      // The server could not be reached: keep the item locally (spec section 8).
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
