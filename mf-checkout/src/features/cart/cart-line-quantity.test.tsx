import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cartRoutes, MAX_QUANTITY } from '@storefront/shared-kernel';
import { QUANTITY_SAVE_DELAY_MS } from '../../lib/use-saved-quantity';
import { cartLine } from '../../test/fixtures';
import { renderCart, serverCart, setUpCartTests, toasts } from './cart-test-kit';

const api = setUpCartTests();
afterEach(() => jest.useRealTimers());

describe('a cart line quantity', () => {
  it('never goes below 1: minus is disabled at 1 and enabled above', async () => {
    serverCart([cartLine(1, 'RC-10', 'Rice Cooker', 1), cartLine(2, 'KN-8', 'Chef Knife', 2)]);
    renderCart();
    expect(await screen.findByRole('button', { name: 'Decrease Quantity of Rice Cooker' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Decrease Quantity of Chef Knife' })).toBeEnabled();
  });

  it("saves a quantity change, says '{title} added to cart!' and reloads the cart", async () => {
    serverCart([cartLine(1, 'RC-10', 'Rice Cooker', 1)]);
    renderCart();
    await userEvent.click(await screen.findByRole('button', { name: 'Increase Quantity of Rice Cooker' }));
    await waitFor(() => expect(toasts()).toContain('success: Rice Cooker added to cart!'));
    expect(api.calls(cartRoutes.setCart)).toHaveLength(1);
    expect(api.calls(cartRoutes.setCart)[0]).toMatchObject({ idCustomer: 9, idCartDtl: 1, totQty: 2 });
    await waitFor(() => expect(api.calls(cartRoutes.getCart)).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Decrease Quantity of Rice Cooker' })).toBeEnabled();
  });

  it("says 'Error while add to cart' with the server's reason, and shows the server's quantity again when a change is refused", async () => {
    serverCart([cartLine(1, 'RC-10', 'Rice Cooker', 2)], { set: true });
    renderCart();
    await userEvent.click(await screen.findByRole('button', { name: 'Increase Quantity of Rice Cooker' }));
    expect(screen.getByRole('textbox', { name: 'Quantity of Rice Cooker' })).toHaveValue('3');
    await waitFor(() => expect(toasts()).toContain('error: Error while add to cart: Not enough stock'));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Quantity of Rice Cooker' })).toHaveValue('2'));
  });

  it('takes no more than a cart line holds: typing 1000000 saves 100000, and plus is disabled there', async () => {
    const server = serverCart([cartLine(1, 'RC-10', 'Rice Cooker', 2)]);
    renderCart();
    const quantity = await screen.findByRole('textbox', { name: 'Quantity of Rice Cooker' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '1000000');
    await userEvent.tab();
    await waitFor(() => expect(toasts()).toEqual(['success: Rice Cooker added to cart!']));
    expect(api.calls(cartRoutes.setCart).map((call) => call.totQty)).toEqual([MAX_QUANTITY]);
    await waitFor(() => expect(server.serverQuantity(1)).toBe(MAX_QUANTITY));
    expect(quantity).toHaveValue('100000');
    expect(screen.getByRole('button', { name: 'Increase Quantity of Rice Cooker' })).toBeDisabled();
  });

  it('saves a change made while the previous save is on its way, so the server ends with the last choice', async () => {
    let releaseSet = () => {};
    const holdSet = () =>
      new Promise<void>((resolve) => {
        releaseSet = resolve;
      });
    const server = serverCart([cartLine(1, 'RC-10', 'Rice Cooker', 2)], { holdSet });
    renderCart();
    await userEvent.click(await screen.findByRole('button', { name: 'Increase Quantity of Rice Cooker' }));
    await waitFor(() => expect(api.calls(cartRoutes.setCart)).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: 'Decrease Quantity of Rice Cooker' }));
    const quantity = screen.getByRole('textbox', { name: 'Quantity of Rice Cooker' });
    expect(quantity).toHaveValue('2');

    await act(async () => releaseSet());
    expect(quantity).toHaveValue('2'); // the reload answering the save of 3 does not undo the choice of 2
    await waitFor(() => expect(api.calls(cartRoutes.setCart)).toHaveLength(2));
    expect(api.calls(cartRoutes.setCart).map((call) => call.totQty)).toEqual([3, 2]);
    await act(async () => releaseSet());
    await waitFor(() => expect(api.calls(cartRoutes.getCart)).toHaveLength(3));
    expect(server.serverQuantity(1)).toBe(2);
    expect(quantity).toHaveValue('2');
  });

  it('saves nothing for a line removed right after a quantity change, and reports only the removal', async () => {
    // Fake timers: the save delay is passed on the clock, not waited for, before checking nothing went.
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    serverCart([cartLine(1, 'RC-10', 'Rice Cooker', 2), cartLine(2, 'KN-8', 'Chef Knife', 1)]);
    renderCart();
    await user.click(await screen.findByRole('button', { name: 'Increase Quantity of Rice Cooker' }));
    await user.click(screen.getByRole('button', { name: 'Remove Rice Cooker' }));
    await waitFor(() => expect(screen.getAllByTestId('line-row')).toHaveLength(1));
    await act(() => jest.advanceTimersByTimeAsync(QUANTITY_SAVE_DELAY_MS));
    expect(api.calls(cartRoutes.setCart)).toHaveLength(0);
    expect(toasts()).toEqual(['success: Rice Cooker remove from cart!']);
  });

  it('says nothing when a quantity change finds its line already removed (another tab), and reloads', async () => {
    const server = serverCart([cartLine(1, 'RC-10', 'Rice Cooker', 2), cartLine(2, 'KN-8', 'Chef Knife', 1)]);
    renderCart();
    await userEvent.click(await screen.findByRole('button', { name: 'Increase Quantity of Rice Cooker' }));
    server.removeElsewhere(1);
    await waitFor(() => expect(api.calls(cartRoutes.setCart)).toHaveLength(1));
    await waitFor(() => expect(screen.getAllByTestId('line-row')).toHaveLength(1));
    expect(toasts()).toEqual([]);
  });
});
