import { route } from './route';

/** Where each favorites call lives; favorites.contract.ts spreads these into its definitions. */
export const favoritesRoutes = {
  addFavorite: route('POST', '/favorites/add'),
  removeFavorite: route('POST', '/favorites/remove'),
  getFavorites: route('GET', '/favorites/get'),
  setFavorite: route('POST', '/favorites/set'),
  clearFavorites: route('POST', '/favorites/clear'),
  createCartFromFavorites: route('POST', '/favorites/create-cart'),
};
