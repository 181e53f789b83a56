import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cartRoutes, utilRoutes, type CartLine } from '@storefront/shared-kernel';
import { cartLine } from '../../test/fixtures';
import { renderCart, serverCart, setUpCartTests, toasts } from './cart-test-kit';

// Packs and minimums on the cart page (docs/product.md §6.6).
const api = setUpCartTests();

const packed = (line: CartLine, qtyPerUOM: number, minBuy: number, problem: CartLine['problem'] = null): CartLine => ({
  ...line,
  qtyPerUOM,
  minBuy,
  problem,
});

const proceed = () => screen.getByRole('button', { name: 'Proceed To Checkout' });

describe("a cart line's packs and minimum", () => {
  it('steps by the pack from the minimum up: minus is disabled at the minimum', async () => {
    serverCart([packed(cartLine(1, 'TIG-1', 'TIGER Inner Pot', 24), 12, 24)]);
    renderCart();
    const minus = await screen.findByRole('button', { name: 'Decrease Quantity of TIGER Inner Pot' });
    expect(minus).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Increase Quantity of TIGER Inner Pot' }));
    expect(screen.getByRole('textbox', { name: 'Quantity of TIGER Inner Pot' })).toHaveValue('36');
    await waitFor(() => expect(api.calls(cartRoutes.setCart).map((call) => call.totQty)).toEqual([36]));
    await waitFor(() => expect(minus).toBeEnabled());
    expect(screen.queryByText('Fix the marked lines in your cart before checking out.')).not.toBeInTheDocument();
    expect(proceed()).toBeEnabled();
  });

  it("says the server's refusal of a quantity off the pack", async () => {
    serverCart([packed(cartLine(1, 'TIG-1', 'TIGER Inner Pot', 24), 12, 24)]);
    renderCart();
    const quantity = await screen.findByRole('textbox', { name: 'Quantity of TIGER Inner Pot' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '30');
    await waitFor(() =>
      expect(toasts()).toContain('error: Error while add to cart: TIGER Inner Pot is sold in packs of 12'),
    );
    await waitFor(() => expect(quantity).toHaveValue('24'));
  });

  it('marks a line with its reason and fix, and holds checkout back with the reason until it is fixed', async () => {
    const server = serverCart([
      packed(cartLine(1, 'TIG-1', 'TIGER Inner Pot', 12), 12, 24, { reason: 'Minimum order 24', fixQty: 24 }),
      cartLine(2, 'KN-8', 'Chef Knife', 2),
    ]);
    renderCart();
    const [marked, plain] = await screen.findAllByTestId('line-row');
    expect(within(marked!).getByText('Minimum order 24')).toBeInTheDocument();
    expect(within(plain!).queryByRole('button', { name: /Change to/ })).not.toBeInTheDocument();
    expect(proceed()).toBeDisabled();
    expect(proceed()).toHaveAccessibleDescription('Fix the marked lines in your cart before checking out.');
    // The server would refuse the totals of a marked cart: none are asked.
    expect(api.calls(utilRoutes.getOrderCost)).toEqual([]);

    await userEvent.click(within(marked!).getByRole('button', { name: 'Change to 24 for TIGER Inner Pot' }));
    await waitFor(() => expect(server.serverQuantity(1)).toBe(24));
    await waitFor(() => expect(proceed()).toBeEnabled());
    expect(screen.queryByText('Minimum order 24')).not.toBeInTheDocument();
    expect(screen.queryByText('Fix the marked lines in your cart before checking out.')).not.toBeInTheDocument();
    await waitFor(() => expect(api.calls(utilRoutes.getOrderCost)).toHaveLength(1));
    expect(await screen.findByTestId('totals-total')).toBeInTheDocument();
  });

  it('marks a product no longer available without a fix: it is removed', async () => {
    serverCart([
      packed(cartLine(1, 'TIG-1', 'TIGER Inner Pot', 12), 12, 12, { reason: 'No longer available', fixQty: null }),
    ]);
    renderCart();
    const [row] = await screen.findAllByTestId('line-row');
    expect(within(row!).getByText('No longer available')).toBeInTheDocument();
    expect(within(row!).queryByRole('button', { name: /Change to/ })).not.toBeInTheDocument();
    expect(proceed()).toBeDisabled();

    await userEvent.click(within(row!).getByRole('button', { name: 'Remove TIGER Inner Pot' }));
    expect(await screen.findByText('Your Shopping Cart is empty!')).toBeInTheDocument();
  });
});
