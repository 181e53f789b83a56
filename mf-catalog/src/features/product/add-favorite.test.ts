import { clearToasts, resetUserInfo, setUserInfo, toastStore } from '@storefront/shared-kernel';
import { readLocalFavorites, saveLocalFavorite } from '../../lib/local-favorites';
import { makeProduct } from '../../test/fixtures';
import { httpError, mockApi, networkError } from '../../test/mock-api';
import { addFavoriteFromDetail } from './add-favorite';

const product = makeProduct({ websitename: '<strong>TIGER</strong> Rice Cooker' });
const lastToast = () => toastStore.get().at(-1)?.message;

beforeEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
  clearToasts();
  resetUserInfo();
  setUserInfo({ userId: 7, idCustomer: 7, idStore: 2 });
});

describe('Add To Favorites on the product page', () => {
  it('posts the item with the quantity and store', async () => {
    const api = mockApi({ 'POST /favorites/add': { is_success: true, success: true, idWishlist: 1 } });
    await expect(addFavoriteFromDetail(product, 8)).resolves.toBe('on-server');
    expect(api.calls('POST', '/favorites/add')[0]).toEqual({
      idCustomer: 7,
      idStyle: 'TIG-1001',
      color: 'White',
      quantity: 8,
      idStore: 2,
    });
    expect(lastToast()).toBe('Added to favorites: TIGER Rice Cooker 1.0 L, White');
  });

  it('asks a visitor to log in', async () => {
    resetUserInfo();
    const api = mockApi({});
    await expect(addFavoriteFromDetail(product, 1)).resolves.toBe('not-added');
    expect(lastToast()).toBe('Please log in to add items to favorites');
    expect(api.post).not.toHaveBeenCalled();
  });

  it('needs a store', async () => {
    const { userStore } = await import('@storefront/shared-kernel');
    userStore.set({ ...userStore.get(), idStore: 0 });
    await expect(addFavoriteFromDetail(product, 1)).resolves.toBe('not-added');
    expect(lastToast()).toBe('Store information is missing. Please try refreshing the page.');
  });

  it("shows the server's message, or 'Unknown error occurred'", async () => {
    const api = mockApi({ 'POST /favorites/add': httpError(404, 'Product not found') });
    await expect(addFavoriteFromDetail(product, 1)).resolves.toBe('not-added');
    expect(lastToast()).toBe('Error adding to favorites: Product not found');
    api.post.mockRejectedValueOnce(
      Object.assign(new Error('x'), { isAxiosError: true, response: { status: 500, data: {} } }),
    );
    await addFavoriteFromDetail(product, 1);
    expect(lastToast()).toBe('Error adding to favorites: Unknown error occurred');
    expect(readLocalFavorites(7)).toEqual([]);
  });

  it('keeps the item locally when the server cannot be reached, once', async () => {
    mockApi({ 'POST /favorites/add': networkError() });
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
    mockApi({ 'POST /favorites/add': networkError() });
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
    mockApi({ 'POST /favorites/add': { is_success: true, success: true, idWishlist: 1 } });
    await expect(addFavoriteFromDetail(product, 4)).resolves.toBe('on-server');
    expect(readLocalFavorites(7).map((item) => item.idStyle)).toEqual(['other']);
  });

  it('reports any other error with its message', async () => {
    saveLocalFavorite(7, { idStyle: 'other', color: '', quantity: 1, websitename: '' });
    mockApi({ 'POST /favorites/add': new TypeError('boom') });
    await expect(addFavoriteFromDetail(product, 1)).resolves.toBe('not-added');
    expect(lastToast()).toBe('Error adding to favorites: boom');
  });
});
