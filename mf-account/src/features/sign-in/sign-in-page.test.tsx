import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addRecentItem, apiClient, eventBus, getStoredToken, setUserInfo, userStore } from '@storefront/shared-kernel';
import { BUYER, renderAt, resetSession } from '../../test-utils';
import { REMEMBERED_EMAIL_KEY } from '../../lib/remembered-email';
import SignInPage, { BENEFITS } from './sign-in-page';

const user = { ...BUYER, token: 'new.session.token', tokenExp: 2_000_000_000, loginDt: '' };
const show = (path = '/login') => renderAt(path, '/login', <SignInPage />);

const fillAndSubmit = async (email = 'buyer@demo.storefront', password = 'Wholesale2025!') => {
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'SIGN IN' }));
};

describe('SignInPage', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    resetSession();
  });

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
    const post = jest
      .spyOn(apiClient, 'post')
      .mockResolvedValue({ status: 200, data: { is_success: true, message: 'Login Success', user } } as never);
    const loggedIn = jest.fn();
    const stop = eventBus.subscribe('session/logged-in', loggedIn);
    show();
    await fillAndSubmit();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(post).toHaveBeenCalledWith(
      '/customer/login',
      { userId: 'buyer@demo.storefront', password: 'Wholesale2025!' },
      expect.objectContaining({ validateStatus: expect.any(Function) }),
    );
    expect(getStoredToken()).toBe('new.session.token');
    expect(userStore.get()).toMatchObject({ userId: 1001, companyNm: BUYER.companyNm, token: 'new.session.token' });
    expect(Date.parse(userStore.get().loginDt)).not.toBeNaN();
    expect(loggedIn).toHaveBeenCalledWith({ userId: 1001, idCustomer: 1001 });
    stop();
  });

  it('keeps nothing of the user signed in before on this browser (their fax, permit, recently viewed)', async () => {
    setUserInfo({ userId: 2002, idCustomer: 2002, fax: '555-0100', SPermit: 'SP-OTHER', token: 'old.token' });
    addRecentItem({ idStyle: 'OTHER-STYLE' });
    jest.spyOn(apiClient, 'post').mockResolvedValue({
      status: 200,
      data: { is_success: true, message: 'Login Success', user: { ...user, fax: '', SPermit: '' } },
    } as never);
    show();
    await fillAndSubmit();
    await waitFor(() => expect(userStore.get().userId).toBe(1001));
    expect(userStore.get()).toMatchObject({ fax: '', SPermit: '', recentViewItemsList: [] });
  });

  it.each([
    [401, 'Invalid email or password.'],
    [403, 'Your account is awaiting approval by our customer service team.'],
  ])('on a %i shows the server message and stays on the page without ending any session', async (status, message) => {
    jest
      .spyOn(apiClient, 'post')
      .mockResolvedValue({ status, data: { is_success: false, message, code: 'X' } } as never);
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

  it('keeps focus on SIGN IN while signing in, marked busy, and takes no second press', async () => {
    const post = jest.spyOn(apiClient, 'post').mockReturnValue(new Promise(() => undefined));
    show();
    await fillAndSubmit();
    const button = screen.getByRole('button', { name: /SIGN IN|Signing/ });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveFocus();
    await userEvent.click(button);
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('the validateStatus it passes keeps 4xx answers as answers and 5xx as errors', async () => {
    const post = jest
      .spyOn(apiClient, 'post')
      .mockResolvedValue({ status: 401, data: { is_success: false, message: 'no' } } as never);
    show();
    await fillAndSubmit();
    await screen.findByRole('alert');
    const { validateStatus } = post.mock.calls[0]?.[2] as { validateStatus: (s: number) => boolean };
    expect([200, 401, 403, 429].map(validateStatus)).toEqual([true, true, true, true]);
    expect(validateStatus(500)).toBe(false);
  });

  it('says an error occurred when no answer comes', async () => {
    jest.spyOn(apiClient, 'post').mockRejectedValue(new Error('Network Error'));
    show();
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred. Please try again.');
  });

  it('Remember me keeps the email (never the password) and fills it in next time', async () => {
    jest.spyOn(apiClient, 'post').mockResolvedValue({ status: 200, data: { is_success: true, user } } as never);
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
    jest.spyOn(apiClient, 'post').mockResolvedValue({ status: 200, data: { is_success: true, user } } as never);
    show();
    await userEvent.click(screen.getByLabelText('Remember me'));
    await userEvent.click(screen.getByRole('button', { name: 'SIGN IN' }));
    await waitFor(() => expect(localStorage.getItem(REMEMBERED_EMAIL_KEY)).toBeNull());
  });

  it.each([
    ['/login?returnTo=%2Fcart', '/cart'],
    ['/login?returnTo=https%3A%2F%2Fevil.example%2F', '/'],
    ['/login?returnTo=%2F%2Fevil.example', '/'],
  ])('from %s goes to %s after signing in', async (path, expected) => {
    jest.spyOn(apiClient, 'post').mockResolvedValue({ status: 200, data: { is_success: true, user } } as never);
    show(path);
    await fillAndSubmit();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(expected));
  });
});
