/**
 * The local favorites list (docs/product.md §6.5): where the product page keeps an item
 * when the favorites call cannot reach the server, and what the Add To Favorites button reads first.
 * Each customer has a list of their own: a shared browser must never show one buyer's items to another.
 */
export interface LocalFavorite {
  idStyle: string;
  color: string;
  quantity: number;
  websitename: string;
  addedAt: string;
}

export const localFavoritesKey = (idCustomer: number): string => `localFavorites:${idCustomer}`;

/** The one list of every customer before lists were kept apart: whose items it held cannot be told. */
export const UNOWNED_FAVORITES_KEY = 'localFavorites';

const isLocalFavoriteShape = (value: unknown): value is LocalFavorite =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as LocalFavorite).idStyle === 'string' &&
  typeof (value as LocalFavorite).color === 'string';

export function readLocalFavorites(idCustomer: number): LocalFavorite[] {
  try {
    // Dropped, not shown to whoever reads first: on a shared browser it may be another buyer's.
    localStorage.removeItem(UNOWNED_FAVORITES_KEY);
    const parsed: unknown = JSON.parse(localStorage.getItem(localFavoritesKey(idCustomer)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isLocalFavoriteShape) : [];
  } catch {
    return [];
  }
}

const writeLocalFavorites = (idCustomer: number, list: LocalFavorite[]): void => {
  try {
    localStorage.setItem(localFavoritesKey(idCustomer), JSON.stringify(list));
  } catch {
    // Quota or privacy mode: the list lasts only for this page.
  }
};

const isSameItem = (item: LocalFavorite, idStyle: string, color: string): boolean =>
  item.idStyle === idStyle && item.color === color;

/** Matching style and color, as the button's initial state does (docs/product.md §6.5). */
export const isLocalFavorite = (idCustomer: number, idStyle: string, color: string): boolean =>
  readLocalFavorites(idCustomer).some((item) => isSameItem(item, idStyle, color));

/** Whether the style is listed in any color (the offline fallback's duplicate check). */
export const hasLocalFavoriteStyle = (idCustomer: number, idStyle: string): boolean =>
  readLocalFavorites(idCustomer).some((item) => item.idStyle === idStyle);

/** Adds or replaces the item of the same style and color. */
export function saveLocalFavorite(
  idCustomer: number,
  item: Omit<LocalFavorite, 'addedAt'>,
  now: Date = new Date(),
): void {
  const rest = readLocalFavorites(idCustomer).filter((f) => !isSameItem(f, item.idStyle, item.color));
  writeLocalFavorites(idCustomer, [...rest, { ...item, addedAt: now.toISOString() }]);
}

/** Drops the item once the server holds it: from then on the server's favorite is the one that counts. */
export function removeLocalFavorite(idCustomer: number, idStyle: string, color: string): void {
  const list = readLocalFavorites(idCustomer);
  const rest = list.filter((f) => !isSameItem(f, idStyle, color));
  if (rest.length !== list.length) writeLocalFavorites(idCustomer, rest);
}
