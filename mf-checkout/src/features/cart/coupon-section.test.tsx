import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { refreshCart, utilRoutes } from '@storefront/shared-kernel';
import { noAnswer, refusal } from '@storefront/shared-kernel/testing';
import { cartLine, cost } from '../../test/fixtures';
import { renderCart, serverCart, setUpCartTests, type CostAnswer } from './cart-test-kit';

const api = setUpCartTests();

/** The store's codes as the server answers them: SPRING10 is 10% off, OLD10 is over, anything else unknown. */
const orderCost = (input: { couponCd?: string }): CostAnswer => {
  const code = String(input.couponCd ?? '')
    .trim()
    .toUpperCase();
  if (!code) return { is_success: true, orderAmount: cost(100, 7.25) };
  if (code === 'SPRING10')
    return {
      is_success: true,
      orderAmount: cost(100, 6.53, 10, { couponCd: 'SPRING10', description: '10% off your order' }),
    };
  const message = code === 'OLD10' ? 'This discount code has expired.' : 'This discount code is not valid.';
  return refusal(400, { message, fields: { couponCd: [message] } });
};

const codeField = () => screen.getByRole('textbox', { name: 'Enter your discount code' });

async function applyCode(code: string) {
  const toggle = await screen.findByRole('button', { name: 'Discount codes and Vouchers' });
  if (toggle.getAttribute('aria-expanded') === 'false') await userEvent.click(toggle);
  await userEvent.clear(codeField());
  await userEvent.type(codeField(), code);
  await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
}

async function proceed() {
  await userEvent.click(screen.getByRole('checkbox', { name: 'I agree to the terms of service.' }));
  await userEvent.click(screen.getByRole('button', { name: 'Proceed To Checkout' }));
  return JSON.parse(screen.getByTestId('checkout-state').textContent ?? '') as { couponCd: string };
}

describe('Discount codes and Vouchers', () => {
  it('checks the code with the server at Apply and shows its discount in the totals', async () => {
    serverCart([cartLine(1, 'RC-10', 'Rice Cooker', 1)], { orderCost });
    renderCart();
    await applyCode(' spring10 ');
    expect(await screen.findByText('Code spring10 applied: 10% off your order.')).toBeInTheDocument();
    const totals = screen.getByRole('region', { name: 'Order Summary' });
    await waitFor(() => expect(within(totals).getByTestId('totals-discount')).toHaveTextContent('−$10.00'));
    expect(within(totals).getByText('Discount (SPRING10)')).toBeInTheDocument();
    expect(within(totals).getByTestId('totals-total')).toHaveTextContent('$96.53');
    expect((await proceed()).couponCd).toBe('spring10');
  });

  it("shows the server's reason by the field for a refused code, and does not keep it", async () => {
    serverCart([cartLine(1, 'RC-10', 'Rice Cooker', 1)], { orderCost });
    renderCart();
    await applyCode('OLD10');
    const reason = await screen.findByRole('alert');
    expect(reason).toHaveTextContent('This discount code has expired.');
    expect(codeField()).toHaveAttribute('aria-invalid', 'true');
    expect(codeField()).toHaveAccessibleDescription('This discount code has expired.');
    await applyCode('MADEUP');
    expect(await screen.findByText('This discount code is not valid.')).toBeInTheDocument();
    // The totals never asked with a refused code, and the checkout gets none.
    expect(screen.queryByTestId('totals-discount')).not.toBeInTheDocument();
    const totalsAsked = api.calls(utilRoutes.getOrderCost).filter((call) => call.couponCd === undefined);
    expect(totalsAsked.length).toBeGreaterThan(0);
    expect((await proceed()).couponCd).toBe('');
  });

  it('keeps nothing when the code could not be checked, and says to try again', async () => {
    serverCart([cartLine(1, 'RC-10', 'Rice Cooker', 1)], {
      orderCost: (input) => (input.couponCd ? noAnswer() : { is_success: true as const, orderAmount: cost(100, 7.25) }),
    });
    renderCart();
    await applyCode('SPRING10');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The discount code could not be checked. Please try again.',
    );
    expect((await proceed()).couponCd).toBe('');
  });

  it('drops a code that expires while the cart is open, saying why, once the totals are asked again', async () => {
    let isOver = false;
    const server = serverCart([cartLine(1, 'RC-10', 'Rice Cooker', 1)], {
      orderCost: (input) => orderCost(isOver && input.couponCd ? { couponCd: 'OLD10' } : input),
    });
    renderCart();
    await applyCode('SPRING10');
    expect(await screen.findByText('Code SPRING10 applied: 10% off your order.')).toBeInTheDocument();
    isOver = true;
    // Another tab adds a line: the totals are asked again, with the code.
    server.addElsewhere(cartLine(2, 'KT-20', 'Kettle', 1));
    await act(() => refreshCart());
    expect(await screen.findByRole('alert')).toHaveTextContent('This discount code has expired.');
    await waitFor(() => expect(screen.getByTestId('totals-total')).toHaveTextContent('$107.25'));
    expect(screen.queryByTestId('totals-discount')).not.toBeInTheDocument();
    // Said once: the buyer may fold the panel away.
    const toggle = screen.getByRole('button', { name: 'Discount codes and Vouchers' });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect((await proceed()).couponCd).toBe('');
  });
});
