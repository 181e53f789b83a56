/**
 * The local favorites list (spec section 3, "Local favorite"): where the product page keeps an item
 * when the favorites call cannot reach the server, and what the Add To Favorites button reads first.
 */
export interface LocalFavorite {
  idStyle: string;
  color: string;
  quantity: number;
  websitename: string;
  addedAt: string;
}

export const LOCAL_FAVORITES_KEY = 'localFavorites';

const isLocalFavoriteShape = (value: unknown): value is LocalFavorite =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as LocalFavorite).idStyle === 'string' &&
  typeof (value as LocalFavorite).color === 'string';

export function readLocalFavorites(): LocalFavorite[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(LOCAL_FAVORITES_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isLocalFavoriteShape) : [];
  } catch {
    return [];
  }
}

const writeLocalFavorites = (list: LocalFavorite[]): void => {
  try {
    localStorage.setItem(LOCAL_FAVORITES_KEY, JSON.stringify(list));
  } catch {
    // Quota or privacy mode: the list lasts only for this page.
  }
};

/** Matching style and color, as the button's initial state does (spec section 4). */
export const isLocalFavorite = (idStyle: string, color: string): boolean =>
  readLocalFavorites().some((item) => item.idStyle === idStyle && item.color === color);

/** Whether the style is listed in any color (the offline fallback's duplicate check). */
export const hasLocalFavoriteStyle = (idStyle: string): boolean =>
  readLocalFavorites().some((item) => item.idStyle === idStyle);

/** Adds or replaces the item of the same style and color. */
export function saveLocalFavorite(item: Omit<LocalFavorite, 'addedAt'>, now: Date = new Date()): void {
  const rest = readLocalFavorites().filter((f) => !(f.idStyle === item.idStyle && f.color === item.color));
  writeLocalFavorites([...rest, { ...item, addedAt: now.toISOString() }]);
}
