import { callApi, eventBus, type FavoriteLine, favoritesRoutes, userStore } from '@storefront/shared-kernel';

export const REMOVED_MESSAGE = 'Remove from Favorites Success!';
export const CART_CREATED_MESSAGE = 'Cart created successfully!';

export async function loadFavorites(signal?: AbortSignal): Promise<FavoriteLine[]> {
  const { idCustomer, idStore } = userStore.get();
  const { favorites } = await callApi(favoritesRoutes.getFavorites, { idCustomer, idStore }, { signal });
  // Other remotes (the header, a product page's In Favorites state) may follow the count.
  eventBus.publish('favorites/changed', { count: favorites.length });
  return favorites;
}

export async function saveFavoriteQuantity(line: FavoriteLine, quantity: number): Promise<void> {
  await callApi(favoritesRoutes.setFavorite, {
    idCustomer: userStore.get().idCustomer,
    idWishlist: line.idWishlist,
    quantity,
  });
}

export async function removeFavorite(line: FavoriteLine): Promise<void> {
  await callApi(favoritesRoutes.removeFavorite, {
    idCustomer: userStore.get().idCustomer,
    idWishlist: line.idWishlist,
  });
}

export async function clearFavorites(): Promise<void> {
  await callApi(favoritesRoutes.clearFavorites, { idCustomer: userStore.get().idCustomer });
}

/** Add All Items to Cart: answers the server's message. */
export async function createCartFromFavorites(): Promise<string> {
  const { message } = await callApi(favoritesRoutes.createCartFromFavorites, {
    idCustomer: userStore.get().idCustomer,
  });
  return message;
}
