import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  clearStoredToken,
  eventBus,
  orderRoutes,
  paymentRoutes,
  resetUserInfo,
  setUserInfo,
  storeToken,
} from '@storefront/shared-kernel';
import { refusal } from '@storefront/shared-kernel/testing';
import { address } from '../../test/fixtures';
import { CHECKOUT_DRAFT_STORAGE } from './checkout-draft';
import { checkoutServer, renderCheckout, signInBuyerForEachTest, toasts } from './checkout-test-kit';

const stepTitle = (name: string) => screen.findByRole('heading', { level: 2, name });
const poField = () => screen.getByRole('textbox', { name: 'Purchase Order Number' });
const nextButton = () => screen.getByRole('button', { name: 'Next' });
const radio = (name: RegExp) => screen.getByRole('radio', { name });
const shipTo = (name: RegExp) =>
  within(screen.getByRole('radiogroup', { name: 'Shipping Address' })).getByRole('radio', { name });
const summary = () => screen.getByTestId('confirm-po').parentElement!;

/** What the cart hands over on Proceed To Checkout. */
const CART_HAND_OVER = { comment: 'Deliver to dock 3 before noon', couponCd: 'SPRING10' };
const STARTS_OVER = 'info: Checkout starts over: the account signed in has changed.';

const api = signInBuyerForEachTest();
beforeEach(() => sessionStorage.clear());

type Go = (to: string) => Promise<void>;

/** What the shell does when the server refuses the token: the buyer becomes a guest and goes to sign in. */
async function sessionRunsOut(go: Go) {
  clearStoredToken();
  act(() => {
    eventBus.publish('session/expired', { reason: 'unauthorized' });
    resetUserInfo();
  });
  await go(`/login?returnTo=${encodeURIComponent('/checkout')}`);
  expect(await screen.findByText('Sign in page')).toBeInTheDocument();
}

/** Signing in, and the sign-in page sending the buyer back to /checkout (without the cart's hand-over). */
async function signInAs(go: Go, idCustomer: number) {
  storeToken('d.e.f');
  act(() => {
    setUserInfo({ userId: idCustomer, idCustomer, zipcode: '90248', idStore: 1 });
    // As the account remote's sign-in does: no answer of before is shown to whoever signed in.
    eventBus.publish('session/logged-in', { userId: idCustomer, idCustomer });
  });
  await go('/checkout');
  await stepTitle('Payment Information');
}

/** Step 1 as the buyer of the review left it: 88 Harbor Way, Pay with Cash, PO-401-B. */
async function fillStepOne() {
  await userEvent.click(await screen.findByRole('radio', { name: /88 Harbor Way/ }));
  await userEvent.click(radio(/Pay with Cash/));
  await userEvent.type(poField(), 'PO-401-B');
}

describe('the checkout draft and signing in again', () => {
  it('gives the same buyer back the PO, the choices, the comment and the coupon after the session ran out at Next', async () => {
    let isSessionOver = true;
    checkoutServer({
      checkExist: () =>
        isSessionOver ? refusal(401, { message: 'Your session has ended. Please sign in again.' }) : undefined,
    });
    const { go } = renderCheckout({ pathname: '/checkout', state: CART_HAND_OVER });
    await fillStepOne();
    await userEvent.click(nextButton());
    await waitFor(() => expect(api.calls(orderRoutes.checkPoExists)).toHaveLength(1));

    await sessionRunsOut(go);
    isSessionOver = false;
    await signInAs(go, 1001);

    expect(poField()).toHaveValue('PO-401-B');
    await waitFor(() => expect(radio(/88 Harbor Way/)).toBeChecked());
    await waitFor(() => expect(radio(/Pay with Cash/)).toBeChecked());
    expect(toasts()).not.toContain(STARTS_OVER);
    await userEvent.click(nextButton());
    await stepTitle('Confirm your order');
    expect(within(summary()).getByRole('heading', { name: 'Comments' })).toBeInTheDocument();
    expect(within(summary()).getByText('Deliver to dock 3 before noon')).toBeInTheDocument();
    expect(within(summary()).getByText('SPRING10')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Place an order' }));
    await stepTitle('Thank You');
    expect(api.calls(paymentRoutes.placeOrder)[0]?.data).toMatchObject({
      custPO: 'PO-401-B',
      idCC: -1,
      ship_addr: '88 Harbor Way',
      shippingComment: 'Deliver to dock 3 before noon',
      couponCd: 'SPRING10',
    });
    // The order is placed: the next checkout starts empty.
    expect(sessionStorage.getItem(CHECKOUT_DRAFT_STORAGE)).toBeNull();
  });

  it('keeps the draft when the session runs out at step 2: the buyer is back at step 1 with it', async () => {
    checkoutServer();
    const { go } = renderCheckout({ pathname: '/checkout', state: CART_HAND_OVER });
    await fillStepOne();
    await userEvent.click(nextButton());
    await stepTitle('Confirm your order');

    clearStoredToken();
    act(() => resetUserInfo());
    await go(`/login?returnTo=${encodeURIComponent('/checkout?step=2')}`);
    storeToken('d.e.f');
    act(() => setUserInfo({ userId: 1001, idCustomer: 1001, zipcode: '90248', idStore: 1 }));
    await go('/checkout?step=2');

    // Step 2's confirmed selection was in the history entry the sign-in replaced: step 1, as it was left.
    await stepTitle('Payment Information');
    expect(poField()).toHaveValue('PO-401-B');
    await waitFor(() => expect(radio(/88 Harbor Way/)).toBeChecked());
    await userEvent.click(nextButton());
    await stepTitle('Confirm your order');
    expect(within(summary()).getByText('Deliver to dock 3 before noon')).toBeInTheDocument();
  });

  it('gives another account signing in none of it, and says the checkout starts over', async () => {
    checkoutServer();
    const { go } = renderCheckout({ pathname: '/checkout', state: CART_HAND_OVER });
    await fillStepOne();

    await sessionRunsOut(go);
    await signInAs(go, 2002);

    expect(poField()).toHaveValue('');
    await waitFor(() => expect(radio(/Visa ending in 4242/)).toBeChecked());
    expect(shipTo(/1200 W Artesia Blvd/)).toBeChecked();
    expect(toasts()).toContain(STARTS_OVER);
    expect(sessionStorage.getItem(CHECKOUT_DRAFT_STORAGE)).toBeNull();
    await userEvent.type(poField(), 'PO-LEE');
    await userEvent.click(nextButton());
    await stepTitle('Confirm your order');
    expect(within(summary()).queryByRole('heading', { name: 'Comments' })).not.toBeInTheDocument();
    expect(within(summary()).queryByText('SPRING10')).not.toBeInTheDocument();
  });

  it('restores no choice that is no longer on file: Next asks for it instead of using another', async () => {
    let ship = [address(1, '1200 W Artesia Blvd'), address(2, '88 Harbor Way', 'WA')];
    checkoutServer({
      getAddress: (input) => (input.addressType === 'ship' ? { is_success: true, address_list: ship } : undefined),
    });
    const { go } = renderCheckout({ pathname: '/checkout', state: CART_HAND_OVER });
    await fillStepOne();

    await sessionRunsOut(go);
    ship = [address(1, '1200 W Artesia Blvd')]; // 88 Harbor Way was removed meanwhile
    await signInAs(go, 1001);

    await waitFor(() => expect(radio(/Pay with Cash/)).toBeChecked());
    expect(shipTo(/1200 W Artesia Blvd/)).not.toBeChecked();
    expect(poField()).toHaveValue('PO-401-B');
    await userEvent.click(nextButton());
    expect(toasts()).toContain('error: You must select Shipping Address!');
    expect(api.calls(orderRoutes.checkPoExists)).toHaveLength(0);
  });

  it('belongs to the checkout it started in: a Copy Order checkout starts without the cart checkout’s draft', async () => {
    checkoutServer();
    const { go } = renderCheckout({ pathname: '/checkout', state: CART_HAND_OVER });
    await fillStepOne();
    await go('/checkout?from=500001');
    expect(await screen.findByText('Reordering the items of order #500001.')).toBeInTheDocument();
    expect(poField()).toHaveValue('');
  });
});
