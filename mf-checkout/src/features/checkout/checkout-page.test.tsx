import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  API_TIMEOUT_MS,
  cartRoutes,
  clearCart,
  clearStoredToken,
  orderRoutes,
  paymentRoutes,
  refreshCart,
  resetUserInfo,
  setUserInfo,
  systemStore,
} from '@storefront/shared-kernel';
import { noAnswer, refusal, type AnswerOf } from '@storefront/shared-kernel/testing';
import { cartLine, orderItem } from '../../test/fixtures';
import { checkoutServer, renderCheckout, signInBuyerForEachTest, toasts } from './checkout-test-kit';
import { CHECKOUT_KEY_STORAGE } from './checkout-key';
import { NO_ANSWER_MESSAGE } from './confirm-step';

type PlaceOrderAnswer = AnswerOf<typeof paymentRoutes.placeOrder>;

const BEFORE_NOTE = 'Your cart also holds items that were in it before; they are ordered too.';
const stepTitle = (name: string) => screen.findByRole('heading', { level: 2, name });
const radiosOf = (group: string) => within(screen.getByRole('radiogroup', { name: group })).getAllByRole('radio');
const poField = () => screen.getByRole('textbox', { name: 'Purchase Order Number' });
const currentProgress = () =>
  within(screen.getByRole('list', { name: 'Checkout progress' }))
    .getAllByRole('listitem')
    .find((li) => li.getAttribute('aria-current') === 'step')?.textContent;

async function fillStepOne(po = 'PO-1') {
  await stepTitle('Payment Information');
  await waitFor(() => expect(radiosOf('Payment Method')[0]).toBeChecked());
  await userEvent.type(poField(), po);
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  await stepTitle('Confirm your order');
}

const api = signInBuyerForEachTest({ brandCode: 'SF' });
beforeEach(() => {
  sessionStorage.clear();
});
afterEach(() => jest.useRealTimers());

describe('checkout and the session', () => {
  it('sends a visitor who arrives without a token home', async () => {
    checkoutServer();
    clearStoredToken();
    renderCheckout();
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });

  it('stays put when the token goes away mid-checkout: signing in again is the shell’s to offer', async () => {
    checkoutServer();
    const { location } = renderCheckout();
    await stepTitle('Payment Information');
    expect(document.title).toBe('Checkout | Wholesale Storefront');
    clearStoredToken();
    act(() => clearCart()); // the shell empties the cart of a signed-out buyer: the page renders again
    expect(location().pathname).toBe('/checkout');
    expect(screen.queryByText('Home page')).not.toBeInTheDocument();
  });
});

describe('a cart with a marked line', () => {
  it('is sent back to the cart to be fixed first (docs/product.md §6.6)', async () => {
    checkoutServer({
      lines: [{ ...cartLine(1, 'RC-10', 'Rice Cooker', 2), problem: { reason: 'Minimum order 4', fixQty: 4 } }],
    });
    renderCheckout();
    expect(await screen.findByText('Fix the marked lines in your cart before checking out.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Cart' })).toHaveAttribute('href', '/cart');
    expect(screen.queryByRole('heading', { name: 'Payment Information' })).not.toBeInTheDocument();
  });
});

describe('checkout step 1, Payment Information', () => {
  it('preselects the first address of each list and the first card, with every section open', async () => {
    checkoutServer();
    renderCheckout();
    await stepTitle('Payment Information');
    await waitFor(() => expect(radiosOf('Shipping Address')).toHaveLength(2));
    expect(radiosOf('Shipping Address').map((r) => (r as HTMLInputElement).checked)).toEqual([true, false]);
    expect(radiosOf('Billing Address')[0]).toBeChecked();
    expect(radiosOf('Payment Method')[0]).toBeChecked();
    expect(screen.getByRole('radio', { name: /Visa ending in 4242/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Pay with Cash/ })).not.toBeChecked();
    for (const section of ['Shipping Address', 'Billing Address', 'Payment Method']) {
      expect(screen.getByRole('button', { name: section })).toHaveAttribute('aria-expanded', 'true');
    }
    expect(currentProgress()).toBe('2Payment');
  });

  it('folds a section away and opens it again', async () => {
    checkoutServer();
    renderCheckout();
    await waitFor(() => expect(radiosOf('Billing Address')).toHaveLength(1));
    const toggle = screen.getByRole('button', { name: 'Billing Address' });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('radiogroup', { name: 'Billing Address' })).not.toBeInTheDocument();
    await userEvent.click(toggle);
    expect(screen.getByRole('radiogroup', { name: 'Billing Address' })).toBeVisible();
  });

  it('keeps Next disabled while the Purchase Order Number is empty or blank', async () => {
    checkoutServer();
    renderCheckout();
    await stepTitle('Payment Information');
    const next = screen.getByRole('button', { name: 'Next' });
    expect(poField()).toHaveAttribute('aria-required', 'true');
    expect(next).toBeDisabled();
    await userEvent.type(poField(), '   ');
    expect(next).toBeDisabled();
    await userEvent.type(poField(), 'PO-9');
    expect(next).toBeEnabled();
  });

  it.each([
    ['Shipping Address', { ship: [] }, 'You must select Shipping Address!'],
    ['Billing Address', { bill: [] }, 'You must select Billing Address!'],
    ['Payment Method', { methods: [] }, 'You must select Payment Method!'],
  ])('without a %s says so and stays on step 1', async (_name, setup, message) => {
    checkoutServer(setup);
    const { location } = renderCheckout();
    await stepTitle('Payment Information');
    await waitFor(() => expect(screen.queryByRole('status', { name: /Loading/ })).not.toBeInTheDocument());
    await userEvent.type(poField(), 'PO-1');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(toasts()).toEqual([`error: ${message}`]);
    expect(api.calls(orderRoutes.checkPoExists)).toHaveLength(0);
    expect(location().search).toBe('');
  });

  it("refuses a PO number already used: 'Customer PO# {po} is already exist!'", async () => {
    checkoutServer({ takenPOs: ['PO-2025-0601'] });
    const { location } = renderCheckout();
    await stepTitle('Payment Information');
    await waitFor(() => expect(radiosOf('Payment Method')[0]).toBeChecked());
    await userEvent.type(poField(), 'PO-2025-0601');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(toasts()).toEqual(['error: Customer PO# PO-2025-0601 is already exist!']));
    expect(api.calls(orderRoutes.checkPoExists)).toEqual([expect.objectContaining({ customerPO: 'PO-2025-0601' })]);
    expect(poField()).toHaveAccessibleDescription('Customer PO# PO-2025-0601 is already exist!');
    expect(location().search).toBe('');
  });

  it('moves focus from Next to the PO field once the number is refused as already used', async () => {
    checkoutServer({ takenPOs: ['PO-2025-0601'] });
    renderCheckout();
    await waitFor(() => expect(radiosOf('Payment Method')[0]).toBeChecked());
    await userEvent.type(poField(), 'PO-2025-0601');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(poField()).toHaveAttribute('aria-invalid', 'true'));
    expect(poField()).toHaveFocus();
  });
});

describe('checkout steps and the browser back button', () => {
  it('moves to Confirm on its own history entry; back returns to step 1 with the choices kept, then leaves', async () => {
    checkoutServer();
    const { back, location } = renderCheckout({ pathname: '/checkout', search: '?from=500001' });
    await stepTitle('Payment Information');
    await waitFor(() => expect(radiosOf('Shipping Address')).toHaveLength(2));
    await userEvent.click(screen.getByRole('radio', { name: /88 Harbor Way/ }));
    await fillStepOne('PO-55');
    expect(location().search).toBe('?step=2&from=500001');
    expect(currentProgress()).toBe('3Confirm');
    expect(screen.getByTestId('confirm-po')).toHaveTextContent('PO-55');
    expect(screen.getByText('88 Harbor Way')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Confirm your order' })).toHaveFocus();

    await back();
    expect(await stepTitle('Payment Information')).toHaveFocus();
    expect(location().search).toBe('?from=500001');
    expect(poField()).toHaveValue('PO-55');
    await waitFor(() => expect(screen.getByRole('radio', { name: /88 Harbor Way/ })).toBeChecked());

    await back();
    expect(await screen.findByText('Cart page')).toBeInTheDocument();
  });

  it('notes the order a Copy Order copies, and no more when the cart holds just that order', async () => {
    checkoutServer();
    renderCheckout({ pathname: '/checkout', search: '?from=500001' });
    expect(await screen.findByText('Reordering the items of order #500001.')).toBeInTheDocument();
    await waitFor(() => expect(api.calls(orderRoutes.getOrderItems)).toHaveLength(1));
    await waitFor(() => expect(radiosOf('Shipping Address')).toHaveLength(2));
    expect(screen.queryByText(BEFORE_NOTE)).not.toBeInTheDocument();
  });

  it.each([
    [
      'a product the order did not have',
      [cartLine(1, 'RC-10', 'Rice Cooker', 2), cartLine(2, 'KN-8', 'Chef Knife', 1)],
    ],
    ['more of a product than the order had', [cartLine(1, 'RC-10', 'Rice Cooker', 5)]],
    ['a colour the order did not have', [{ ...cartLine(1, 'RC-10', 'Rice Cooker', 2), color: 'Black' }]],
  ])('tells the buyer when the cart held more before the copy (%s): that is ordered too', async (_, lines) => {
    checkoutServer({ lines, orders: { 500001: [orderItem('RC-10', 'Rice Cooker', 2)] } });
    renderCheckout({ pathname: '/checkout', search: '?from=500001' });
    expect(await screen.findByText(BEFORE_NOTE)).toBeInTheDocument();
    expect(screen.getByText('Reordering the items of order #500001.')).toBeInTheDocument();
    expect(api.calls(orderRoutes.getOrderItems)).toEqual([{ idSO: 500001, idCustomer: 1001 }]);
  });

  it('after Copy Order has just reloaded the cart, shows it without asking for it again', async () => {
    checkoutServer();
    await act(() => refreshCart()); // Copy Order's reload, before it opens the checkout
    renderCheckout({ pathname: '/checkout', search: '?from=500001' });
    await waitFor(() => expect(radiosOf('Shipping Address')).toHaveLength(2));
    expect(api.calls(cartRoutes.getCart)).toHaveLength(1);
  });

  it("says nothing of reordering for an order the buyer has not (a link naming another customer's)", async () => {
    checkoutServer({ lines: [cartLine(2, 'KN-8', 'Chef Knife', 1)], orders: {} });
    renderCheckout({ pathname: '/checkout', search: '?from=500001' });
    // Not even until the answer: the line never shows.
    expect(screen.queryByText(/Reordering/)).not.toBeInTheDocument();
    await waitFor(() => expect(api.calls(orderRoutes.getOrderItems)).toHaveLength(1));
    await stepTitle('Payment Information');
    expect(screen.queryByText(/Reordering/)).not.toBeInTheDocument();
    expect(toasts()).toEqual([]);
  });

  it('says nothing more when the copied order cannot be read', async () => {
    checkoutServer({
      lines: [cartLine(2, 'KN-8', 'Chef Knife', 1)],
      orders: { 500001: refusal(500, { message: 'Something went wrong on our side.' }) },
    });
    renderCheckout({ pathname: '/checkout', search: '?from=500001' });
    expect(await screen.findByText('Reordering the items of order #500001.')).toBeInTheDocument();
    await waitFor(() => expect(api.calls(orderRoutes.getOrderItems)).toHaveLength(1));
    await waitFor(() => expect(radiosOf('Shipping Address')).toHaveLength(2));
    expect(screen.queryByText(BEFORE_NOTE)).not.toBeInTheDocument();
    expect(toasts()).toEqual([]);
  });

  it.each(['abc', '0', '12abc'])('says nothing of reordering for from=%s, which no order copies', async (from) => {
    checkoutServer();
    renderCheckout({ pathname: '/checkout', search: `?from=${from}` });
    await stepTitle('Payment Information');
    expect(screen.queryByText(/Reordering/)).not.toBeInTheDocument();
  });

  it('starts over when another account signs in from another tab, without the first buyer’s choices', async () => {
    checkoutServer();
    const { location } = renderCheckout('/checkout');
    await userEvent.click(await screen.findByRole('radio', { name: /88 Harbor Way/ }));
    await fillStepOne('PO-DANA');
    // The other tab's sign-in reaches this one through the stored user.
    act(() => setUserInfo({ userId: 2002, idCustomer: 2002, firstname: 'Lee' }));
    expect(await stepTitle('Payment Information')).toBeInTheDocument();
    expect(location().search).toBe('');
    expect(poField()).toHaveValue('');
    expect(toasts()).toContain('info: Checkout starts over: the account signed in has changed.');
  });

  it('keeps the selection when the session runs out: signing in again brings the buyer back to it', async () => {
    checkoutServer();
    const { location } = renderCheckout('/checkout');
    await fillStepOne('PO-DANA');
    act(() => resetUserInfo());
    expect(location().search).toBe('?step=2');
    expect(screen.getByTestId('confirm-po')).toHaveTextContent('PO-DANA');
    expect(toasts()).not.toContain('info: Checkout starts over: the account signed in has changed.');
  });

  it('starts over at step 1 when step 2 is opened without a confirmed selection', async () => {
    checkoutServer();
    const { location } = renderCheckout('/checkout?step=2');
    await stepTitle('Payment Information');
    expect(location().search).toBe('');
  });

  it('says the cart is empty instead of asking for payment when there is nothing to order', async () => {
    checkoutServer({ lines: [] });
    renderCheckout();
    expect(await screen.findByText('Your Shopping Cart is empty!')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });
});

describe('checkout step 2, Place an order', () => {
  it('places one order for a double click, with the idempotency key, then thanks with the order number', async () => {
    let release: (value: PlaceOrderAnswer) => void = () => undefined;
    const answer = new Promise<PlaceOrderAnswer>((resolve) => {
      release = resolve;
    });
    checkoutServer({ placeOrder: () => answer });
    const { location } = renderCheckout({
      pathname: '/checkout',
      search: '?from=500001',
      state: { comment: 'Dock 4', couponCd: 'SPRING10' },
    });
    await fillStepOne('PO-77');
    const place = screen.getByRole('button', { name: 'Place an order' });
    await userEvent.dblClick(place);
    // Busy, not disabled: the button keeps the focus while the order is placed.
    expect(screen.getByRole('button', { name: 'Placing your order…' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Placing your order…' })).toHaveFocus();
    // The page-wide 'Loading, please wait...' overlay is up while the order is placed.
    expect(systemStore.get().showLoading).toBe(true);
    await act(async () => release({ is_success: true, idSO: 500124, grandAmount: 21.45, isReplay: false }));
    expect(systemStore.get().showLoading).toBe(false);

    expect(await stepTitle('Thank You')).toBeInTheDocument();
    const calls = api.calls(paymentRoutes.placeOrder);
    expect(calls).toHaveLength(1);
    const { idempotencyKey, data } = calls[0]!;
    expect(idempotencyKey.length).toBeGreaterThanOrEqual(8);
    expect(data).toMatchObject({
      custPO: 'PO-77',
      refIdSO: 500001,
      idCustomer: 1001,
      paymentType: 58,
      idCC: 7,
      shipVia: 3210,
      types: '3',
      discount: 0,
      shipFee: 0,
      couponCd: 'SPRING10',
      shippingComment: 'Dock 4',
    });
    expect(screen.getByTestId('order-number')).toHaveTextContent('500124');
    expect(screen.getByRole('link', { name: 'Click here for order details' })).toHaveAttribute('href', '/order/500124');
    expect(location().search).toBe('?step=3');
    expect(currentProgress()).toBe('4Complete');
    // The order ended the checkout: its key is gone, and the next order gets a new one.
    expect(sessionStorage.getItem(CHECKOUT_KEY_STORAGE)).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'CONTINUE' }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });

  it("says 'Error while create SO!' on failure, and a retry sends the same idempotency key", async () => {
    let attempts = 0;
    checkoutServer({
      placeOrder: () =>
        (attempts += 1) === 1 ? noAnswer() : { is_success: true, idSO: 500125, grandAmount: 1, isReplay: true },
    });
    renderCheckout();
    await fillStepOne();
    await userEvent.click(screen.getByRole('button', { name: 'Place an order' }));
    await waitFor(() => expect(toasts()).toEqual(['error: Error while create SO!']));
    expect(systemStore.get().showLoading).toBe(false);
    const place = screen.getByRole('button', { name: 'Place an order' });
    expect(place).toBeEnabled();
    await userEvent.click(place);
    expect(await stepTitle('Thank You')).toBeInTheDocument();
    const [first, second] = api.calls(paymentRoutes.placeOrder).map((call) => call.idempotencyKey);
    expect(second).toBe(first);
  });

  it('after a timeout says the order may be placed, and the retry with the same key shows that order', async () => {
    // The clock runs as usual, and can be moved past the client's timeout at once.
    jest.useFakeTimers({ advanceTimers: true });
    let attempts = 0;
    checkoutServer({
      placeOrder: () =>
        (attempts += 1) === 1
          ? new Promise<never>(() => undefined) // the answer never comes: the client gives up
          : { is_success: true, idSO: 500126, grandAmount: 1, isReplay: true },
    });
    renderCheckout();
    await fillStepOne();
    await userEvent.click(screen.getByRole('button', { name: 'Place an order' }));
    await act(() => jest.advanceTimersByTimeAsync(API_TIMEOUT_MS));
    expect(await screen.findByRole('alert')).toHaveTextContent(NO_ANSWER_MESSAGE);
    expect(toasts()).toEqual(['error: Error while create SO!']);

    await userEvent.click(screen.getByRole('button', { name: 'Place an order' }));
    expect(await stepTitle('Thank You')).toBeInTheDocument();
    expect(screen.getByTestId('order-number')).toHaveTextContent('500126');
    expect(screen.queryByText(NO_ANSWER_MESSAGE)).not.toBeInTheDocument();
    const [first, second] = api.calls(paymentRoutes.placeOrder).map((call) => call.idempotencyKey);
    expect(second).toBe(first);
  });

  it('when the cart was ordered meanwhile (another tab) says so and reloads the cart, without the timeout text', async () => {
    checkoutServer({ placeOrder: () => refusal(422, { message: 'Your cart is empty.', code: 'CART_EMPTY' }) });
    renderCheckout();
    await fillStepOne();
    const loads = api.calls(cartRoutes.getCart).length;
    await userEvent.click(screen.getByRole('button', { name: 'Place an order' }));
    await waitFor(() => expect(toasts()).toEqual(['error: Error while create SO! Your cart is empty.']));
    await waitFor(() => expect(api.calls(cartRoutes.getCart).length).toBe(loads + 1));
    expect(screen.queryByText(NO_ANSWER_MESSAGE)).not.toBeInTheDocument();
  });

  it('when its key already made another order, the retry goes as a checkout of its own (a new key)', async () => {
    let attempts = 0;
    checkoutServer({
      placeOrder: () =>
        (attempts += 1) === 1
          ? refusal(422, { message: 'Placed already.', code: 'CHECKOUT_ALREADY_PLACED' })
          : { is_success: true, idSO: 500127, grandAmount: 1, isReplay: false },
    });
    renderCheckout();
    await fillStepOne();
    await userEvent.click(screen.getByRole('button', { name: 'Place an order' }));
    await waitFor(() => expect(toasts()).toEqual(['error: Error while create SO! Placed already.']));
    await userEvent.click(screen.getByRole('button', { name: 'Place an order' }));
    expect(await stepTitle('Thank You')).toBeInTheDocument();
    const [first, second] = api.calls(paymentRoutes.placeOrder).map((call) => call.idempotencyKey);
    expect(second).not.toBe(first);
  });

  it('pays with cash as paymentType 3215 and idCC -1', async () => {
    checkoutServer();
    renderCheckout();
    await stepTitle('Payment Information');
    await userEvent.click(await screen.findByRole('radio', { name: /Pay with Cash/ }));
    await userEvent.type(poField(), 'PO-CASH');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Place an order' }));
    await stepTitle('Thank You');
    expect(api.calls(paymentRoutes.placeOrder)[0]?.data).toMatchObject({ paymentType: 3215, idCC: -1 });
  });
});
