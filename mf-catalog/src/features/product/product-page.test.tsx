import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import {
  cartRoutes,
  clearToasts,
  eventBus,
  favoritesRoutes,
  getQueryClient,
  productRoutes,
  resetQueryClient,
  resetUserInfo,
  setUserInfo,
  toastStore,
  userStore,
  type FavoriteLine,
} from '@storefront/shared-kernel';
import { fakeApiForEachTest, noAnswer, refusal, type FakeApi } from '@storefront/shared-kernel/testing';
import { saveLocalFavorite } from '../../lib/local-favorites';
import { makeDetail, makeProduct } from '../../test/fixtures';
import ProductPage from './product-page';

const images = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ filepath1: `/img-${i + 1}.svg`, showOrder: i + 1 }));

const favorite = (idStyle: string, color: string): FavoriteLine => ({
  idWishlist: 1,
  idStyle,
  idStyleDtl: 1,
  webTitle: 'A favorite',
  price: 45,
  totQty: 4,
  filepath1: '',
  color,
  avaQty: 10,
  qtyPerUOM: 4,
});

/** The product's parts: asked with its detail. */
const PARTS = [
  productRoutes.getProductImages,
  productRoutes.getSpecifications,
  productRoutes.getRelatedProducts,
  productRoutes.getCrossProducts,
] as const;

const api = fakeApiForEachTest();

/** The parts of a product that has none: as the API answers for an id it does not have. */
const noParts = (fake: FakeApi = api) =>
  fake
    .on(productRoutes.getProductImages, { is_success: true, images: [] })
    .on(productRoutes.getSpecifications, { is_success: true, specifications: [] })
    .on(productRoutes.getRelatedProducts, { is_success: true, productList: [] })
    .on(productRoutes.getCrossProducts, { is_success: true, productList: [] });

const productApi = ({ imageCount = 3, detail = makeDetail(), favorites = [] as FavoriteLine[] } = {}) =>
  api
    .on(productRoutes.getProductDetail, { is_success: true, product: detail })
    .on(productRoutes.getProductImages, { is_success: true, images: images(imageCount) })
    .on(productRoutes.getSpecifications, {
      is_success: true,
      specifications: [
        {
          code: 'UNIT',
          width: '7 in',
          height: '',
          length: '5 in',
          weight: '5 lb',
          Color: 'White',
          material: '',
          countryOfOrigin: 'Japan',
          minBuy: 4,
        },
      ],
    })
    .on(productRoutes.getRelatedProducts, {
      is_success: true,
      productList: [makeProduct({ idStyle: 'R-1', webTitle: 'Related one' })],
    })
    .on(productRoutes.getCrossProducts, {
      is_success: true,
      productList: [makeProduct({ idStyle: 'C-1', webTitle: 'Cross one' })],
    })
    .on(favoritesRoutes.getFavorites, { is_success: true, favorites })
    .on(favoritesRoutes.addFavorite, { is_success: true, success: true, idWishlist: 1 })
    .on(cartRoutes.addToCart, { is_success: true, idCartDtl: 1 })
    .on(cartRoutes.getCart, { is_success: true, cart: { cartList: [], totalQty: 0, subTotal: 0 } });

const renderAt = (path = '/product?id=TIG-1001') =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/product" element={<ProductPage />} />
        <Route path="/" element={<p>Home page</p>} />
      </Routes>
    </MemoryRouter>,
  );

beforeEach(() => {
  localStorage.clear();
  clearToasts();
  resetUserInfo();
  setUserInfo({ userId: 7, idCustomer: 7, idStore: 1 });
});

describe('ProductPage', () => {
  it('shows the product: SKU, barcode, brand link, stock, prices per unit, measures, pack and carton', async () => {
    productApi();
    renderAt();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'TIGER Rice Cooker 1.0 L, White' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('TIGER Rice Cooker 1.0 L, White | Wholesale Storefront');
    expect(screen.getByText('TIG-1001', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Barcode 4001000001482' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'TIGER' })).toHaveAttribute('href', '/search?brand=TIGER');
    expect(screen.getByText('In Stock')).toBeInTheDocument();
    const prices = screen.getByText('per EA').parentElement as HTMLElement;
    expect(within(prices).getByText('SRP').nextElementSibling).toHaveTextContent('$90.00');
    expect(within(prices).getByText('Your Price').nextElementSibling).toHaveTextContent('$45.00');
    const facts = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(facts('Weight')).toBe('5.1 lb');
    expect(facts('Height')).toBe('N/A');
    expect(facts('Minimum Buy')).toBe('4');
    expect(facts('Pack')).toBe('4');
    expect(facts('Carton')).toBe('16');
    expect(screen.getByRole('link', { name: 'contact customer service' })).toHaveAttribute('href', '/contactus');
  });

  it('says Out of stock when nothing is available', async () => {
    productApi({ detail: makeDetail({ avaQty: 0 }) });
    renderAt();
    expect(await screen.findByText('Out of stock')).toBeInTheDocument();
  });

  it('fills missing specification values with N/A', async () => {
    productApi();
    renderAt();
    const table = await screen.findByRole('table');
    const unit = within(table).getByRole('row', { name: /UNIT/ });
    expect(
      within(unit)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['7 in', 'N/A', '5 in', '5 lb', 'White', 'N/A', 'Japan', '4']);
    // Its sideways scroll on a phone is reachable by keyboard.
    expect(screen.getByRole('region', { name: 'Specifications table' })).toHaveAttribute('tabindex', '0');
  });

  it('steps the quantity by the pack, from the pack; minus is disabled at one pack', async () => {
    productApi();
    renderAt();
    const quantity = await screen.findByRole('textbox', { name: 'Quantity' });
    expect(quantity).toHaveValue('4');
    const minus = screen.getByRole('button', { name: 'Decrease Quantity' });
    expect(minus).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Increase Quantity' }));
    expect(quantity).toHaveValue('8');
    expect(minus).toBeEnabled();
    await userEvent.click(minus);
    expect(quantity).toHaveValue('4');
    // No more than a cart line holds: a number typed past it is marked, saying what the most is.
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '1000000');
    expect(quantity).toHaveAttribute('aria-invalid', 'true');
    expect(quantity).toHaveAccessibleDescription('At most 100,000');
  });

  it('starts the quantity at the minimum order when it is more than a pack, and steps down no further', async () => {
    productApi({ detail: makeDetail({ qtyPerUOM: 12, minBuy: 24 }) });
    renderAt();
    const quantity = await screen.findByRole('textbox', { name: 'Quantity' });
    expect(quantity).toHaveValue('24');
    expect(screen.getByRole('button', { name: 'Decrease Quantity' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Increase Quantity' }));
    expect(quantity).toHaveValue('36');
  });

  it('shows the volume pricing the server sends: quantity, discount and price', async () => {
    productApi({
      detail: makeDetail({
        breaks: [
          { minQty: 24, percentOff: 5, price: 9.5 },
          { minQty: 1000, percentOff: 12.5, price: 8.75 },
        ],
      }),
    });
    renderAt();
    const table = within(await screen.findByRole('region', { name: 'Volume pricing' })).getByRole('table');
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Quantity', 'Discount', 'Price'],
      ['24+', '5% off', '$9.50'],
      ['1,000+', '12.5% off', '$8.75'],
    ]);
  });

  it('shows no volume pricing for a product without breaks', async () => {
    productApi();
    renderAt();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText('Volume pricing')).not.toBeInTheDocument();
  });

  it('adds the chosen quantity to the cart', async () => {
    productApi();
    renderAt();
    await userEvent.click(await screen.findByRole('button', { name: 'Increase Quantity' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add To Cart' }));
    await waitFor(() =>
      expect(toastStore.get().map((t) => t.message)).toContain('TIGER Rice Cooker 1.0 L, White added to cart!'),
    );
    expect(api.calls(cartRoutes.addToCart)[0]).toMatchObject({ idStyle: 'TIG-1001', totQty: 8 });
  });

  it('goes Add To Favorites, Adding..., In Favorites', async () => {
    let finish: () => void = () => undefined;
    productApi().on(
      favoritesRoutes.addFavorite,
      () => new Promise((resolve) => (finish = () => resolve({ is_success: true, success: true, idWishlist: 1 }))),
    );
    renderAt();
    await userEvent.click(await screen.findByRole('button', { name: 'Add To Favorites' }));
    // Busy, not disabled: it keeps the focus and ignores a second press.
    expect(screen.getByRole('button', { name: 'Adding...' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Adding...' })).toHaveFocus();
    finish();
    expect(await screen.findByRole('button', { name: 'In Favorites' })).toBeInTheDocument();
  });

  it('starts In Favorites from the local list (same style and color)', async () => {
    saveLocalFavorite(7, { idStyle: 'TIG-1001', color: 'White', quantity: 1, websitename: '' });
    productApi();
    renderAt();
    expect(await screen.findByRole('button', { name: 'In Favorites' })).toBeInTheDocument();
  });

  it("starts In Favorites from the server's list (same style and color), Add To Favorites otherwise", async () => {
    productApi({ favorites: [favorite('TIG-1001', 'Black'), favorite('TIG-2002', 'White')] });
    const { unmount } = renderAt();
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(api.calls(favoritesRoutes.getFavorites)).toEqual([{ idCustomer: 7, idStore: 1 }]));
    expect(await screen.findByRole('button', { name: 'Add To Favorites' })).toBeInTheDocument();
    unmount();
    // The next page reads the favorites afresh: another tab may have added it.
    resetQueryClient();
    productApi({ favorites: [favorite('TIG-1001', 'White')] });
    renderAt();
    expect(await screen.findByRole('button', { name: 'In Favorites' })).toBeInTheDocument();
  });

  it('keeps a favorite saved offline to its own customer', async () => {
    productApi().unreachable(favoritesRoutes.addFavorite);
    const { unmount } = renderAt();
    await userEvent.click(await screen.findByRole('button', { name: 'Add To Favorites' }));
    expect(await screen.findByRole('button', { name: 'In Favorites' })).toBeInTheDocument();
    unmount();
    resetUserInfo();
    setUserInfo({ userId: 8, idCustomer: 8, idStore: 1 });
    productApi();
    renderAt();
    expect(await screen.findByRole('button', { name: 'Add To Favorites' })).toBeInTheDocument();
  });

  it('sends a favorite saved offline to the server once it is reachable again', async () => {
    let isReachable = false;
    productApi().on(favoritesRoutes.addFavorite, () =>
      isReachable ? { is_success: true, success: true, idWishlist: 1 } : ((isReachable = true), noAnswer()),
    );
    const lastToast = () => toastStore.get().at(-1)?.message;
    renderAt();
    await userEvent.click(await screen.findByRole('button', { name: 'Add To Favorites' }));
    await userEvent.click(await screen.findByRole('button', { name: 'In Favorites' }));
    await waitFor(() => expect(lastToast()).toBe('Added to favorites: TIGER Rice Cooker 1.0 L, White'));
    expect(api.calls(favoritesRoutes.addFavorite)).toHaveLength(2);
    // Now on the server, the button has nothing more to send.
    await userEvent.click(screen.getByRole('button', { name: 'In Favorites' }));
    expect(api.calls(favoritesRoutes.addFavorite)).toHaveLength(2);
  });

  it('says a favorite saved offline is already there while the server is still out of reach', async () => {
    productApi().unreachable(favoritesRoutes.addFavorite);
    renderAt();
    await userEvent.click(await screen.findByRole('button', { name: 'Add To Favorites' }));
    await userEvent.click(await screen.findByRole('button', { name: 'In Favorites' }));
    await waitFor(() =>
      expect(toastStore.get().at(-1)?.message).toBe('TIGER Rice Cooker is already in your favorites'),
    );
    expect(api.calls(favoritesRoutes.addFavorite)).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'In Favorites' })).toBeInTheDocument();
  });

  it('records the product as recently viewed', async () => {
    productApi();
    renderAt();
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(userStore.get().recentViewItemsList.map((item) => item.idStyle)).toEqual(['TIG-1001']));
  });

  it('shows Related Items and Commonly Ordered Together', async () => {
    productApi();
    renderAt();
    expect(await screen.findByRole('region', { name: 'Related Items' })).toHaveTextContent('Related one');
    expect(await screen.findByRole('region', { name: 'Commonly Ordered Together' })).toHaveTextContent('Cross one');
  });

  it('asks with a SKU that holds a slash', async () => {
    productApi();
    renderAt('/product?id=TIG-1000%2FBL');
    await screen.findByRole('heading', { level: 1 });
    expect(api.calls(productRoutes.getProductDetail)[0]).toMatchObject({ idStyle: 'TIG-1000/BL', idCustomer: 7 });
  });

  it('redirects home when the stored token is the text null', () => {
    localStorage.setItem('token', 'null');
    productApi();
    renderAt();
    expect(screen.getByText('Home page')).toBeInTheDocument();
  });

  it('says so when the product does not exist', async () => {
    noParts().refuse(productRoutes.getProductDetail, 404, { message: 'Product not found' });
    renderAt('/product?id=NOPE');
    expect(await screen.findByRole('heading', { level: 1, name: 'Product not found' })).toBeInTheDocument();
    expect(document.title).toBe('Product not found | Wholesale Storefront');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks for its parts with the detail, and drops them once the detail answers 404: cancelled, not logged, not asked again', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    let answerDetail: () => void = () => undefined;
    const failParts: (() => void)[] = [];
    api.on(
      productRoutes.getProductDetail,
      () => new Promise((resolve) => (answerDetail = () => resolve(refusal(404, { message: 'Product not found' })))),
    );
    for (const part of PARTS) api.on(part, () => new Promise((resolve) => failParts.push(() => resolve(noAnswer()))));
    const partCalls = () => PARTS.flatMap((part) => api.calls(part));
    renderAt('/product?id=NOPE');
    // A product that exists loses no time: its parts are on their way while the detail is.
    await waitFor(() => expect(partCalls()).toHaveLength(4));

    answerDetail();
    expect(await screen.findByRole('heading', { level: 1, name: 'Product not found' })).toBeInTheDocument();
    // Nothing is on its way any more: the parts' calls were cancelled, though their answers never came.
    expect(getQueryClient().isFetching()).toBe(0);
    // Their late failures are nobody's to log.
    await act(async () => failParts.forEach((fail) => fail()));
    expect(warn).not.toHaveBeenCalled();

    // The API back after being away asks nothing again: the server had answered that it is not there.
    await act(async () => eventBus.publish('api/recovered', {}));
    expect(api.calls(productRoutes.getProductDetail)).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Product not found' })).toBeInTheDocument();
    expect(partCalls()).toHaveLength(4);
    warn.mockRestore();
  });

  it('only logs the sections that fail beside a product it shows (docs/product.md §11.2)', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    api
      .on(productRoutes.getProductDetail, { is_success: true, product: makeDetail() })
      .on(favoritesRoutes.getFavorites, { is_success: true, favorites: [] });
    for (const part of PARTS) api.refuse(part, 500);
    renderAt();
    expect(await screen.findByRole('heading', { level: 1, name: makeDetail().webTitle })).toBeInTheDocument();
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(4));
    expect(warn.mock.calls.map(([line]) => String(line).replace(/: .*/, '')).sort()).toEqual([
      '[storefront] the cross-sell products failed to load',
      '[storefront] the images failed to load',
      '[storefront] the related products failed to load',
      '[storefront] the specifications failed to load',
    ]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    warn.mockRestore();
  });

  it('says Product not found for an id longer than the API takes, asking nothing (a retry could never mend it)', async () => {
    // As the API answers such an id: 400, which is no reason to offer a Retry.
    api.refuse(productRoutes.getProductDetail, 400);
    noParts();
    renderAt(`/product?id=${'X'.repeat(101)}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Product not found' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await act(async () => undefined);
    expect(api.calls(productRoutes.getProductDetail)).toEqual([]);
    expect(PARTS.flatMap((part) => api.calls(part))).toEqual([]);
  });

  it('asks for an id of the longest length the API takes', async () => {
    productApi();
    renderAt(`/product?id=${'X'.repeat(100)}`);
    expect(await screen.findByRole('heading', { level: 1, name: makeDetail().webTitle })).toBeInTheDocument();
    expect(api.calls(productRoutes.getProductDetail)[0]).toMatchObject({ idStyle: 'X'.repeat(100) });
  });

  it('says the product could not be loaded when the call fails, never that it does not exist; Retry asks again', async () => {
    let calls = 0;
    const detail = makeDetail();
    noParts()
      .on(productRoutes.getProductDetail, () => (++calls === 1 ? noAnswer() : { is_success: true, product: detail }))
      .on(favoritesRoutes.getFavorites, { is_success: true, favorites: [] });
    renderAt();
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('The product could not be loaded. Please try again.');
    expect(screen.queryByRole('heading', { name: 'Product not found' })).not.toBeInTheDocument();
    await userEvent.click(within(failure).getByRole('button', { name: 'Retry' }));
    const title = await screen.findByRole('heading', { level: 1, name: detail.webTitle });
    expect(calls).toBe(2);
    // The Retry button is gone: focus stayed on the region that held it and now holds the product.
    expect(document.body).not.toHaveFocus();
    expect(document.activeElement).toContainElement(title);
  });
});
