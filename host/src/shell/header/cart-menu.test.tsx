import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { act } from 'react';
import {
  cartStore,
  clearCart,
  EMPTY_CART,
  resetUserInfo,
  setCartLines,
  setUserInfo,
  type CartLine,
} from '@storefront/shared-kernel';
import { CartMenu } from './cart-menu';

const line = (idCartDtl: number, webTitle: string, price: number, totQty: number): CartLine => ({
  idCartDtl,
  idStyle: `ST${idCartDtl}`,
  idStyleDtl: idCartDtl,
  webTitle,
  price,
  retailPrice: price,
  totQty,
  subTotal: price * totQty,
  filepath1: '',
  color: '',
  avaQty: 1,
  qtyPerUOM: 1,
  minBuy: 1,
  problem: null,
});

const renderMenu = () =>
  render(
    <MemoryRouter>
      <CartMenu />
    </MemoryRouter>,
  );

beforeEach(() => {
  localStorage.clear();
  resetUserInfo();
  clearCart();
});

describe('CartMenu', () => {
  it('is a plain link to /login for a visitor, with no count and no preview on hover', async () => {
    setCartLines([line(1, 'Rice Cooker', 10, 1)]);
    renderMenu();
    const link = screen.getByRole('link', { name: 'Cart' });
    expect(link).toHaveAttribute('href', '/login');
    await userEvent.hover(link);
    expect(screen.queryByRole('region', { name: 'Cart preview' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('cart-count')).not.toBeInTheDocument();
  });

  it('keeps the badge without a count until the buyer’s cart is loaded (a 0 could be wrong)', () => {
    setUserInfo({ userId: 5, idCustomer: 5 });
    cartStore.set(EMPTY_CART);
    renderMenu();
    expect(screen.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/cart');
    expect(screen.getByTestId('cart-count')).toBeEmptyDOMElement();
    act(() => setCartLines([]));
    expect(screen.getByRole('link', { name: 'Cart, 0 items' })).toBeInTheDocument();
    expect(screen.getByTestId('cart-count')).toHaveTextContent('0');
  });

  it('shows the lines and the total on hover for a signed-in buyer, and hides them on leave', async () => {
    setUserInfo({ userId: 5, idCustomer: 5 });
    setCartLines([line(1, 'Rice Cooker', 12.5, 2), line(2, 'Chef Knife', 0.1, 3)]);
    renderMenu();
    const link = screen.getByRole('link', { name: 'Cart, 2 items' });
    expect(link).toHaveAttribute('href', '/cart');
    expect(screen.queryByRole('region', { name: 'Cart preview' })).not.toBeInTheDocument();

    await userEvent.hover(link);

    const preview = screen.getByRole('region', { name: 'Cart preview' });
    const items = within(preview).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Rice Cooker');
    expect(items[0]).toHaveTextContent('× 2');
    expect(items[0]).toHaveTextContent('$25.00');
    expect(items[1]).toHaveTextContent('Chef Knife');
    expect(items[1]).toHaveTextContent('$0.30');
    expect(within(preview).getByText('Total')).toHaveTextContent('Total $25.30');
    expect(within(preview).getByRole('link', { name: 'View Cart' })).toHaveAttribute('href', '/cart');

    await userEvent.unhover(link);
    expect(screen.queryByRole('region', { name: 'Cart preview' })).not.toBeInTheDocument();
  });

  it('opens the preview on keyboard focus, and Escape closes it where the focus is', async () => {
    setUserInfo({ userId: 5, idCustomer: 5 });
    setCartLines([line(1, 'Rice Cooker', 12.5, 2)]);
    renderMenu();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Cart, 1 item' })).toHaveFocus();
    expect(screen.getByRole('region', { name: 'Cart preview' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Cart preview' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cart, 1 item' })).toHaveFocus();
  });

  it('says the cart is empty in the preview when it has no lines', async () => {
    setUserInfo({ userId: 5, idCustomer: 5 });
    renderMenu();
    const link = screen.getByRole('link', { name: 'Cart, 0 items' });
    await userEvent.hover(link);
    expect(screen.getByRole('region', { name: 'Cart preview' })).toHaveTextContent('Your Shopping Cart is empty!');
  });

  it('names a single line in the singular', () => {
    setUserInfo({ userId: 5, idCustomer: 5 });
    setCartLines([line(1, 'Rice Cooker', 10, 4)]);
    renderMenu();
    expect(screen.getByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();
  });
});
