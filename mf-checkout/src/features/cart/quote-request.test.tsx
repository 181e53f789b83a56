import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { serviceDeskRoutes } from '@storefront/shared-kernel/service-desk';
import { noAnswer, refusal } from '@storefront/shared-kernel/testing';
import { cartLine } from '../../test/fixtures';
import { renderCart, serverCart, setUpCartTests } from './cart-test-kit';
import { MESSAGES_PATH, QUOTE_BUTTON, QUOTE_NO_ANSWER } from './quote-request';

const api = setUpCartTests();
const SENT = 'Your quote request was sent. You can follow it under Messages.';
const quotePanel = () => screen.findByRole('region', { name: 'Request a quote' });
const quoteCalls = () => api.calls(serviceDeskRoutes.requestQuote);

describe('Request a quote for this cart', () => {
  beforeEach(() => serverCart([cartLine(1, 'RC-10', 'Rice Cooker', 400), cartLine(2, 'KN-8', 'Chef Knife', 12)]));

  it("sends the cart as a quote request with the buyer's message, then says where to follow it", async () => {
    api.on(serviceDeskRoutes.requestQuote, { is_success: true, message: SENT, caseNo: 100004 });
    renderCart();
    const panel = await quotePanel();
    await userEvent.type(within(panel).getByLabelText('Message (optional)'), '  Delivery to 40 stores in May.  ');
    await userEvent.click(within(panel).getByRole('button', { name: QUOTE_BUTTON }));

    const sent = await within(panel).findByRole('status');
    expect(sent).toHaveTextContent(SENT);
    expect(within(sent).getByRole('link', { name: 'Go to Messages' })).toHaveAttribute('href', MESSAGES_PATH);
    expect(quoteCalls()).toEqual([{ message: 'Delivery to 40 stores in May.' }]);
    expect(within(panel).getByLabelText('Message (optional)')).toHaveValue('');
    // The cart stays as it was.
    expect(screen.getByRole('table', { name: 'Cart items' })).toHaveTextContent('Rice Cooker');
  });

  it('sends without a message too, and by keyboard alone', async () => {
    api.on(serviceDeskRoutes.requestQuote, { is_success: true, message: SENT, caseNo: 100005 });
    renderCart();
    const panel = await quotePanel();
    within(panel).getByRole('button', { name: QUOTE_BUTTON }).focus();
    await userEvent.keyboard('{Enter}');
    expect(await within(panel).findByRole('status')).toHaveTextContent(SENT);
    expect(quoteCalls()).toEqual([{ message: '' }]);
  });

  it("shows the server's refusal and keeps the message typed", async () => {
    api.on(serviceDeskRoutes.requestQuote, () =>
      refusal(422, {
        message: 'Your cart is empty: add the products you want a quote for, then request a quote.',
        code: 'CART_EMPTY',
      }),
    );
    renderCart();
    const panel = await quotePanel();
    await userEvent.type(within(panel).getByLabelText('Message (optional)'), 'Best price for 400?');
    await userEvent.click(within(panel).getByRole('button', { name: QUOTE_BUTTON }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'Your cart is empty: add the products you want a quote for, then request a quote.',
    );
    expect(within(panel).getByLabelText('Message (optional)')).toHaveValue('Best price for 400?');
    expect(within(panel).queryByRole('status')).not.toBeInTheDocument();
  });

  it('says the request may have been sent when no answer came, and sends again on the next press', async () => {
    let isDown = true;
    api.on(serviceDeskRoutes.requestQuote, () =>
      isDown ? noAnswer() : { is_success: true as const, message: SENT, caseNo: 100006 },
    );
    renderCart();
    const panel = await quotePanel();
    await userEvent.click(within(panel).getByRole('button', { name: QUOTE_BUTTON }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(QUOTE_NO_ANSWER);
    isDown = false;
    await userEvent.click(within(panel).getByRole('button', { name: QUOTE_BUTTON }));
    await waitFor(() => expect(within(panel).getByRole('status')).toHaveTextContent(SENT));
    expect(within(panel).queryByRole('alert')).not.toBeInTheDocument();
    expect(quoteCalls()).toHaveLength(2);
  });
});
