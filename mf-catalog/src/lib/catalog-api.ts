// What the catalog's calls send. Every read sends the signed-in buyer's own ids: the API refuses (403)
// an idCustomer that is not the caller's, and that would end the session.
import {
  callApi,
  favoritesRoutes,
  invalidateApi,
  type Product,
  type UserInfo,
  userStore,
} from '@storefront/shared-kernel';

/** Who is asking: the buyer's ids, or the guest defaults for a visitor. */
export interface Caller {
  idCustomer: number;
  brandId: number;
  idStore: number;
}

export const callerOf = (user: Pick<UserInfo, 'idCustomer' | 'brandId' | 'idStore'>): Caller => ({
  idCustomer: user.idCustomer,
  brandId: user.brandId,
  idStore: user.idStore,
});

/** A home rail's input: its products are priced for the caller. */
export const railInput = (caller: Caller) => ({ idCustomer: caller.idCustomer, brandId: caller.brandId });

/** The input of a product's own reads (detail, specifications, related and cross-sell items). */
export const styleInput = (idStyle: string, caller: Caller) => ({
  idStyle,
  idCustomer: caller.idCustomer,
  idStore: caller.idStore,
});

/**
 * Adds `quantity` of the product to the signed-in buyer's favorites (the product page and the cards).
 * Every favorites list a page shows is asked again: the item is on it now.
 */
export async function addFavorite(product: Pick<Product, 'idStyle' | 'color'>, quantity: number) {
  const user = userStore.get();
  const answer = await callApi(favoritesRoutes.addFavorite, {
    idCustomer: user.idCustomer,
    idStyle: product.idStyle,
    color: product.color,
    quantity,
    idStore: user.idStore,
  });
  void invalidateApi(favoritesRoutes.getFavorites);
  return answer;
}
