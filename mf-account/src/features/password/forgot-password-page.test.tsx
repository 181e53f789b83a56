import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { customerRoutes } from '@storefront/shared-kernel';
import { fakeApiForEachTest, noAnswer, refusal } from '@storefront/shared-kernel/testing';
import { field, renderAt, resetSession } from '../../test-utils';
import ForgotPasswordPage, { SEND_FAILED } from './forgot-password-page';

const api = fakeApiForEachTest();
const show = () => renderAt('/forgot-password', '/forgot-password', <ForgotPasswordPage />);
const send = async (email: string) => {
  if (email) await userEvent.type(field('Email'), email);
  await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
};

describe('ForgotPasswordPage', () => {
  afterEach(resetSession);

  it('links back to login', () => {
    show();
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
  });

  it.each([
    ['', 'Email is required'],
    ['   ', 'Email is required'],
    ['buyer.example.com', 'Please enter a valid email address'],
  ])('for %j says %s under the field and sends nothing', async (email, message) => {
    show();
    await send(email);
    const input = field('Email');
    expect(input).toHaveAccessibleDescription(message);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveFocus();
    expect(api.calls(customerRoutes.requestPasswordReset)).toEqual([]);
  });

  it('sends the request, shows the sent state, and Send Another Link returns to the form', async () => {
    api.on(customerRoutes.requestPasswordReset, {
      is_success: true,
      message: 'If an account exists for this email, a reset link has been sent.',
    });
    show();
    await send('buyer@demo.storefront');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'If an account exists for this email, a reset link has been sent.',
    );
    expect(api.calls(customerRoutes.requestPasswordReset)).toEqual([{ email: 'buyer@demo.storefront' }]);
    await userEvent.click(screen.getByRole('button', { name: 'Send Another Link' }));
    expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeInTheDocument();
    expect(field('Email')).toHaveValue('buyer@demo.storefront');
  });

  it('shows the server message when the server refuses', async () => {
    api.refuse(customerRoutes.requestPasswordReset, 429, { message: 'Too many requests, please try again later.' });
    show();
    await send('buyer@demo.storefront');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests, please try again later.');
  });

  it(`says "${SEND_FAILED}" when the server refuses without a message`, async () => {
    api.on(customerRoutes.requestPasswordReset, () => refusal(500, { message: '' }));
    show();
    await send('buyer@demo.storefront');
    expect(await screen.findByRole('alert')).toHaveTextContent(SEND_FAILED);
  });

  it('says an error occurred when no answer comes', async () => {
    api.on(customerRoutes.requestPasswordReset, () => noAnswer());
    show();
    await send('buyer@demo.storefront');
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred. Please try again.');
  });
});
