import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminSessionRoutes } from '@storefront/shared-kernel/back-office';
import { fakeApiForEachTest } from '@storefront/shared-kernel/testing';
import { field, renderAt, resetSession } from '../../test-utils';
import SetPasswordPage, { PASSWORD_SET } from './set-password-page';

const api = fakeApiForEachTest();
const show = (path = '/admin/set-password?token=one-time-token') =>
  renderAt(path, '/admin/set-password', <SetPasswordPage />);

const fill = async (password: string, confirm: string) => {
  if (password) await userEvent.type(field('New password'), password);
  if (confirm) await userEvent.type(field('Confirm password'), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
};

describe('the set-password page', () => {
  afterEach(resetSession);

  it("sets the password with the link's token, says so and links to sign in", async () => {
    api.on(adminSessionRoutes.staffSetPassword, { is_success: true, message: PASSWORD_SET });
    show();
    expect(screen.getByRole('heading', { level: 1, name: 'Set your password' })).toBeInTheDocument();
    await fill('a-long-password', 'a-long-password');
    expect(await screen.findByRole('status')).toHaveTextContent(PASSWORD_SET);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/admin/login');
    expect(api.calls(adminSessionRoutes.staffSetPassword)).toEqual([
      { token: 'one-time-token', password: 'a-long-password' },
    ]);
    expect(screen.queryByLabelText(/New password/)).not.toBeInTheDocument();
  });

  it.each([
    ['', '', 'Password is required', 'Please confirm your password'],
    ['short', 'short', 'Password must be at least 10 characters', undefined],
    ['a-long-password', 'another-password', undefined, 'Passwords do not match'],
  ])('checks %j and %j before asking the server', async (password, confirm, passwordMessage, confirmMessage) => {
    show();
    await fill(password, confirm);
    if (passwordMessage)
      expect(field('New password')).toHaveAccessibleDescription(expect.stringContaining(passwordMessage));
    if (confirmMessage) expect(field('Confirm password')).toHaveAccessibleDescription(confirmMessage);
    expect(api.calls(adminSessionRoutes.staffSetPassword)).toEqual([]);
  });

  it("shows the server's refusal of a used or expired link", async () => {
    const message = 'This link is invalid or has expired. Ask an admin for a new one.';
    api.refuse(adminSessionRoutes.staffSetPassword, 422, { message, code: 'INVALID_LINK' });
    show();
    await fill('a-long-password', 'a-long-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Set password' })).toBeEnabled());
  });

  it('says a link without its token is no link, with no form', () => {
    show('/admin/set-password');
    expect(screen.getByRole('alert')).toHaveTextContent('This link is invalid or has expired.');
    expect(screen.queryByRole('button', { name: 'Set password' })).not.toBeInTheDocument();
  });
});
