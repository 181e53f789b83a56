import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import {
  cartRoutes,
  cartStore,
  clearCart,
  clearToasts,
  eventBus,
  favoritesRoutes,
  MAX_QUANTITY,
  resetUserInfo,
  setUserInfo,
  toastStore,
  type FavoriteLine,
} from '@storefront/shared-kernel';
import { fakeApiForEachTest, noAnswer, refusal } from '@storefront/shared-kernel/testing';
import { cartLine, favoriteLine } from '../../test/fixtures';
import { QUANTITY_SAVE_DELAY_MS } from '../../lib/use-saved-quantity';
import FavoritesPage from './favorites-page';

const toasts = () => toastStore.get().map((t) => `${t.tone}: ${t.message}`);

const renderFavorites = () =>
  render(
    <MemoryRouter initialEntries={['/favorites']}>
      <Routes>
        <Route path="/favorites" element={<FavoritesPage />} />
        <Route path="/cart" element={<p>Cart page</p>} />
      </Routes>
    </MemoryRouter>,
  );

const api = fakeApiForEachTest();

interface ServerFavoritesOptions {
  createCart?: () => { is_success: true; message: string } | ReturnType<typeof refusal>;
  /** Clear Favorites waits for this, so a test can act while it is on its way. */
  holdClear?: () => Promise<void>;
}

function serverFavorites(initial: FavoriteLine[], { createCart, holdClear }: ServerFavoritesOptions = {}) {
  let favorites = [...initial];
  api
    .on(favoritesRoutes.getFavorites, () => ({ is_success: true, favorites }))
    .on(favoritesRoutes.setFavorite, ({ idWishlist, quantity }) => {
      if (!favorites.some((f) => f.idWishlist === idWishlist)) return refusal(404, { message: 'Favorite not found' });
      favorites = favorites.map((f) => (f.idWishlist === idWishlist ? { ...f, totQty: quantity } : f));
      return { is_success: true };
    })
    .on(favoritesRoutes.removeFavorite, ({ idWishlist }) => {
      favorites = favorites.filter((f) => f.idWishlist !== idWishlist);
      return { is_success: true, message: 'Remove from Favorites Success!' };
    })
    .on(favoritesRoutes.clearFavorites, async () => {
      await holdClear?.();
      favorites = [];
      return { is_success: true };
    })
    .on(favoritesRoutes.createCartFromFavorites, () =>
      createCart ? createCart() : { is_success: true, message: 'Cart created successfully!' },
    )
    .on(cartRoutes.getCart, {
      is_success: true,
      cart: { cartList: [cartLine(1, 'RC-10', 'Rice Cooker', 2)], totalQty: 2, subTotal: 20 },
    });
}

beforeEach(() => {
  act(() => {
    clearCart();
    clearToasts();
    setUserInfo({ userId: 9, idCustomer: 9, idStore: 1 });
  });
});
afterEach(() => {
  jest.useRealTimers();
  act(() => resetUserInfo());
});

describe('FavoritesPage', () => {
  it("says 'No favorites found.' when there are none", async () => {
    serverFavorites([]);
    renderFavorites();
    expect(screen.getByRole('heading', { level: 1, name: 'Favorites' })).toBeInTheDocument();
    expect(document.title).toBe('Favorites | Wholesale Storefront');
    expect(await screen.findByText('No favorites found.')).toBeInTheDocument();
  });

  it("says the list could not be loaded, never 'No favorites found.', and Retry loads it", async () => {
    let calls = 0;
    api.on(favoritesRoutes.getFavorites, () =>
      (calls += 1) === 1 ? noAnswer() : { is_success: true, favorites: [favoriteLine(4, 'RC-10', 'Rice Cooker', 2)] },
    );
    renderFavorites();
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('Your favorites could not be loaded. Please try again.');
    expect(screen.queryByText('No favorites found.')).not.toBeInTheDocument();
    await userEvent.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect((await screen.findAllByTestId('line-row'))[0]).toHaveTextContent('RC-10');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks for the list again by itself once the API is back after an outage', async () => {
    let isDown = true;
    api.on(favoritesRoutes.getFavorites, () =>
      isDown ? noAnswer() : { is_success: true, favorites: [favoriteLine(4, 'RC-10', 'Rice Cooker', 2)] },
    );
    renderFavorites();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your favorites could not be loaded.');
    isDown = false;
    act(() => eventBus.publish('api/recovered', {}));
    expect((await screen.findAllByTestId('line-row'))[0]).toHaveTextContent('RC-10');
    expect(api.calls(favoritesRoutes.getFavorites)).toHaveLength(2);
  });

  it('lists the favorites and saves a quantity change', async () => {
    serverFavorites([favoriteLine(4, 'RC-10', 'Rice Cooker', 2)]);
    renderFavorites();
    const row = (await screen.findAllByTestId('line-row'))[0]!;
    expect(row).toHaveTextContent('RC-10');
    expect(row).toHaveTextContent('$25.00');
    await userEvent.click(within(row).getByRole('button', { name: 'Increase Quantity of Rice Cooker' }));
    await waitFor(() => expect(api.calls(favoritesRoutes.setFavorite)).toHaveLength(1));
    expect(api.calls(favoritesRoutes.setFavorite)).toEqual([{ idCustomer: 9, idWishlist: 4, quantity: 3 }]);
    await waitFor(() => expect(api.calls(favoritesRoutes.getFavorites)).toHaveLength(2));
    expect(within(row).getByRole('textbox', { name: 'Quantity of Rice Cooker' })).toHaveValue('3');
  });

  it('takes no more than a favorite holds: typing 1000000 saves 100000, and plus is disabled there', async () => {
    serverFavorites([favoriteLine(4, 'RC-10', 'Rice Cooker', 2)]);
    renderFavorites();
    const quantity = await screen.findByRole('textbox', { name: 'Quantity of Rice Cooker' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '1000000');
    await userEvent.tab();
    await waitFor(() => expect(api.calls(favoritesRoutes.getFavorites)).toHaveLength(2));
    expect(api.calls(favoritesRoutes.setFavorite).map((call) => call.quantity)).toEqual([MAX_QUANTITY]);
    expect(toasts()).toEqual([]);
    expect(quantity).toHaveValue('100000');
    expect(screen.getByRole('button', { name: 'Increase Quantity of Rice Cooker' })).toBeDisabled();
  });

  it("removes a favorite with 'Remove from Favorites Success!' and tells the other remotes the new count", async () => {
    serverFavorites([favoriteLine(4, 'RC-10', 'Rice Cooker', 2), favoriteLine(5, 'KN-8', 'Chef Knife', 1)]);
    const counts: number[] = [];
    const subscription = eventBus.on('favorites/changed').subscribe(({ count }) => counts.push(count));
    renderFavorites();
    const remove = await screen.findByRole('button', { name: 'Remove Chef Knife from Favorites' });
    // A load changes nothing: telling of it would make the list stale and ask for it again, and again.
    expect(counts).toEqual([]);
    await userEvent.click(remove);
    await waitFor(() => expect(screen.getAllByTestId('line-row')).toHaveLength(1));
    expect(toasts()).toEqual(['success: Remove from Favorites Success!']);
    expect(counts).toEqual([1]);
    // One reload after the removal, shared by the page and whoever the event made ask.
    expect(api.calls(favoritesRoutes.getFavorites)).toHaveLength(2);
    subscription.unsubscribe();
  });

  it('gives the focus of a removed row to the list title, never to the page', async () => {
    serverFavorites([favoriteLine(4, 'RC-10', 'Rice Cooker', 2), favoriteLine(5, 'KN-8', 'Chef Knife', 1)]);
    renderFavorites();
    (await screen.findByRole('button', { name: 'Remove Chef Knife from Favorites' })).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getAllByTestId('line-row')).toHaveLength(1));
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
  });

  it('saves nothing for a favorite removed right after a quantity change, and reports only the removal', async () => {
    // Fake timers: the save delay is passed on the clock, not waited for, before checking nothing went.
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    serverFavorites([favoriteLine(4, 'RC-10', 'Rice Cooker', 2), favoriteLine(5, 'KN-8', 'Chef Knife', 1)]);
    renderFavorites();
    await user.click(await screen.findByRole('button', { name: 'Increase Quantity of Chef Knife' }));
    await user.click(screen.getByRole('button', { name: 'Remove Chef Knife from Favorites' }));
    await waitFor(() => expect(screen.getAllByTestId('line-row')).toHaveLength(1));
    await act(() => jest.advanceTimersByTimeAsync(QUANTITY_SAVE_DELAY_MS));
    expect(api.calls(favoritesRoutes.setFavorite)).toHaveLength(0);
    expect(toasts()).toEqual(['success: Remove from Favorites Success!']);
  });

  it("adds all items to the cart: 'Cart created successfully!', the cart reloads, then /cart", async () => {
    serverFavorites([favoriteLine(4, 'RC-10', 'Rice Cooker', 2)]);
    renderFavorites();
    await userEvent.click(await screen.findByRole('button', { name: 'Add All Items to Cart' }));
    expect(await screen.findByText('Cart page')).toBeInTheDocument();
    expect(toasts()).toEqual(['success: Cart created successfully!']);
    expect(api.calls(favoritesRoutes.createCartFromFavorites)).toEqual([{ idCustomer: 9 }]);
    expect(cartStore.get().count).toBe(1);
  });

  it("shows the server's message when the cart cannot be created, and stays", async () => {
    serverFavorites([favoriteLine(4, 'RC-10', 'Rice Cooker', 2)], {
      createCart: () => refusal(422, { message: 'No favorites found.' }),
    });
    renderFavorites();
    await userEvent.click(await screen.findByRole('button', { name: 'Add All Items to Cart' }));
    await waitFor(() => expect(toasts()).toEqual(['error: No favorites found.']));
    expect(screen.getByRole('button', { name: 'Add All Items to Cart' })).toBeEnabled();
    expect(screen.queryByText('Cart page')).not.toBeInTheDocument();
  });

  it('clears the favorites after a confirmation', async () => {
    serverFavorites([favoriteLine(4, 'RC-10', 'Rice Cooker', 2)]);
    renderFavorites();
    await userEvent.click(await screen.findByRole('button', { name: 'Clear Favorites' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Clear Favorites' })).getByRole('button', {
        name: 'Remove all favorites',
      }),
    );
    expect(await screen.findByText('No favorites found.')).toBeInTheDocument();
    expect(api.calls(favoritesRoutes.clearFavorites)).toHaveLength(1);
  });

  it('keeps focus on Remove all favorites while clearing, then gives it to the title of the emptied list', async () => {
    let releaseClear = () => {};
    const clearing = new Promise<void>((resolve) => {
      releaseClear = resolve;
    });
    serverFavorites([favoriteLine(4, 'RC-10', 'Rice Cooker', 2)], { holdClear: () => clearing });
    renderFavorites();
    await userEvent.click(await screen.findByRole('button', { name: 'Clear Favorites' }));
    const dialog = screen.getByRole('dialog', { name: 'Clear Favorites' });
    within(dialog).getByRole('button', { name: 'Remove all favorites' }).focus();
    await userEvent.keyboard('{Enter}');
    const removing = within(dialog).getByRole('button', { name: 'Removing…' });
    expect(removing).toBeEnabled(); // a disabled button would drop focus out of the dialog
    expect(removing).toHaveFocus();
    await act(async () => releaseClear());
    expect(await screen.findByText('No favorites found.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Favorites' })).toHaveFocus();
  });
});
