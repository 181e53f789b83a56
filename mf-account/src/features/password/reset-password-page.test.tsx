import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { customerRoutes } from '@storefront/shared-kernel';
import { fakeApiForEachTest, noAnswer, refusal } from '@storefront/shared-kernel/testing';
import { field, renderAt, resetSession } from '../../test-utils';
import ResetPasswordPage, { REDIRECT_AFTER_MS, RESET_FAILED } from './reset-password-page';

const api = fakeApiForEachTest();
const TOKEN = 'reset-token-0123456789';
const show = (path = `/reset-password?token=${TOKEN}`) => renderAt(path, '/reset-password', <ResetPasswordPage />);
const submit = async (password: string, confirm: string, user = userEvent) => {
  if (password) await user.type(field('New Password'), password);
  if (confirm) await user.type(field('Confirm Password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));
};

describe('ResetPasswordPage', () => {
  afterEach(() => {
    jest.useRealTimers();
    resetSession();
  });

  it.each(['/reset-password', '/reset-password?token=', '/reset-password?token=%20'])(
    'without a token (%s) goes to /forgot-password',
    (path) => {
      show(path);
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/forgot-password$/);
    },
  );

  it.each([
    ['', '', 'Password is required', 'Please confirm your password'],
    ['short', 'short', 'Password must be at least 8 characters long', null],
    ['long-enough-1', '', null, 'Please confirm your password'],
    ['long-enough-1', 'long-enough-2', null, 'Passwords do not match'],
  ])('new %j and confirm %j give the messages %j / %j and send nothing', async (password, confirm, first, second) => {
    show();
    await submit(password, confirm);
    const newField = field('New Password');
    const confirmField = field('Confirm Password');
    if (first) expect(newField).toHaveAccessibleDescription(expect.stringContaining(first));
    else expect(newField).not.toHaveAttribute('aria-invalid');
    if (second) expect(confirmField).toHaveAccessibleDescription(second);
    else expect(confirmField).not.toHaveAttribute('aria-invalid');
    // Focus lands on the first field in error, whose message is then read out.
    expect(first ? newField : confirmField).toHaveFocus();
    expect(api.calls(customerRoutes.resetPassword)).toEqual([]);
    expect(document.title).toBe('Reset Password | Wholesale Storefront');
  });

  it('sets the password, shows the success state and moves to /login after 3 seconds', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    api.on(customerRoutes.resetPassword, { is_success: true, message: 'done' });
    show();
    // Under the test's clock the answer lands while the click's own act has ended: the submit is one act.
    await act(() => submit('New-password-1', 'New-password-1', user as unknown as typeof userEvent));
    expect(screen.getByRole('status')).toHaveTextContent('Your password has been reset.');
    expect(api.calls(customerRoutes.resetPassword)).toEqual([{ token: TOKEN, newPassword: 'New-password-1' }]);
    expect(screen.getByRole('button', { name: 'Go to Login' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in here' })).toHaveAttribute('href', '/login');
    act(() => jest.advanceTimersByTime(REDIRECT_AFTER_MS - 100));
    expect(screen.getByTestId('location')).toHaveTextContent('/reset-password');
    act(() => jest.advanceTimersByTime(100));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/);
    expect(REDIRECT_AFTER_MS).toBe(3000);
  });

  it('Go to Login goes at once', async () => {
    api.on(customerRoutes.resetPassword, { is_success: true, message: 'done' });
    show();
    await submit('New-password-1', 'New-password-1');
    await userEvent.click(await screen.findByRole('button', { name: 'Go to Login' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/);
  });

  it('shows the server message when the link is refused, with the way to a new one', async () => {
    api.refuse(customerRoutes.resetPassword, 422, {
      message: 'This reset link is invalid or has expired. Please request a new one.',
    });
    show();
    await submit('New-password-1', 'New-password-1');
    expect(await screen.findByRole('alert')).toHaveTextContent('This reset link is invalid or has expired.');
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password');
  });

  it(`says "${RESET_FAILED}" when the server refuses without a message`, async () => {
    api.on(customerRoutes.resetPassword, () => refusal(500, { message: '' }));
    show();
    await submit('New-password-1', 'New-password-1');
    expect(await screen.findByRole('alert')).toHaveTextContent(RESET_FAILED);
  });

  it('says an error occurred when no answer comes', async () => {
    api.on(customerRoutes.resetPassword, () => noAnswer());
    show();
    await submit('New-password-1', 'New-password-1');
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred. Please try again.');
  });
});
