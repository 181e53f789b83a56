import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { customerRoutes, getStoredToken, userStore } from '@storefront/shared-kernel';
import { fakeApiForEachTest, noAnswer } from '@storefront/shared-kernel/testing';
import { field, renderAt, resetSession, signInBuyer } from '../../test-utils';
import MyAccountPage from './my-account-page';
import { PASSWORD_CHANGED } from './password-tab';

const api = fakeApiForEachTest();
const show = () => renderAt('/myaccount/password', '/myaccount/:page', <MyAccountPage />);
const fill = async (old: string, next: string, confirm: string) => {
  if (old) await userEvent.type(field('Old Password'), old);
  if (next) await userEvent.type(field('New Password'), next);
  if (confirm) await userEvent.type(field('Confirm Password'), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'SUBMIT' }));
};

describe('Change Password tab', () => {
  beforeEach(signInBuyer);
  afterEach(resetSession);

  it.each([
    ['', 'New-pass-1', 'New-pass-1', 'Old Password', 'Old password is required'],
    ['Old-pass-1', '', 'x', 'New Password', 'Password is required'],
    ['Old-pass-1', 'short', 'short', 'New Password', 'Password must be at least 8 characters long'],
    ['Old-pass-1', 'New-pass-1', '', 'Confirm Password', 'Please confirm your password'],
    ['Old-pass-1', 'New-pass-1', 'New-pass-2', 'Confirm Password', 'Passwords do not match'],
  ])('old %j new %j confirm %j: %s says %s, nothing sent', async (old, next, confirm, label, message) => {
    show();
    await fill(old, next, confirm);
    expect(field(label)).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(field(label)).toHaveFocus();
    expect(api.calls(customerRoutes.changePassword)).toEqual([]);
    expect(document.title).toBe('Change Password | Wholesale Storefront');
  });

  it('changes the password, keeps the fresh token and says so', async () => {
    api.on(customerRoutes.changePassword, {
      is_success: true,
      message: 'ok',
      token: 'fresh.token.value',
      tokenExp: 2_000_000_000,
    });
    show();
    await fill('Old-pass-1', 'New-pass-1', 'New-pass-1');
    expect(await screen.findByRole('status')).toHaveTextContent(PASSWORD_CHANGED);
    expect(api.calls(customerRoutes.changePassword)).toEqual([
      { idCustomer: 1001, cpassword: 'Old-pass-1', npassword: 'New-pass-1' },
    ]);
    expect(getStoredToken()).toBe('fresh.token.value');
    expect(userStore.get()).toMatchObject({ token: 'fresh.token.value', tokenExp: 2_000_000_000 });
    await waitFor(() => expect(field('Old Password')).toHaveValue(''));
    expect(PASSWORD_CHANGED).toBe('Password changed Successfully');
  });

  it('shows the server message when the old password is wrong', async () => {
    api.refuse(customerRoutes.changePassword, 422, { message: 'The current password is incorrect.' });
    show();
    await fill('Wrong-pass-1', 'New-pass-1', 'New-pass-1');
    expect(await screen.findByRole('alert')).toHaveTextContent('The current password is incorrect.');
  });

  it('marks Old Password when it is wrong, and focuses it; typing drops the mark', async () => {
    api.refuse(customerRoutes.changePassword, 422, {
      message: 'The current password is incorrect.',
      code: 'WRONG_PASSWORD',
    });
    show();
    await fill('Wrong-pass-1', 'New-pass-1', 'New-pass-1');
    expect(await screen.findByRole('alert')).toHaveTextContent('The current password is incorrect.');
    const old = field('Old Password');
    expect(old).toHaveAttribute('aria-invalid', 'true');
    expect(old).toHaveAccessibleDescription('The current password is incorrect.');
    expect(old).toHaveFocus();
    expect(field('New Password')).not.toHaveAttribute('aria-invalid');
    await userEvent.type(old, 'x');
    expect(old).not.toHaveAttribute('aria-invalid');
  });

  it('marks each field the server refuses by its own name (cpassword, npassword) and focuses the first', async () => {
    api.refuse(customerRoutes.changePassword, 400, {
      message: 'Password must contain a letter and a digit',
      code: 'VALIDATION_FAILED',
      fields: {
        npassword: ['Password must contain a letter and a digit'],
        cpassword: ['Current password is too long'],
      },
    });
    show();
    await fill('Old-pass-1', 'longenough', 'longenough');
    expect(await screen.findByRole('alert')).toHaveTextContent('Password must contain a letter and a digit');
    const old = field('Old Password');
    const next = field('New Password');
    expect(next).toHaveAttribute('aria-invalid', 'true');
    expect(next).toHaveAccessibleDescription(expect.stringContaining('Password must contain a letter and a digit'));
    expect(old).toHaveAccessibleDescription('Current password is too long');
    expect(field('Confirm Password')).not.toHaveAttribute('aria-invalid');
    expect(old).toHaveFocus();
  });

  it('says an error occurred when no answer comes', async () => {
    api.on(customerRoutes.changePassword, () => noAnswer());
    show();
    await fill('Old-pass-1', 'New-pass-1', 'New-pass-1');
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred. Please try again.');
  });
});
