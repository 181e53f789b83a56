import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  customerRoutes,
  draftKey,
  eventBus,
  getStoredToken,
  orderRoutes,
  sessionRoutes,
  userStore,
} from '@storefront/shared-kernel';
import { serviceDeskRoutes } from '@storefront/shared-kernel/service-desk';
import { fakeApiForEachTest } from '@storefront/shared-kernel/testing';
import { pageLoader } from '../../lib/session';
import { renderAt, resetSession, signInBuyer } from '../../test-utils';
import MyAccountPage from './my-account-page';

const api = fakeApiForEachTest();
const show = (path: string) => renderAt(path, '/myaccount/:page?', <MyAccountPage />);
const emptyOrders = () => api.on(orderRoutes.getOrders, { is_success: true, orderList: [], hasMore: false });
/** Every read of the tabs waits: only what the page draws first matters. */
const neverAnswered = () => new Promise<never>(() => undefined);

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
    ['/myaccount/messages', 'Messages'],
  ])('shows %s as %s', (path, title) => {
    api
      .on(orderRoutes.getOrders, neverAnswered)
      .on(customerRoutes.getProfile, neverAnswered)
      .on(serviceDeskRoutes.getServiceCases, neverAnswered);
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

  it('has a side menu with ORDERS, Messages, CHANGE PASSWORD and Log out, and no entry for customer info', async () => {
    emptyOrders();
    api.on(serviceDeskRoutes.getServiceCases, { is_success: true, cases: [] });
    show('/myaccount/orders');
    const menu = screen.getByRole('navigation', { name: 'My account' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['ORDERS', 'Messages', 'CHANGE PASSWORD']);
    expect(within(menu).getByRole('link', { name: 'ORDERS' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    await userEvent.click(within(menu).getByRole('link', { name: 'CHANGE PASSWORD' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/myaccount/password');
    await userEvent.click(within(menu).getByRole('link', { name: 'Messages' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/myaccount/messages');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Messages');
    expect(within(menu).getByRole('link', { name: 'Messages' })).toHaveAttribute('aria-current', 'page');
  });

  it("Log out removes the token, resets the user and the tab's drafts, ends the page cookie, then loads / afresh", async () => {
    emptyOrders();
    let endCookie: () => void = () => {};
    api.on(
      sessionRoutes.signOut,
      () => new Promise((resolve) => (endCookie = () => resolve({ is_success: true, message: 'Signed out' }))),
    );
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
    await waitFor(() => expect(api.calls(sessionRoutes.signOut)).toEqual([{}]));
    expect(load).not.toHaveBeenCalled();
    endCookie();
    await waitFor(() => expect(load).toHaveBeenCalledWith('/'));
    stop();
  });
});
