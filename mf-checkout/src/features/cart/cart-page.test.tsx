import { StrictMode } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { focusManager } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { cartRoutes, eventBus, FRESH_CART_MS, refreshCart, utilRoutes } from '@storefront/shared-kernel';
import { noAnswer, refusal } from '@storefront/shared-kernel/testing';
import { cartLine, cost } from '../../test/fixtures';
import CartPage from './cart-page';
import { renderCart, serverCart, setUpCartTests, toasts } from './cart-test-kit';

const api = setUpCartTests();
afterEach(() => focusManager.setFocused(undefined));

describe('a cart that cannot be loaded', () => {
  it('says so with Retry instead of showing an empty cart, and loads on Retry or when the API is back', async () => {
    let isDown = true;
    const lines = [cartLine(1, 'RC-10', 'Rice Cooker', 2)];
    api
      .on(cartRoutes.getCart, () =>
        isDown
          ? refusal(503, { message: 'The service is temporarily unavailable. Please try again shortly.' })
          : { is_success: true, cart: { cartList: lines, totalQty: 2, subTotal: 0 } },
      )
      .on(utilRoutes.getOrderCost, { is_success: true, orderAmount: cost(100, 7.25) });
    renderCart();
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('The cart could not be loaded. Please try again.');
    expect(screen.queryByText('Your Shopping Cart is empty!')).not.toBeInTheDocument();

    await userEvent.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The cart could not be loaded.');
    expect(api.calls(cartRoutes.getCart)).toHaveLength(2);
    // Retry gave way to the spinner and came back: focus stayed on the region around them, not the page.
    expect(document.body).not.toHaveFocus();
    expect(document.activeElement).toContainElement(screen.getByRole('alert'));

    isDown = false;
    act(() => eventBus.publish('api/recovered', {}));
    expect(await screen.findByRole('table', { name: 'Cart items' })).toBeInTheDocument();
    expect(screen.queryByText('The cart could not be loaded. Please try again.')).not.toBeInTheDocument();
    expect(api.calls(cartRoutes.getCart)).toHaveLength(3);
  });
});

describe('arriving at the cart', () => {
  const twoLines = () => [cartLine(1, 'RC-10', 'Rice Cooker', 1), cartLine(2, 'KN-8', 'Chef Knife', 1)];
  const cartCalls = () => api.calls(cartRoutes.getCart);
  const costCalls = () => api.calls(utilRoutes.getOrderCost);

  it('asks for the cart once and for its totals once, when the cart is known', async () => {
    serverCart(twoLines());
    renderCart();
    expect(await screen.findByTestId('totals-total')).toHaveTextContent('$107.25');
    expect(cartCalls()).toHaveLength(1);
    expect(costCalls()).toHaveLength(1);
  });

  it('asks once when the page is mounted twice at once', async () => {
    serverCart(twoLines());
    render(
      <StrictMode>
        <MemoryRouter initialEntries={['/cart']}>
          <CartPage />
        </MemoryRouter>
      </StrictMode>,
    );
    expect(await screen.findByTestId('totals-total')).toHaveTextContent('$107.25');
    expect(cartCalls()).toHaveLength(1);
    expect(costCalls()).toHaveLength(1);
  });

  it.each([
    ['the header loads the cart, then the page opens', 'header first'],
    ['the page opens, then the header loads the cart', 'page first'],
  ])('makes one cart call on a full load of /cart: %s', async (_, order) => {
    serverCart(twoLines());
    // The header's load as the shell boots (use-cart-sync): it follows no change of the buyer's.
    const headerLoad = () => void refreshCart({ joinInFlight: true });
    if (order === 'header first') headerLoad();
    renderCart();
    if (order === 'page first') headerLoad();
    expect(await screen.findByTestId('totals-total')).toHaveTextContent('$107.25');
    expect(screen.getAllByTestId('line-row')).toHaveLength(2);
    expect(cartCalls()).toHaveLength(1);
    expect(costCalls()).toHaveLength(1);
  });

  it('shows a cart answer that landed a moment ago (Add All, Copy Order) without asking again', async () => {
    serverCart(twoLines());
    await act(() => refreshCart());
    renderCart();
    expect(await screen.findByTestId('totals-total')).toHaveTextContent('$107.25');
    expect(screen.getAllByTestId('line-row')).toHaveLength(2);
    expect(cartCalls()).toHaveLength(1);
    expect(costCalls()).toHaveLength(1);
  });

  it('asks again when the window regained focus since: the buyer may have changed the cart in another tab', async () => {
    const server = serverCart(twoLines());
    await act(() => refreshCart());
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    server.removeElsewhere(2);
    renderCart();
    await waitFor(() => expect(screen.getAllByTestId('line-row')).toHaveLength(1));
    expect(cartCalls()).toHaveLength(2);
  });

  it('asks again when the last answer is older than a moment', async () => {
    const server = serverCart(twoLines());
    await act(() => refreshCart());
    const later = Date.now() + FRESH_CART_MS;
    jest.spyOn(Date, 'now').mockReturnValue(later);
    server.removeElsewhere(2);
    renderCart();
    await waitFor(() => expect(screen.getAllByTestId('line-row')).toHaveLength(1));
    expect(cartCalls()).toHaveLength(2);
  });
});

/** Clear Shopping Cart, confirmed in its dialog, until the dialog has closed. */
const clearAllFromTheDialog = async () => {
  await userEvent.click(await screen.findByRole('button', { name: 'Clear Shopping Cart' }));
  const dialog = screen.getByRole('dialog', { name: 'Clear Shopping Cart' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Remove all items' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
};

describe('CartPage', () => {
  it("keeps the My Cart title and says 'Your Shopping Cart is empty!' once the cart loads empty", async () => {
    serverCart([]);
    renderCart();
    expect(screen.getByRole('heading', { level: 1, name: 'My Cart' })).toBeInTheDocument();
    expect(document.title).toBe('My Cart | Wholesale Storefront');
    expect(await screen.findByText('Your Shopping Cart is empty!')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Checkout progress' })).not.toBeInTheDocument();
  });

  it('lists each line with SKU, title, image, color, price, quantity and line total, at progress step 0', async () => {
    serverCart([cartLine(1, 'RC/10', 'Rice Cooker', 3, 12.5)]);
    renderCart();
    const table = await screen.findByRole('table', { name: 'Cart items' });
    const [row] = within(table).getAllByTestId('line-row');
    expect(row).toHaveTextContent('RC/10');
    expect(within(row!).getByRole('link', { name: 'Rice Cooker' })).toHaveAttribute('href', '/product?id=RC%2F10');
    expect(row!.querySelector('img')).toHaveAttribute('src', '/uploads/products/RC/10.svg');
    expect(row).toHaveTextContent('White');
    expect(row).toHaveTextContent('$12.50');
    expect(within(row!).getByRole('textbox', { name: 'Quantity of Rice Cooker' })).toHaveValue('3');
    expect(row).toHaveTextContent('$37.50');
    const progress = screen.getByRole('list', { name: 'Checkout progress' });
    expect(
      within(progress)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1Cart', '2Payment', '3Confirm', '4Complete']);
    expect(within(progress).getByText('Cart').closest('li')).toHaveAttribute('aria-current', 'step');
  });

  it('shows the totals the server computes: Total, Shipping, Tax, Total', async () => {
    serverCart([cartLine(1, 'RC-10', 'Rice Cooker', 1)]);
    renderCart();
    expect(await screen.findByTestId('totals-total')).toHaveTextContent('$107.25');
    expect(screen.getByTestId('totals-subtotal')).toHaveTextContent('$100.00');
    expect(screen.getByTestId('totals-shipping')).toHaveTextContent('$0.00');
    expect(screen.getByTestId('totals-tax')).toHaveTextContent('$7.25');
  });

  it("removes a line with '{title} remove from cart!'", async () => {
    serverCart([cartLine(1, 'RC-10', 'Rice Cooker', 1), cartLine(2, 'KN-8', 'Chef Knife', 1)]);
    renderCart();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Chef Knife' }));
    await waitFor(() => expect(screen.getAllByTestId('line-row')).toHaveLength(1));
    expect(toasts()).toContain('success: Chef Knife remove from cart!');
    // Its row is gone with the focused button: focus is on the cart's title, not lost to the page.
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'My Cart' })).toHaveFocus());
    expect(api.calls(cartRoutes.removeFromCart)).toEqual([{ idCustomer: 9, idCartDtl: 2 }]);
  });

  it('clears the cart in one call naming the lines shown, then reloads it once', async () => {
    const server = serverCart([
      cartLine(1, 'RC-10', 'Rice Cooker', 1),
      cartLine(2, 'KN-8', 'Chef Knife', 1),
      cartLine(3, 'PN-1', 'Pan', 1),
    ]);
    renderCart();
    await userEvent.click(await screen.findByRole('button', { name: 'Clear Shopping Cart' }));
    const dialog = screen.getByRole('dialog', { name: 'Clear Shopping Cart' });
    expect(dialog).toHaveTextContent('Remove all 3 items from your cart?');
    const loadsBefore = api.calls(cartRoutes.getCart).length;
    // Added in another tab after this page showed the cart: not one of the lines the buyer saw go.
    server.addElsewhere(cartLine(4, 'TP-2', 'Teapot', 1));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove all items' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls(cartRoutes.clearCart)).toEqual([{ idCustomer: 9, idCartDtls: [1, 2, 3] }]);
    expect(api.calls(cartRoutes.removeFromCart)).toHaveLength(0);
    expect(api.calls(cartRoutes.getCart)).toHaveLength(loadsBefore + 1);
    expect(toasts()).toEqual([]);
    expect(screen.getAllByTestId('line-row')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Teapot' })).toBeInTheDocument();
  });

  it('removes line by line when the one call is refused, with an alert for each line that could not be removed', async () => {
    serverCart(
      [cartLine(1, 'RC-10', 'Rice Cooker', 1), cartLine(2, 'KN-8', 'Chef Knife', 1), cartLine(3, 'PN-1', 'Pan', 1)],
      { refuseClear: () => refusal(503, { message: 'The service is temporarily unavailable.' }), removeIds: [2, 3] },
    );
    renderCart();
    await clearAllFromTheDialog();
    expect(api.calls(cartRoutes.clearCart)).toHaveLength(1);
    expect(api.calls(cartRoutes.removeFromCart)).toHaveLength(3);
    expect(toasts()).toEqual(['error: Error while add to cart: Chef Knife', 'error: Error while add to cart: Pan']);
    expect(screen.getAllByTestId('line-row')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Clear Shopping Cart' })).toHaveFocus();
  });

  it('asks nothing more when the one call is refused: a session ended is not repeated for every line', async () => {
    serverCart([cartLine(1, 'RC-10', 'Rice Cooker', 1), cartLine(2, 'KN-8', 'Chef Knife', 1)], {
      refuseClear: () => refusal(401, { message: 'Your session has expired. Please sign in again.' }),
    });
    renderCart();
    await clearAllFromTheDialog();
    expect(api.calls(cartRoutes.clearCart)).toHaveLength(1);
    expect(api.calls(cartRoutes.removeFromCart)).toHaveLength(0);
    expect(toasts()).toEqual([]);
  });

  it('removes line by line when the answer to the one call is lost, and a line already gone is no failure', async () => {
    serverCart([cartLine(1, 'RC-10', 'Rice Cooker', 1), cartLine(2, 'KN-8', 'Chef Knife', 1)], {
      clear: () => noAnswer(),
    });
    renderCart();
    await clearAllFromTheDialog();
    expect(api.calls(cartRoutes.clearCart)).toHaveLength(1);
    expect(api.calls(cartRoutes.removeFromCart)).toHaveLength(2);
    expect(toasts()).toEqual([]);
    expect(screen.getByText('Your Shopping Cart is empty!')).toBeInTheDocument();
  });

  it('keeps focus in the Clear Shopping Cart dialog while removing, then gives it to the title of the emptied cart', async () => {
    let releaseRemovals = () => {};
    const removals = new Promise<void>((resolve) => {
      releaseRemovals = resolve;
    });
    serverCart([cartLine(1, 'RC-10', 'Rice Cooker', 1), cartLine(2, 'KN-8', 'Chef Knife', 1)], {
      holdRemove: () => removals,
    });
    renderCart();
    await userEvent.click(await screen.findByRole('button', { name: 'Clear Shopping Cart' }));
    const dialog = screen.getByRole('dialog', { name: 'Clear Shopping Cart' });
    within(dialog).getByRole('button', { name: 'Remove all items' }).focus();
    await userEvent.keyboard('{Enter}');
    const removing = within(dialog).getByRole('button', { name: 'Removing…' });
    expect(removing).toBeEnabled(); // a disabled button would drop focus out of the dialog
    expect(removing).toHaveAttribute('aria-disabled', 'true');
    expect(removing).toHaveFocus();

    await act(async () => releaseRemovals());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Your Shopping Cart is empty!')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'My Cart' })).toHaveFocus();
  });

  it("refuses to proceed without the terms ('Please agree terms of service!')", async () => {
    serverCart([cartLine(1, 'RC-10', 'Rice Cooker', 1)]);
    renderCart();
    await userEvent.click(await screen.findByRole('button', { name: 'Proceed To Checkout' }));
    expect(toasts()).toEqual(['error: Please agree terms of service!']);
    expect(screen.queryByTestId('checkout-state')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Read the terms of service/ })).toHaveAttribute('href', '/terms');
  });

  it('folds Discount codes and Vouchers away again, the field and its code gone from the page until reopened', async () => {
    serverCart([cartLine(1, 'RC-10', 'Rice Cooker', 1)]);
    renderCart();
    const toggle = await screen.findByRole('button', { name: 'Discount codes and Vouchers' });
    // By label, not by role: a field merely marked hidden would still be found (and, styled, seen).
    expect(screen.queryByLabelText('Enter your discount code')).not.toBeInTheDocument();
    await userEvent.click(toggle);
    await userEvent.type(screen.getByLabelText('Enter your discount code'), 'SPRING10');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByLabelText('Enter your discount code')).not.toBeInTheDocument();
    await userEvent.click(toggle);
    const field = screen.getByLabelText('Enter your discount code');
    expect(field).toHaveValue('SPRING10');
    expect(toggle).toHaveAttribute('aria-controls', field.closest('form')?.id);
  });

  it('proceeds to /checkout with the comment and the applied coupon once the terms are agreed', async () => {
    serverCart([cartLine(1, 'RC-10', 'Rice Cooker', 1)]);
    renderCart();
    const toggle = await screen.findByRole('button', { name: 'Discount codes and Vouchers' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.type(screen.getByRole('textbox', { name: 'Enter your discount code' }), 'SPRING10');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(api.calls(utilRoutes.getOrderCost).at(-1)).toMatchObject({ couponCd: 'SPRING10', shipFee: 0 }),
    );
    // The server took the code (Apply checks it): the page says it is applied.
    expect(await screen.findByText('Code SPRING10 applied.')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Comments' }), 'Dock 4');
    await userEvent.click(screen.getByRole('checkbox', { name: 'I agree to the terms of service.' }));
    await userEvent.click(screen.getByRole('button', { name: 'Proceed To Checkout' }));
    expect(JSON.parse(screen.getByTestId('checkout-state').textContent ?? '')).toEqual({
      comment: 'Dock 4',
      couponCd: 'SPRING10',
    });
    expect(toasts()).toEqual([]);
  });
});
