import {
  apiClient,
  clearToasts,
  favoritesRoutes,
  resetUserInfo,
  setUserInfo,
  toastStore,
} from '@storefront/shared-kernel';
import { fakeApiForEachTest } from '@storefront/shared-kernel/testing';
import { readLocalFavorites, saveLocalFavorite } from '../../lib/local-favorites';
import { makeProduct } from '../../test/fixtures';
import { addFavoriteFromDetail } from './add-favorite';

const ADDED = { is_success: true as const, success: true as const, idWishlist: 1 };
const api = fakeApiForEachTest();

const product = makeProduct({ websitename: '<strong>TIGER</strong> Rice Cooker' });
const lastToast = () => toastStore.get().at(-1)?.message;

beforeEach(() => {
  localStorage.clear();
  clearToasts();
  resetUserInfo();
  setUserInfo({ userId: 7, idCustomer: 7, idStore: 2 });
});

describe('Add To Favorites on the product page', () => {
  it('posts the item with the quantity and store', async () => {
    api.on(favoritesRoutes.addFavorite, ADDED);
    await expect(addFavoriteFromDetail(product, 8)).resolves.toBe('on-server');
    expect(api.calls(favoritesRoutes.addFavorite)).toEqual([
      {
        idCustomer: 7,
        idStyle: 'TIG-1001',
        color: 'White',
        quantity: 8,
        idStore: 2,
      },
    ]);
    expect(lastToast()).toBe('Added to favorites: TIGER Rice Cooker 1.0 L, White');
  });

  it('asks a visitor to log in', async () => {
    resetUserInfo();
    await expect(addFavoriteFromDetail(product, 1)).resolves.toBe('not-added');
    expect(lastToast()).toBe('Please log in to add items to favorites');
    expect(api.calls(favoritesRoutes.addFavorite)).toEqual([]);
  });

  it('needs a store', async () => {
    const { userStore } = await import('@storefront/shared-kernel');
    userStore.set({ ...userStore.get(), idStore: 0 });
    await expect(addFavoriteFromDetail(product, 1)).resolves.toBe('not-added');
    expect(lastToast()).toBe('Store information is missing. Please try refreshing the page.');
  });

  it("shows the server's message, or 'Unknown error occurred'", async () => {
    api.refuse(favoritesRoutes.addFavorite, 404, { message: 'Product not found' });
    await expect(addFavoriteFromDetail(product, 1)).resolves.toBe('not-added');
    expect(lastToast()).toBe('Error adding to favorites: Product not found');
    api.refuse(favoritesRoutes.addFavorite, 500, { message: '' });
    await addFavoriteFromDetail(product, 1);
    expect(lastToast()).toBe('Error adding to favorites: Unknown error occurred');
    expect(readLocalFavorites(7)).toEqual([]);
  });

  it('keeps the item locally when the server cannot be reached, once', async () => {
    api.unreachable(favoritesRoutes.addFavorite);
    await expect(addFavoriteFromDetail(product, 4)).resolves.toBe('kept-locally');
    expect(lastToast()).toBe('Added to local favorites (API unavailable): TIGER Rice Cooker');
    expect(readLocalFavorites(7)).toEqual([
      expect.objectContaining({
        idStyle: 'TIG-1001',
        color: 'White',
        quantity: 4,
        websitename: '<strong>TIGER</strong> Rice Cooker',
      }),
    ]);
    await expect(addFavoriteFromDetail(product, 4)).resolves.toBe('kept-locally');
    expect(lastToast()).toBe('TIGER Rice Cooker is already in your favorites');
    expect(readLocalFavorites(7)).toHaveLength(1);
  });

  it('keeps the local list per customer', async () => {
    api.unreachable(favoritesRoutes.addFavorite);
    await addFavoriteFromDetail(product, 4);
    setUserInfo({ userId: 8, idCustomer: 8, idStore: 2 });
    expect(readLocalFavorites(8)).toEqual([]);
    await addFavoriteFromDetail(product, 2);
    expect(lastToast()).toBe('Added to local favorites (API unavailable): TIGER Rice Cooker');
    expect(readLocalFavorites(7)).toEqual([expect.objectContaining({ quantity: 4 })]);
  });

  it('drops the local copy once the server takes the item', async () => {
    saveLocalFavorite(7, { idStyle: 'TIG-1001', color: 'White', quantity: 4, websitename: '' });
    saveLocalFavorite(7, { idStyle: 'other', color: '', quantity: 1, websitename: '' });
    api.on(favoritesRoutes.addFavorite, ADDED);
    await expect(addFavoriteFromDetail(product, 4)).resolves.toBe('on-server');
    expect(readLocalFavorites(7).map((item) => item.idStyle)).toEqual(['other']);
  });

  it('reports any other error with its message', async () => {
    saveLocalFavorite(7, { idStyle: 'other', color: '', quantity: 1, websitename: '' });
    // A fault on the page's own side, before any request leaves: neither a refusal nor a lost answer.
    const fault = jest.spyOn(apiClient, 'post').mockRejectedValueOnce(new TypeError('boom'));
    try {
      await expect(addFavoriteFromDetail(product, 1)).resolves.toBe('not-added');
    } finally {
      fault.mockRestore();
    }
    expect(lastToast()).toBe('Error adding to favorites: boom');
    expect(readLocalFavorites(7).map((item) => item.idStyle)).toEqual(['other']);
  });
});
