import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient, draftKey, eventBus, getStoredToken, userStore } from '@storefront/shared-kernel';
import { pageLoader } from '../../lib/session';
import { ok, renderAt, resetSession, signInBuyer } from '../../test-utils';
import MyAccountPage from './my-account-page';

const show = (path: string) => renderAt(path, '/myaccount/:page?', <MyAccountPage />);
const emptyOrders = () => jest.spyOn(apiClient, 'get').mockResolvedValue(ok({ is_success: true, orderList: [] }));

describe('MyAccountPage', () => {
  beforeEach(signInBuyer);
  afterEach(() => {
    jest.restoreAllMocks();
    resetSession();
  });

  it('sends a visitor without a token home', () => {
    resetSession();
    show('/myaccount/orders');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it.each([
    ['/myaccount/password', 'Change Password'],
    ['/myaccount/orders', 'Search Web Orders'],
    ['/myaccount/customer', 'Customer Info'],
  ])('shows %s as %s', (path, title) => {
    jest.spyOn(apiClient, 'get').mockReturnValue(new Promise(() => undefined));
    show(path);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect(screen.getByTestId('location')).toHaveTextContent(path);
  });

  it.each(['/myaccount/unknown', '/myaccount', '/myaccount/ORDERS', '/myaccount/toString', '/myaccount/constructor'])(
    'sends %s to /myaccount/orders',
    async (path) => {
      emptyOrders();
      show(path);
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/myaccount\/orders$/);
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Search Web Orders');
      expect(await screen.findByText('No orders')).toBeInTheDocument();
    },
  );

  it('has a side menu with ORDERS, CHANGE PASSWORD and Log out, and no entry for customer info', async () => {
    emptyOrders();
    show('/myaccount/orders');
    const menu = screen.getByRole('navigation', { name: 'My account' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['ORDERS', 'CHANGE PASSWORD']);
    expect(within(menu).getByRole('link', { name: 'ORDERS' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    await userEvent.click(within(menu).getByRole('link', { name: 'CHANGE PASSWORD' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/myaccount/password');
  });

  it("Log out removes the token, resets the user and the tab's drafts, ends the page cookie, then loads / afresh", async () => {
    emptyOrders();
    let endCookie: (answer: unknown) => void = () => {};
    const post = jest.spyOn(apiClient, 'post').mockReturnValue(new Promise((resolve) => (endCookie = resolve)));
    sessionStorage.setItem(draftKey('contact'), '{"idCustomer":7,"message":"Quote for 40 kettles"}');
    const load = jest.spyOn(pageLoader, 'load').mockImplementation(() => undefined);
    const loggedOut = jest.fn();
    const stop = eventBus.subscribe('session/logged-out', loggedOut);
    show('/myaccount/orders');
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(getStoredToken()).toBeNull();
    expect(userStore.get().userId).toBe(0);
    expect(sessionStorage.getItem(draftKey('contact'))).toBeNull();
    expect(loggedOut).toHaveBeenCalled();
    // The page loads only once the server has ended the page cookie, so / is drawn for a visitor.
    expect(post).toHaveBeenCalledWith('/customer/sign-out', {}, expect.anything());
    expect(load).not.toHaveBeenCalled();
    endCookie(ok({ is_success: true, message: 'Signed out' }));
    await waitFor(() => expect(load).toHaveBeenCalledWith('/'));
    stop();
  });
});
