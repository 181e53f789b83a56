import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  addRecentItem,
  customerRoutes,
  eventBus,
  getStoredToken,
  setUserInfo,
  storeToken,
  userStore,
} from '@storefront/shared-kernel';
import { fakeApiForEachTest, noAnswer, refusal } from '@storefront/shared-kernel/testing';
import { BUYER, renderAt, resetSession, validToken } from '../../test-utils';
import { REMEMBERED_EMAIL_KEY } from '../../lib/remembered-email';
import SignInPage, { BENEFITS } from './sign-in-page';

const api = fakeApiForEachTest();
const user = { ...BUYER, token: 'new.session.token', tokenExp: 2_000_000_000, loginDt: '' };
const signedIn = (answered = user) => ({ is_success: true as const, message: 'Login Success', user: answered });
const show = (path = '/login') => renderAt(path, '/login', <SignInPage />);

const fillAndSubmit = async (email = 'buyer@demo.storefront', password = 'Wholesale2025!') => {
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'SIGN IN' }));
};

describe('SignInPage', () => {
  afterEach(resetSession);

  it('shows the sign-in form, the forgot-password link and the new-customer panel with its benefits', () => {
    show();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign In or Register' })).toBeInTheDocument();
    expect(screen.getByLabelText('Remember me')).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'REGISTER' })).toHaveAttribute('href', '/register');
    for (const benefit of BENEFITS) expect(screen.getByText(benefit)).toBeInTheDocument();
    expect(BENEFITS).toHaveLength(4);
  });

  it('on success stores the token and the user with a login date, publishes session/logged-in and goes home', async () => {
    api.on(customerRoutes.login, signedIn());
    const loggedIn = jest.fn();
    const stop = eventBus.subscribe('session/logged-in', loggedIn);
    show();
    await fillAndSubmit();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(api.calls(customerRoutes.login)).toEqual([{ userId: 'buyer@demo.storefront', password: 'Wholesale2025!' }]);
    expect(getStoredToken()).toBe('new.session.token');
    expect(userStore.get()).toMatchObject({ userId: 1001, companyNm: BUYER.companyNm, token: 'new.session.token' });
    expect(Date.parse(userStore.get().loginDt)).not.toBeNaN();
    expect(loggedIn).toHaveBeenCalledWith({ userId: 1001, idCustomer: 1001 });
    stop();
  });

  it('keeps nothing of the user signed in before on this browser (their fax, permit, recently viewed)', async () => {
    setUserInfo({ userId: 2002, idCustomer: 2002, fax: '555-0100', SPermit: 'SP-OTHER', token: 'old.token' });
    addRecentItem({ idStyle: 'OTHER-STYLE' });
    api.on(customerRoutes.login, signedIn({ ...user, fax: '', SPermit: '' }));
    show();
    await fillAndSubmit();
    await waitFor(() => expect(userStore.get().userId).toBe(1001));
    expect(userStore.get()).toMatchObject({ fax: '', SPermit: '', recentViewItemsList: [] });
  });

  it.each([
    [401, 'Invalid email or password.'],
    [403, 'Your account is awaiting approval by our customer service team.'],
    [429, 'Too many sign-in attempts.'],
  ])('on a %i shows the server message and stays on the page without ending any session', async (status, message) => {
    api.refuse(customerRoutes.login, status, { message });
    const expired = jest.fn();
    const stop = eventBus.subscribe('session/expired', expired);
    show();
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(getStoredToken()).toBeNull();
    expect(userStore.get().userId).toBe(0);
    expect(expired).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'SIGN IN' })).toBeEnabled();
    stop();
  });

  it('reads a refused sign-in as an answer, not the end of a session the page still holds', async () => {
    // A sign-in sent with a stored token carries it: a 401 to it must not end that session.
    const token = validToken();
    storeToken(token);
    api.refuse(customerRoutes.login, 401, { message: 'Invalid email or password.' });
    const expired = jest.fn();
    const stop = eventBus.subscribe('session/expired', expired);
    show();
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
    expect(getStoredToken()).toBe(token);
    expect(expired).not.toHaveBeenCalled();
    stop();
  });

  it('keeps focus on SIGN IN while signing in, marked busy, and takes no second press', async () => {
    api.on(customerRoutes.login, () => new Promise<never>(() => undefined));
    show();
    await fillAndSubmit();
    const button = screen.getByRole('button', { name: /SIGN IN|Signing/ });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveFocus();
    await userEvent.click(button);
    await waitFor(() => expect(api.calls(customerRoutes.login)).toHaveLength(1));
    expect(api.calls(customerRoutes.login)).toHaveLength(1);
  });

  it('says "Sign in failed. Please try again." for a refusal without a message', async () => {
    api.refuse(customerRoutes.login, 401, { message: '' });
    show();
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Sign in failed. Please try again.');
  });

  it.each([
    ['no answer comes', () => noAnswer()],
    ['the server fails (5xx)', () => refusal(503, { message: 'The service is unavailable.' })],
  ])('says an error occurred when %s', async (_case, failure) => {
    api.on(customerRoutes.login, failure);
    show();
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred. Please try again.');
    expect(screen.getByRole('button', { name: 'SIGN IN' })).toBeEnabled();
  });

  it('Remember me keeps the email (never the password) and fills it in next time', async () => {
    api.on(customerRoutes.login, signedIn());
    const { unmount } = show();
    await userEvent.click(screen.getByLabelText('Remember me'));
    await fillAndSubmit();
    await waitFor(() => expect(localStorage.getItem(REMEMBERED_EMAIL_KEY)).toBe('buyer@demo.storefront'));
    expect(JSON.stringify(localStorage)).not.toContain('Wholesale2025!');
    unmount();
    show();
    expect(screen.getByLabelText('Email')).toHaveValue('buyer@demo.storefront');
    expect(screen.getByLabelText('Remember me')).toBeChecked();
  });

  it('signing in without Remember me forgets a remembered email', async () => {
    localStorage.setItem(REMEMBERED_EMAIL_KEY, 'old@example.com');
    api.on(customerRoutes.login, signedIn());
    show();
    // The remembered email is filled in, and Remember me ticked.
    expect(screen.getByLabelText('Email')).toHaveValue('old@example.com');
    await userEvent.click(screen.getByLabelText('Remember me'));
    await userEvent.type(screen.getByLabelText('Password'), 'Wholesale2025!');
    await userEvent.click(screen.getByRole('button', { name: 'SIGN IN' }));
    await waitFor(() => expect(localStorage.getItem(REMEMBERED_EMAIL_KEY)).toBeNull());
  });

  it.each([
    ['/login?returnTo=%2Fcart', '/cart'],
    ['/login?returnTo=https%3A%2F%2Fevil.example%2F', '/'],
    ['/login?returnTo=%2F%2Fevil.example', '/'],
  ])('from %s goes to %s after signing in', async (path, expected) => {
    api.on(customerRoutes.login, signedIn());
    show(path);
    await fillAndSubmit();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(expected));
  });
});
