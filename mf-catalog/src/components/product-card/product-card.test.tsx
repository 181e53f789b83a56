import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import {
  cartRoutes,
  cartStore,
  clearCart,
  clearToasts,
  favoritesRoutes,
  resetUserInfo,
  setUserInfo,
  toastStore,
} from '@storefront/shared-kernel';
import { fakeApiForEachTest, refusal } from '@storefront/shared-kernel/testing';
import { makeProduct, withoutPrices } from '../../test/fixtures';
import { ProductCard } from './product-card';

const renderCard = (props: Partial<Parameters<typeof ProductCard>[0]> = {}) =>
  render(
    <MemoryRouter>
      <ProductCard product={makeProduct()} isLoggedIn showActions {...props} />
    </MemoryRouter>,
  );

const toastTexts = () => toastStore.get().map((toast) => toast.message);

const api = fakeApiForEachTest();

beforeEach(() => {
  resetUserInfo();
  clearCart();
  clearToasts();
});

describe('ProductCard', () => {
  it('shows a buyer SRP and Your Price with 2 decimals and links to the product', () => {
    renderCard();
    expect(screen.getByText('SRP')).toBeInTheDocument();
    expect(screen.getByText('$90.00')).toBeInTheDocument();
    expect(screen.getByText('Your Price')).toBeInTheDocument();
    expect(screen.getByText('$45.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'TIGER Rice Cooker 1.0 L, White' })).toHaveAttribute(
      'href',
      '/product?id=TIG-1001',
    );
    expect(screen.queryByText('Login to see price')).not.toBeInTheDocument();
  });

  it('works Your Price out as price minus salePrice when the answer lacks it', () => {
    renderCard({ product: makeProduct({ yourPrice: null, price: 20, salePrice: 2.5 }) });
    expect(screen.getByText('$17.50')).toBeInTheDocument();
  });

  it("shows a visitor 'Login to see price', no prices, no buttons, and links to /login", () => {
    renderCard({ product: withoutPrices(makeProduct()), isLoggedIn: false });
    expect(screen.getByText('Login to see price')).toBeInTheDocument();
    expect(screen.queryByText(/\$/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'TIGER Rice Cooker 1.0 L, White' })).toHaveAttribute('href', '/login');
    // The words are text: the page's one 'Login to see price' link is its own prompt.
    expect(screen.queryByRole('link', { name: /Login to see price/ })).not.toBeInTheDocument();
  });

  it('adds the minimum order, whole packs, when it is more than one pack (docs/product.md §6.6)', async () => {
    setUserInfo({ userId: 7, idCustomer: 7 });
    api
      .on(cartRoutes.addToCart, { is_success: true, idCartDtl: 1 })
      .on(cartRoutes.getCart, { is_success: true, cart: { cartList: [], totalQty: 0, subTotal: 0 } });
    renderCard({ product: makeProduct({ qtyPerUOM: 12, minBuy: 24 }) });
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart: TIGER Rice Cooker 1.0 L, White' }));
    await waitFor(() => expect(api.calls(cartRoutes.addToCart)).toHaveLength(1));
    expect(api.calls(cartRoutes.addToCart)[0]).toMatchObject({ idStyle: 'TIG-1001', totQty: 24 });
  });

  it('adds a pack to the cart, reloads the shared cart and says so', async () => {
    setUserInfo({ userId: 7, idCustomer: 7 });
    const line = {
      idCartDtl: 1,
      idStyle: 'TIG-1001',
      idStyleDtl: 1,
      webTitle: 'x',
      price: 45,
      retailPrice: 90,
      totQty: 4,
      subTotal: 180,
      filepath1: '',
      color: 'White',
      avaQty: 10,
      qtyPerUOM: 4,
      minBuy: 4,
      problem: null,
    };
    let answerAdd = () => {};
    api
      .on(
        cartRoutes.addToCart,
        () =>
          new Promise((resolve) => {
            answerAdd = () => resolve({ is_success: true, idCartDtl: 1 });
          }),
      )
      .on(cartRoutes.getCart, { is_success: true, cart: { cartList: [line], totalQty: 4, subTotal: 180 } });
    renderCard();
    const add = screen.getByRole('button', { name: 'Add to cart: TIGER Rice Cooker 1.0 L, White' });
    await userEvent.click(add);
    // Busy, not disabled: a disabled button drops keyboard focus to the page. A second press is ignored.
    expect(add).toHaveAttribute('aria-disabled', 'true');
    expect(add).toBeEnabled();
    await userEvent.click(add);
    answerAdd();
    await waitFor(() => expect(toastTexts()).toContain('TIGER Rice Cooker 1.0 L, White added to cart!'));
    expect(api.calls(cartRoutes.addToCart)).toHaveLength(1);
    expect(api.calls(cartRoutes.addToCart)[0]).toMatchObject({
      idCustomer: 7,
      idStyle: 'TIG-1001',
      color: 'White',
      totQty: 4,
    });
    expect(cartStore.get().count).toBe(1);
  });

  it("says 'Error while add to cart' with the server's reason when the cart refuses", async () => {
    setUserInfo({ userId: 7, idCustomer: 7 });
    api.refuse(cartRoutes.addToCart, 422, { message: 'Your cart can hold up to 1,000 lines.' });
    renderCard();
    await userEvent.click(screen.getByRole('button', { name: /^Add to cart/ }));
    await waitFor(() =>
      expect(toastTexts()).toContain('Error while add to cart: Your cart can hold up to 1,000 lines.'),
    );
  });

  it('adds to favorites with the card messages', async () => {
    setUserInfo({ userId: 7, idCustomer: 7, idStore: 2 });
    let isDown = false;
    api.on(favoritesRoutes.addFavorite, () =>
      isDown ? refusal(500, { message: 'down' }) : { is_success: true, success: true, idWishlist: 3 },
    );
    renderCard();
    await userEvent.click(screen.getByRole('button', { name: /^Add to favorites/ }));
    await waitFor(() => expect(toastTexts()).toContain('Added to favorites: TIGER Rice Cooker 1.0 L, White'));
    expect(api.calls(favoritesRoutes.addFavorite)[0]).toMatchObject({ idCustomer: 7, idStyle: 'TIG-1001', idStore: 2 });

    isDown = true;
    await userEvent.click(screen.getByRole('button', { name: /^Add to favorites/ }));
    await waitFor(() => expect(toastTexts()).toContain('Error while add to Favorites: down'));
  });
});
