import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { eventBus, GUEST_USER, resetUserInfo, setUserInfo, USER_STORAGE_KEY } from '@storefront/shared-kernel';
import { useLeaveOnUserChange } from './use-leave-on-user-change';
import { useSessionExpiry } from './use-session-expiry';

/** The two shell hooks that react to the user changing, together, as the shell runs them. */
function Harness() {
  useSessionExpiry();
  useLeaveOnUserChange();
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

const at = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Harness />
    </MemoryRouter>,
  );
const location = () => screen.getByTestId('location').textContent;

/** What this tab sees when another tab writes the shared user. */
const otherTabStores = (user: object) => {
  localStorage.setItem(USER_STORAGE_KEY, JSON.stringify({ user: { ...GUEST_USER, ...user } }));
  window.dispatchEvent(new StorageEvent('storage', { key: USER_STORAGE_KEY }));
};

beforeEach(() => {
  localStorage.clear();
  resetUserInfo();
  setUserInfo({ userId: 1001, idCustomer: 1001 });
});

describe('useLeaveOnUserChange', () => {
  it.each([
    // Signed out, or another account signed in, in another tab: a guarded page is left for home.
    ['/checkout?step=2', { userId: 0 }, '/'],
    ['/order/500003', { userId: 2002, idCustomer: 2002 }, '/'],
    ['/favorites', { userId: 2002, idCustomer: 2002 }, '/'],
    // The checkout follows another account itself (it starts over).
    ['/checkout?step=2', { userId: 2002, idCustomer: 2002 }, '/checkout?step=2'],
    // A public page stays, whoever is signed in now.
    ['/faq', { userId: 0 }, '/faq'],
    ['/login', { userId: 2002, idCustomer: 2002 }, '/login'],
  ])('at %s, when another tab stores %j, is then at %s', (path, user, after) => {
    at(path);
    act(() => otherTabStores(user));
    expect(location()).toBe(after);
  });

  it('leaves a session expiring in the checkout to useSessionExpiry: sign in, then come back', () => {
    at('/checkout?step=2');
    act(() => eventBus.publish('session/expired', { reason: 'unauthorized' }));
    expect(location()).toBe('/login?returnTo=%2Fcheckout%3Fstep%3D2');
  });

  it("stays for this tab's own changes of the same user", () => {
    at('/myaccount/orders');
    act(() => setUserInfo({ firstname: 'Dana' }));
    expect(location()).toBe('/myaccount/orders');
  });
});
