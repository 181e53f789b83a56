import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import {
  TOKEN_STORAGE_KEY,
  clearCart,
  draftKey,
  eventBus,
  resetUserInfo,
  setCartLines,
  sessionRoutes,
  setUserInfo,
  storeToken,
  userStore,
  type CartLine,
} from '@storefront/shared-kernel';
import { installFakeApi } from '@storefront/shared-kernel/testing';
import { Header } from './header';

const line = (idCartDtl: number, price: number, totQty: number): CartLine => ({
  idCartDtl,
  idStyle: `ST${idCartDtl}`,
  idStyleDtl: idCartDtl,
  webTitle: `Item ${idCartDtl}`,
  price,
  retailPrice: price * 2,
  totQty,
  subTotal: price * totQty,
  filepath1: '',
  color: '',
  avaQty: 10,
  qtyPerUOM: 1,
  minBuy: 1,
  problem: null,
});

const renderHeader = () =>
  render(
    <MemoryRouter>
      <Header />
    </MemoryRouter>,
  );

const accountNav = () => screen.getByRole('navigation', { name: 'Account' });

beforeEach(() => {
  localStorage.clear();
  resetUserInfo();
  clearCart();
});

describe('Header', () => {
  it('offers Sign In to a visitor, without welcome text, cart count or Logout', () => {
    setCartLines([line(1, 5, 2)]);
    renderHeader();

    expect(within(accountNav()).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(within(accountNav()).getByRole('link', { name: 'Favorites' })).toHaveAttribute('href', '/login');
    expect(screen.queryByTestId('welcome-text')).not.toBeInTheDocument();
    expect(screen.queryByText(/Welcome/)).not.toBeInTheDocument();
    expect(screen.queryByTestId('cart-count')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'My Account' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    expect(screen.getByRole('search')).toBeInTheDocument();
  });

  it('welcomes a signed-in buyer by company and first name, with My Account, the cart count and Logout', () => {
    setUserInfo({ userId: 5, idCustomer: 5, companyNm: 'Acme', firstname: 'Dana' });
    setCartLines([line(1, 5, 2), line(2, 1.5, 4), line(3, 10, 1)]);
    renderHeader();

    const welcome = screen.getByTestId('welcome-text');
    expect(welcome).toHaveTextContent('Acme');
    expect(welcome).toHaveTextContent('Dana');
    expect(welcome.textContent?.indexOf('Acme')).toBeLessThan(welcome.textContent?.indexOf('Dana') ?? -1);
    expect(screen.getByRole('link', { name: 'My Account' })).toHaveAttribute('href', '/myaccount/orders');
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(within(accountNav()).getByRole('link', { name: 'Favorites' })).toHaveAttribute('href', '/favorites');
    expect(screen.getByTestId('cart-count')).toHaveTextContent('3');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('follows the cart store as it changes', () => {
    setUserInfo({ userId: 5, idCustomer: 5, companyNm: 'Acme', firstname: 'Dana' });
    renderHeader();
    expect(screen.getByTestId('cart-count')).toHaveTextContent('0');
    act(() => setCartLines([line(1, 5, 2)]));
    expect(screen.getByTestId('cart-count')).toHaveTextContent('1');
  });

  it("Logout clears the token, resets the user and the tab's drafts, tells the page, ends the page cookie and reloads at /", async () => {
    setUserInfo({ userId: 5, idCustomer: 5, companyNm: 'Acme', firstname: 'Dana' });
    storeToken('header.payload.signature');
    sessionStorage.setItem(draftKey('checkout'), '{"idCustomer":5,"custPO":"PO-1"}');
    const loggedOut = jest.fn();
    const stop = eventBus.subscribe('session/logged-out', loggedOut);
    // jsdom's location cannot be replaced or spied on; moving away from / first makes
    // location.assign('/') a real navigation, which jsdom reports as not implemented.
    window.history.pushState({}, '', '/cart');
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // The server cannot answer here: the sign-out settles all the same and the page moves on.
    const api = installFakeApi().unreachable(sessionRoutes.signOut);
    try {
      renderHeader();
      await userEvent.click(screen.getByRole('button', { name: 'Logout' }));

      expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
      expect(userStore.get().userId).toBe(0);
      expect(sessionStorage.getItem(draftKey('checkout'))).toBeNull();
      expect(loggedOut).toHaveBeenCalledTimes(1);
      expect(api.calls(sessionRoutes.signOut)).toEqual([{}]);
      await waitFor(() =>
        expect(consoleError).toHaveBeenCalledWith(
          expect.objectContaining({ message: expect.stringContaining('Not implemented: navigation') }),
        ),
      );
      expect(screen.getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    } finally {
      consoleError.mockRestore();
      api.uninstall();
      stop();
      window.history.pushState({}, '', '/');
    }
  });
});
