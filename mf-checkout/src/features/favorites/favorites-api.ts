import { callApi, eventBus, fetchApi, type FavoriteLine, favoritesRoutes, userStore } from '@storefront/shared-kernel';

export const REMOVED_MESSAGE = 'Remove from Favorites Success!';
export const CART_CREATED_MESSAGE = 'Cart created successfully!';
export const FAVORITES_LOAD_ERROR = 'Your favorites could not be loaded. Please try again.';

/** The favorites read of the buyer signed in: the page's list and the reload after a change are one entry. */
export const favoritesInput = ({ idCustomer, idStore }: { idCustomer: number; idStore: number }) => ({
  idCustomer,
  idStore,
});

/**
 * After a change the buyer made: tells the other remotes (a product page's In Favorites state) with the
 * count it leaves, which makes every favorites read stale (the kernel asks again for those shown), and
 * answers the list as it is now. Never after a mere load: that would ask for the list again and again.
 */
export async function favoritesChanged(count: number): Promise<FavoriteLine[]> {
  eventBus.publish('favorites/changed', { count });
  // Joins the reload the event started for the list shown, or asks when none is shown.
  const { favorites } = await fetchApi(favoritesRoutes.getFavorites, favoritesInput(userStore.get()));
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
