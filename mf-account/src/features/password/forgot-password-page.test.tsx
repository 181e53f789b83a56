import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient } from '@storefront/shared-kernel';
import { noAnswer, ok, refused, renderAt, resetSession } from '../../test-utils';
import ForgotPasswordPage, { SEND_FAILED } from './forgot-password-page';

const show = () => renderAt('/forgot-password', '/forgot-password', <ForgotPasswordPage />);
const send = async (email: string) => {
  if (email) await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
};

describe('ForgotPasswordPage', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    resetSession();
  });

  it('links back to login', () => {
    show();
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
  });

  it.each([
    ['', 'Email is required'],
    ['   ', 'Email is required'],
    ['buyer.example.com', 'Please enter a valid email address'],
  ])('for %j says %s under the field and sends nothing', async (email, message) => {
    const post = jest.spyOn(apiClient, 'post');
    show();
    await send(email);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAccessibleDescription(message);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveFocus();
    expect(post).not.toHaveBeenCalled();
  });

  it('sends the request, shows the sent state, and Send Another Link returns to the form', async () => {
    const post = jest
      .spyOn(apiClient, 'post')
      .mockResolvedValue(
        ok({ is_success: true, message: 'If an account exists for this email, a reset link has been sent.' }),
      );
    show();
    await send('buyer@demo.storefront');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'If an account exists for this email, a reset link has been sent.',
    );
    expect(post).toHaveBeenCalledWith(
      '/customer/request-password-reset',
      { email: 'buyer@demo.storefront' },
      expect.anything(),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send Another Link' }));
    expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('buyer@demo.storefront');
  });

  it('shows the server message when the server refuses', async () => {
    jest.spyOn(apiClient, 'post').mockRejectedValue(refused(429, 'Too many requests, please try again later.'));
    show();
    await send('buyer@demo.storefront');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests, please try again later.');
  });

  it(`says "${SEND_FAILED}" when the server refuses without a message`, async () => {
    jest.spyOn(apiClient, 'post').mockRejectedValue(refused(500));
    show();
    await send('buyer@demo.storefront');
    expect(await screen.findByRole('alert')).toHaveTextContent(SEND_FAILED);
  });

  it('says an error occurred when no answer comes', async () => {
    jest.spyOn(apiClient, 'post').mockRejectedValue(noAnswer());
    show();
    await send('buyer@demo.storefront');
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred. Please try again.');
  });
});
