import {
  callApi,
  eventBus,
  userStore,
  type clearFavoritesCall,
  type createCartFromFavoritesCall,
  type FavoriteLine,
  type getFavoritesCall,
  type removeFavoriteCall,
  type setFavoriteCall,
} from '@storefront/shared-kernel';

export const REMOVED_MESSAGE = 'Remove from Favorites Success!';
export const CART_CREATED_MESSAGE = 'Cart created successfully!';

export async function loadFavorites(signal?: AbortSignal): Promise<FavoriteLine[]> {
  const { idCustomer, idStore } = userStore.get();
  const { favorites } = await callApi<typeof getFavoritesCall>(
    'GET',
    '/favorites/get',
    { idCustomer, idStore },
    { signal },
  );
  // Other remotes (the header, a product page's In Favorites state) may follow the count.
  eventBus.publish('favorites/changed', { count: favorites.length });
  return favorites;
}

export async function saveFavoriteQuantity(line: FavoriteLine, quantity: number): Promise<void> {
  await callApi<typeof setFavoriteCall>('POST', '/favorites/set', {
    idCustomer: userStore.get().idCustomer,
    idWishlist: line.idWishlist,
    quantity,
  });
}

export async function removeFavorite(line: FavoriteLine): Promise<void> {
  await callApi<typeof removeFavoriteCall>('POST', '/favorites/remove', {
    idCustomer: userStore.get().idCustomer,
    idWishlist: line.idWishlist,
  });
}

export async function clearFavorites(): Promise<void> {
  await callApi<typeof clearFavoritesCall>('POST', '/favorites/clear', { idCustomer: userStore.get().idCustomer });
}

/** Add All Items to Cart: answers the server's message. */
export async function createCartFromFavorites(): Promise<string> {
  const { message } = await callApi<typeof createCartFromFavoritesCall>('POST', '/favorites/create-cart', {
    idCustomer: userStore.get().idCustomer,
  });
  return message;
}
