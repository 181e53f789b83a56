import {
  LOCAL_FAVORITES_KEY,
  hasLocalFavoriteStyle,
  isLocalFavorite,
  readLocalFavorites,
  saveLocalFavorite,
} from './local-favorites';

beforeEach(() => localStorage.clear());

describe('local favorites', () => {
  it('stores the spec fields with the time it was added', () => {
    saveLocalFavorite(
      { idStyle: 'A-1', color: 'Red', quantity: 4, websitename: 'A' },
      new Date('2025-01-02T03:04:05Z'),
    );
    expect(JSON.parse(localStorage.getItem(LOCAL_FAVORITES_KEY) ?? '')).toEqual([
      { idStyle: 'A-1', color: 'Red', quantity: 4, websitename: 'A', addedAt: '2025-01-02T03:04:05.000Z' },
    ]);
  });

  it('matches by style and color, and by style alone for the duplicate check', () => {
    saveLocalFavorite({ idStyle: 'A-1', color: 'Red', quantity: 1, websitename: 'A' });
    expect(isLocalFavorite('A-1', 'Red')).toBe(true);
    expect(isLocalFavorite('A-1', 'Blue')).toBe(false);
    expect(hasLocalFavoriteStyle('A-1')).toBe(true);
    expect(hasLocalFavoriteStyle('B-1')).toBe(false);
  });

  it('replaces the same style and color instead of listing it twice', () => {
    saveLocalFavorite({ idStyle: 'A-1', color: 'Red', quantity: 1, websitename: 'A' });
    saveLocalFavorite({ idStyle: 'A-1', color: 'Red', quantity: 3, websitename: 'A' });
    expect(readLocalFavorites()).toHaveLength(1);
    expect(readLocalFavorites()[0]?.quantity).toBe(3);
  });

  it('reads a broken list as empty', () => {
    localStorage.setItem(LOCAL_FAVORITES_KEY, '{not json');
    expect(readLocalFavorites()).toEqual([]);
    localStorage.setItem(LOCAL_FAVORITES_KEY, JSON.stringify([{ nope: 1 }]));
    expect(readLocalFavorites()).toEqual([]);
  });
});
