import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eventBus, paymentRoutes } from '@storefront/shared-kernel';
import { noAnswer, refusal } from '@storefront/shared-kernel/testing';
import { checkoutServer, renderCheckout, signInBuyerForEachTest, toasts } from './checkout-test-kit';
import { BILL_LOAD_ERROR, METHODS_LOAD_ERROR, SHIP_LOAD_ERROR } from './payment-step';

const radiosOf = (group: string) => within(screen.getByRole('radiogroup', { name: group })).getAllByRole('radio');

const api = signInBuyerForEachTest();

describe('step 1 lists that cannot be loaded', () => {
  it('says in each address section that it could not be loaded, with Retry, and still offers Pay with Cash', async () => {
    let isFailing = true;
    checkoutServer({
      getAddress: () => (isFailing ? refusal(500, { message: 'Something went wrong on our side.' }) : undefined),
    });
    renderCheckout();
    const shipping = await screen.findByRole('region', { name: 'Shipping Address' });
    const billing = screen.getByRole('region', { name: 'Billing Address' });
    expect(await within(shipping).findByRole('alert')).toHaveTextContent(SHIP_LOAD_ERROR);
    expect(await within(billing).findByRole('alert')).toHaveTextContent(BILL_LOAD_ERROR);
    expect(screen.queryByText('No shipping address on file yet.')).not.toBeInTheDocument();
    expect(screen.queryByText('No billing address on file yet.')).not.toBeInTheDocument();
    await waitFor(() => expect(radiosOf('Payment Method')).toHaveLength(2));
    expect(screen.getByRole('radio', { name: /Pay with Cash/ })).toBeInTheDocument();
    expect(screen.queryByText('Loading your addresses and payment methods')).not.toBeInTheDocument();
    expect(toasts()).toEqual([]);

    isFailing = false;
    await userEvent.click(within(shipping).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(radiosOf('Shipping Address')).toHaveLength(2));
    expect(radiosOf('Shipping Address')[0]).toBeChecked();
    // The Retry button went: focus stayed in the section's body, which now holds the addresses.
    expect(shipping).toContainElement(document.activeElement as HTMLElement);
    expect(document.activeElement).toContainElement(screen.getByRole('radiogroup', { name: 'Shipping Address' }));
    expect(within(shipping).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(billing).getByRole('alert')).toHaveTextContent(BILL_LOAD_ERROR); // each list on its own
    expect(api.calls(paymentRoutes.getAddress)).toHaveLength(3);
  });

  it('asks again for the addresses by itself once the API is back after an outage', async () => {
    let isDown = true;
    checkoutServer({ getAddress: () => (isDown ? noAnswer() : undefined) });
    renderCheckout();
    const shipping = await screen.findByRole('region', { name: 'Shipping Address' });
    const billing = screen.getByRole('region', { name: 'Billing Address' });
    expect(await within(shipping).findByRole('alert')).toHaveTextContent(SHIP_LOAD_ERROR);
    expect(await within(billing).findByRole('alert')).toHaveTextContent(BILL_LOAD_ERROR);

    isDown = false;
    act(() => eventBus.publish('api/recovered', {}));
    await waitFor(() => expect(radiosOf('Shipping Address')).toHaveLength(2));
    expect(radiosOf('Billing Address')[0]).toBeChecked();
    expect(within(shipping).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(billing).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when the payment methods could not be loaded, and still offers the addresses', async () => {
    checkoutServer({ getPaymentMethods: () => noAnswer() });
    renderCheckout();
    const payment = await screen.findByRole('region', { name: 'Payment Method' });
    expect(await within(payment).findByRole('alert')).toHaveTextContent(METHODS_LOAD_ERROR);
    await waitFor(() => expect(radiosOf('Shipping Address')).toHaveLength(2));
    expect(radiosOf('Billing Address')[0]).toBeChecked();
    expect(within(payment).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
