import {
  callApi,
  notify,
  selectIsLoggedIn,
  userStore,
  type addFavoriteCall,
  type Product,
} from '@storefront/shared-kernel';
import { hasLocalFavoriteStyle, saveLocalFavorite } from '../../lib/local-favorites';
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

/**
 * Add To Favorites on the product page, with the messages of spec section 8 ("Favorites on detail").
 * Resolves to whether the item is now in the favorites (on the server, or in the local list when the
 * server could not be reached).
 */
export async function addFavoriteFromDetail(product: Product, quantity: number): Promise<boolean> {
  const user = userStore.get();
  const name = plainText(product.websitename) || product.webTitle;
  if (!selectIsLoggedIn(user) || !user.idCustomer) {
    notify('Please log in to add items to favorites', 'error');
    return false;
  }
  if (!user.idStore) {
    notify('Store information is missing. Please try refreshing the page.', 'error');
    return false;
  }
  try {
    await callApi<typeof addFavoriteCall>('POST', '/favorites/add', {
      idCustomer: user.idCustomer,
      idStyle: product.idStyle,
      color: product.color,
      quantity,
      idStore: user.idStore,
    });
    notify(`Added to favorites: ${product.webTitle}`, 'success');
    return true;
  } catch (error) {
    const http = asHttpError(error);
    if (http?.response) {
      const message = http.response.data?.message;
      notify(
        `Error adding to favorites: ${typeof message === 'string' && message ? message : 'Unknown error occurred'}`,
        'error',
      );
      return false;
    }
    if (http) {
      // The server could not be reached: keep the item locally (spec section 8).
      if (hasLocalFavoriteStyle(product.idStyle)) {
        notify(`${name} is already in your favorites`, 'info');
        return true;
      }
      saveLocalFavorite({ idStyle: product.idStyle, color: product.color, quantity, websitename: product.websitename });
      notify(`Added to local favorites (API unavailable): ${name}`, 'info');
      return true;
    }
    notify(`Error adding to favorites: ${error instanceof Error ? error.message : String(error)}`, 'error');
    return false;
  }
}
