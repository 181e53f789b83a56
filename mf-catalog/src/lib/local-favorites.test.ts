import {
  hasLocalFavoriteStyle,
  isLocalFavorite,
  localFavoritesKey,
  readLocalFavorites,
  removeLocalFavorite,
  saveLocalFavorite,
  UNOWNED_FAVORITES_KEY,
} from './local-favorites';

beforeEach(() => localStorage.clear());

describe('local favorites', () => {
  it("stores the item's fields with the time it was added", () => {
    saveLocalFavorite(
      7,
      { idStyle: 'A-1', color: 'Red', quantity: 4, websitename: 'A' },
      new Date('2025-01-02T03:04:05Z'),
    );
    expect(JSON.parse(localStorage.getItem(localFavoritesKey(7)) ?? '')).toEqual([
      { idStyle: 'A-1', color: 'Red', quantity: 4, websitename: 'A', addedAt: '2025-01-02T03:04:05.000Z' },
    ]);
  });

  it('matches by style and color, and by style alone for the duplicate check', () => {
    saveLocalFavorite(7, { idStyle: 'A-1', color: 'Red', quantity: 1, websitename: 'A' });
    expect(isLocalFavorite(7, 'A-1', 'Red')).toBe(true);
    expect(isLocalFavorite(7, 'A-1', 'Blue')).toBe(false);
    expect(hasLocalFavoriteStyle(7, 'A-1')).toBe(true);
    expect(hasLocalFavoriteStyle(7, 'B-1')).toBe(false);
  });

  it('replaces the same style and color instead of listing it twice', () => {
    saveLocalFavorite(7, { idStyle: 'A-1', color: 'Red', quantity: 1, websitename: 'A' });
    saveLocalFavorite(7, { idStyle: 'A-1', color: 'Red', quantity: 3, websitename: 'A' });
    expect(readLocalFavorites(7)).toHaveLength(1);
    expect(readLocalFavorites(7)[0]?.quantity).toBe(3);
  });

  it("keeps each customer's list apart", () => {
    saveLocalFavorite(7, { idStyle: 'A-1', color: 'Red', quantity: 1, websitename: 'A' });
    expect(isLocalFavorite(8, 'A-1', 'Red')).toBe(false);
    expect(hasLocalFavoriteStyle(8, 'A-1')).toBe(false);
    expect(readLocalFavorites(8)).toEqual([]);
  });

  it('removes only the same style and color', () => {
    saveLocalFavorite(7, { idStyle: 'A-1', color: 'Red', quantity: 1, websitename: 'A' });
    saveLocalFavorite(7, { idStyle: 'A-1', color: 'Blue', quantity: 1, websitename: 'A' });
    removeLocalFavorite(7, 'A-1', 'Red');
    expect(readLocalFavorites(7).map((item) => item.color)).toEqual(['Blue']);
  });

  it('drops the list every customer once shared, whose items cannot be told apart', () => {
    localStorage.setItem(UNOWNED_FAVORITES_KEY, JSON.stringify([{ idStyle: 'A-1', color: 'Red' }]));
    expect(readLocalFavorites(7)).toEqual([]);
    expect(localStorage.getItem(UNOWNED_FAVORITES_KEY)).toBeNull();
  });

  it('reads a broken list as empty', () => {
    localStorage.setItem(localFavoritesKey(7), '{not json');
    expect(readLocalFavorites(7)).toEqual([]);
    localStorage.setItem(localFavoritesKey(7), JSON.stringify([{ nope: 1 }]));
    expect(readLocalFavorites(7)).toEqual([]);
  });
});
