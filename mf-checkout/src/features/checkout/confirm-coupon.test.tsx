import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paymentRoutes } from '@storefront/shared-kernel';
import { refusal } from '@storefront/shared-kernel/testing';
import { cost } from '../../test/fixtures';
import { checkoutServer, renderCheckout, signInBuyerForEachTest, toasts } from './checkout-test-kit';

const stepTitle = (name: string) => screen.findByRole('heading', { level: 2, name });
const EXPIRED = 'This discount code has expired.';
const withCode = { pathname: '/checkout', state: { comment: '', couponCd: 'SPRING10' } };

async function toConfirm() {
  await stepTitle('Payment Information');
  await waitFor(() =>
    expect(within(screen.getByRole('radiogroup', { name: 'Payment Method' })).getAllByRole('radio')[0]).toBeChecked(),
  );
  await userEvent.type(screen.getByRole('textbox', { name: 'Purchase Order Number' }), 'PO-CPN');
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  await stepTitle('Confirm your order');
}

const api = signInBuyerForEachTest({ brandCode: 'SF' });
beforeEach(() => sessionStorage.clear());

describe('the discount code at Confirm your order', () => {
  it('shows the code, what it gives and its discount in the totals', async () => {
    checkoutServer({
      orderCost: (input) => ({
        is_success: true,
        orderAmount: input.couponCd
          ? cost(20, 1.3, 2, { couponCd: 'SPRING10', description: '10% off your order' })
          : cost(20, 1.45),
      }),
    });
    renderCheckout(withCode);
    await toConfirm();
    const totals = screen.getByRole('region', { name: 'Order Summary' });
    await waitFor(() => expect(within(totals).getByTestId('totals-discount')).toHaveTextContent('−$2.00'));
    expect(screen.getByTestId('confirm-coupon')).toHaveTextContent('SPRING10 (10% off your order)');
    expect(within(totals).getByTestId('totals-total')).toHaveTextContent('$19.30');
  });

  it('says why place-order refused the code (expired since the cart) and orders without it when asked', async () => {
    checkoutServer({
      placeOrder: ({ data }) =>
        data.couponCd
          ? refusal(400, { message: EXPIRED, fields: { 'data.couponCd': [EXPIRED] } })
          : { is_success: true, idSO: 500130, grandAmount: 21.45, isReplay: false },
    });
    renderCheckout(withCode);
    await toConfirm();
    await userEvent.click(screen.getByRole('button', { name: 'Place an order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(EXPIRED);
    expect(toasts()).toEqual([`error: Error while create SO! ${EXPIRED}`]);
    expect(screen.getByRole('button', { name: 'Place an order' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Order without the code' }));
    expect(screen.queryByTestId('confirm-coupon')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Place an order' }));
    expect(await stepTitle('Thank You')).toBeInTheDocument();
    const placed = api.calls(paymentRoutes.placeOrder).map((call) => call.data.couponCd);
    expect(placed).toEqual(['SPRING10', '']);
  });

  it('says so when the cost call refuses the code on the way to Confirm', async () => {
    checkoutServer({
      orderCost: (input) =>
        input.couponCd
          ? refusal(400, { message: EXPIRED, fields: { couponCd: [EXPIRED] } })
          : { is_success: true, orderAmount: cost(20, 1.45) },
    });
    renderCheckout(withCode);
    await toConfirm();
    expect(await screen.findByRole('alert')).toHaveTextContent(EXPIRED);
    expect(screen.queryByText('The totals could not be loaded.')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Order without the code' }));
    await waitFor(() => expect(screen.getByTestId('totals-total')).toHaveTextContent('$21.45'));
  });
});
