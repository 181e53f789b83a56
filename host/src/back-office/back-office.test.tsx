import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  cartRoutes,
  clearStoredToken,
  endStaffSession,
  getQueryClient,
  getStoredToken,
  resetUserInfo,
  setUserInfo,
  staffSessionStore,
  storeToken,
  type RemoteName,
  type StaffRole,
} from '@storefront/shared-kernel';
import { fakeApiForEachTest } from '@storefront/shared-kernel/testing';
import { App } from '../app';

jest.mock('../federation/remote-area', () => ({
  RemoteArea: ({ name }: { name: RemoteName }) => <div data-testid="remote-area">{name}</div>,
}));

const api = fakeApiForEachTest();
// jsdom has no scrolling: the shell scrolls to the top on each navigation (use-scroll-top-on-navigation).
let scrollTo: jest.SpyInstance;
beforeEach(() => {
  scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => scrollTo.mockRestore());
const HOUR = 3600;
const nowSeconds = () => Math.floor(Date.now() / 1000);

const base64url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const buyerToken = () => `${base64url({ alg: 'HS256' })}.${base64url({ sub: '1001', exp: nowSeconds() + HOUR })}.sig`;

function signInBuyer(): string {
  const token = buyerToken();
  storeToken(token);
  setUserInfo({ userId: 1001, idCustomer: 1001, companyNm: 'Reyes Home & Kitchen Supply', token });
  // The header's cart follows a signed-in buyer on every page; its answer does not matter here.
  api.on(cartRoutes.getCart, () => new Promise<never>(() => undefined));
  return token;
}

function signInStaff(role: StaffRole = 'admin', tokenExp = nowSeconds() + HOUR): void {
  staffSessionStore.set({
    token: 'staff.token',
    tokenExp,
    staff: { id: 1, email: 'admin@demo.storefront', name: 'Alex Morgan', role },
  });
}

/** The app at `path`, once the staff frame's own chunk (loaded on a back-office page only) has come. */
const openAt = async (path: string) => {
  window.history.replaceState(null, '', path);
  const view = render(<App />);
  await act(async () => {
    await import('./back-office');
  });
  return view;
};

const address = () => `${window.location.pathname}${window.location.search}`;
const menuLinks = () =>
  within(screen.getByRole('navigation', { name: 'Back office' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

afterEach(() => {
  staffSessionStore.set(null);
  clearStoredToken();
  resetUserInfo();
  getQueryClient().clear();
  localStorage.clear();
});

describe('the staff frame', () => {
  it("draws the back office instead of the buyer's header, menu bar, promo strip and footer", async () => {
    await openAt('/admin/login');
    expect(within(screen.getByRole('banner')).getByText('Back office')).toBeInTheDocument();
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Categories' })).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toContainElement(screen.getByTestId('remote-area'));
    expect(screen.getByTestId('remote-area')).toHaveTextContent('admin');
  });

  it("opens sign-in and set-password to a visitor with no session of either kind, without a member's menu", async () => {
    for (const path of ['/admin/login', '/admin/set-password?token=abc']) {
      const { unmount } = await openAt(path);
      expect(address()).toBe(path);
      expect(screen.getByTestId('remote-area')).toHaveTextContent('admin');
      expect(screen.queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
      expect(screen.queryByRole('navigation', { name: 'Back office' })).not.toBeInTheDocument();
      unmount();
    }
  });

  it("shows the member's name and role, Sign out, and every area of an admin, the current one marked", async () => {
    signInStaff('admin');
    await openAt('/admin/staff');
    const banner = screen.getByRole('banner');
    expect(banner).toHaveTextContent('Alex Morgan');
    expect(banner).toHaveTextContent('Admin');
    expect(within(banner).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(menuLinks()).toEqual([
      'Dashboard',
      'Registrations',
      'Customers',
      'Orders',
      'Catalogue',
      'Content',
      'Service desk',
      'Staff',
      'Audit log',
    ]);
    expect(screen.getByRole('link', { name: 'Staff' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Audit log' })).toHaveAttribute('href', '/admin/audit');
    expect(screen.getByTestId('remote-area')).toHaveTextContent('admin');
  });

  it.each([
    ['rep', 'Sales rep', ['Dashboard', 'Registrations', 'Customers', 'Orders', 'Service desk']],
    ['catalog', 'Catalogue', ['Dashboard', 'Catalogue', 'Content']],
  ] as const)('shows a %s only the areas its role may use', async (role, label, areas) => {
    signInStaff(role);
    await openAt('/admin');
    expect(screen.getByRole('banner')).toHaveTextContent(label);
    expect(menuLinks()).toEqual(areas);
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('the staff guard', () => {
  it.each(['/admin', '/admin/staff', '/admin/audit?kind=order', '/admin/orders/500001'])(
    'sends a visitor from %s to the back office sign-in, to come back after it',
    async (path) => {
      await openAt(path);
      expect(address()).toBe(`/admin/login?return=${encodeURIComponent(path)}`);
      expect(screen.getByTestId('remote-area')).toHaveTextContent('admin');
    },
  );

  it("takes no buyer's session for a staff one, and leaves the buyer signed in", async () => {
    const token = signInBuyer();
    await openAt('/admin/staff');
    expect(address()).toBe('/admin/login?return=%2Fadmin%2Fstaff');
    expect(getStoredToken()).toBe(token);
  });

  it('ends a stored staff session whose time ran out, and asks to sign in again', async () => {
    signInStaff('admin', nowSeconds() - 1);
    await openAt('/admin/staff');
    expect(address()).toBe('/admin/login?return=%2Fadmin%2Fstaff');
    expect(staffSessionStore.get()).toBeNull();
  });

  it('Sign out ends the staff session and goes to the sign-in page; a buyer signed in stays signed in', async () => {
    const token = signInBuyer();
    signInStaff('admin');
    await openAt('/admin/audit');
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(address()).toBe('/admin/login');
    expect(staffSessionStore.get()).toBeNull();
    expect(localStorage.getItem('staff-session')).toBeNull();
    expect(getStoredToken()).toBe(token);
    expect(screen.queryByRole('navigation', { name: 'Back office' })).not.toBeInTheDocument();
  });

  it('Sign out from a page open to anyone (set-password) goes to the sign-in page too', async () => {
    signInStaff('admin');
    await openAt('/admin/set-password?token=abc');
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(address()).toBe('/admin/login');
    expect(staffSessionStore.get()).toBeNull();
  });

  it('leaves a page for the sign-in, and comes back after it, when the API ends the session (staff/signed-out, expired)', async () => {
    signInStaff('admin');
    await openAt('/admin/audit?kind=order');
    expect(screen.getByTestId('remote-area')).toBeInTheDocument();
    act(() => endStaffSession('expired'));
    expect(address()).toBe('/admin/login?return=%2Fadmin%2Faudit%3Fkind%3Dorder');
  });

  it("drops the back office's answers when the member signs out, and keeps the buyer's", async () => {
    signInStaff('admin');
    const client = getQueryClient();
    client.setQueryData(['/admin/staff/list', {}], { is_success: true, staff: [] });
    client.setQueryData(['/system/brands', {}], { is_success: true, brandList: [] });
    await openAt('/admin/staff');
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(client.getQueryData(['/admin/staff/list', {}])).toBeUndefined());
    expect(client.getQueryData(['/system/brands', {}])).toEqual({ is_success: true, brandList: [] });
  });
});
