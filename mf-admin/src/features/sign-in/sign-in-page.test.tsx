import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  eventBus,
  getStoredToken,
  getStaffToken,
  staffSessionStore,
  storeToken,
  clearStoredToken,
} from '@storefront/shared-kernel';
import { adminSessionRoutes } from '@storefront/shared-kernel/back-office';
import { fakeApiForEachTest, noAnswer } from '@storefront/shared-kernel/testing';
import { ADMIN, field, location, renderAt, resetSession } from '../../test-utils';
import SignInPage, { SIGN_IN_FAILED } from './sign-in-page';

const api = fakeApiForEachTest();
const TOKEN_EXP = 2_000_000_000;
const signedIn = { is_success: true as const, token: 'staff.new.token', tokenExp: TOKEN_EXP, staff: ADMIN };
const show = (path = '/admin/login') => renderAt(path, '/admin/login', <SignInPage />);

const fillAndSubmit = async (email = 'admin@demo.storefront', password = 'BackOffice2025!') => {
  await userEvent.type(field('Email'), email);
  await userEvent.type(field('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
};

describe('the back office sign-in page', () => {
  afterEach(() => {
    resetSession();
    clearStoredToken();
  });

  it('asks for an email and a password under its heading', () => {
    show();
    expect(screen.getByRole('heading', { level: 1, name: 'Back office sign in' })).toBeInTheDocument();
    expect(field('Email')).toHaveAttribute('type', 'email');
    expect(field('Email')).toHaveAttribute('autocomplete', 'username');
    expect(field('Password')).toHaveAttribute('type', 'password');
    expect(document.title).toBe('Back office sign in | Back office | Wholesale Storefront');
  });

  it('on success starts the staff session and goes to the dashboard', async () => {
    api.on(adminSessionRoutes.staffSignIn, signedIn);
    const heard = jest.fn();
    const stop = eventBus.subscribe('staff/signed-in', heard);
    show();
    await fillAndSubmit(' admin@demo.storefront ');
    await waitFor(() => expect(location()).toBe('/admin'));
    expect(api.calls(adminSessionRoutes.staffSignIn)).toEqual([
      { email: 'admin@demo.storefront', password: 'BackOffice2025!' },
    ]);
    expect(staffSessionStore.get()).toEqual({ token: 'staff.new.token', tokenExp: TOKEN_EXP, staff: ADMIN });
    expect(getStaffToken()).toBe('staff.new.token');
    expect(heard).toHaveBeenCalledWith({ staffId: ADMIN.id });
    stop();
  });

  it("keeps a buyer's session in this browser as it was", async () => {
    storeToken('buyer.token');
    api.on(adminSessionRoutes.staffSignIn, signedIn);
    show();
    await fillAndSubmit();
    await waitFor(() => expect(location()).toBe('/admin'));
    expect(getStoredToken()).toBe('buyer.token');
  });

  it.each([
    ['/admin/login?return=%2Fadmin%2Faudit%3Fkind%3Dorder', '/admin/audit?kind=order'],
    ['/admin/login?return=%2Fadmin%2Fstaff', '/admin/staff'],
    ['/admin/login?return=%2Fcart', '/admin'],
    ['/admin/login?return=https%3A%2F%2Fevil.example%2Fadmin', '/admin'],
    ['/admin/login?return=%2F%2Fevil.example%2Fadmin', '/admin'],
    ['/admin/login?return=%2Fadmin%2Flogin', '/admin'],
    ['/admin/login?return=%2Fadministrator', '/admin'],
  ])('from %s goes to %s after signing in', async (path, expected) => {
    api.on(adminSessionRoutes.staffSignIn, signedIn);
    show(path);
    await fillAndSubmit();
    await waitFor(() => expect(location()).toBe(expected));
  });

  it("shows the server's refusal and stays, without a session", async () => {
    api.refuse(adminSessionRoutes.staffSignIn, 401, { message: 'The email or password is incorrect.' });
    show();
    await fillAndSubmit('admin@demo.storefront', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('The email or password is incorrect.');
    expect(location()).toBe('/admin/login');
    expect(staffSessionStore.get()).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('marks the field a bad input names, and moves focus there', async () => {
    api.refuse(adminSessionRoutes.staffSignIn, 400);
    show();
    await fillAndSubmit('not-an-email', 'x');
    // Refused as the server refuses it: the contract's message on the email field.
    await waitFor(() => expect(field('Email')).toHaveAttribute('aria-invalid', 'true'));
    expect(field('Email')).toHaveFocus();
    expect(field('Email')).toHaveAccessibleDescription(/email/i);
  });

  it('says the sign-in failed when no answer comes', async () => {
    api.on(adminSessionRoutes.staffSignIn, () => noAnswer());
    show();
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent(SIGN_IN_FAILED);
  });
});
