import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { resetUserInfo, setUserInfo, startUserInfo } from '@storefront/shared-kernel';
import { useLeaveOnUserChange } from './use-leave-on-user-change';

function Harness() {
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

beforeEach(() => {
  localStorage.clear();
  resetUserInfo();
});

describe('useLeaveOnUserChange', () => {
  it.each([
    // Signed out, or another account signed in, from another tab: a guarded page is left for home.
    ['/checkout?step=2', () => resetUserInfo(), '/'],
    ['/order/500003', () => startUserInfo({ userId: 2002, idCustomer: 2002 }), '/'],
    // A public page stays, whoever is signed in now.
    ['/faq', () => resetUserInfo(), '/faq'],
    ['/login', () => startUserInfo({ userId: 2002, idCustomer: 2002 }), '/login'],
  ])('at %s, when the user changes, is then at the right place', (path, change, after) => {
    setUserInfo({ userId: 1001, idCustomer: 1001 });
    at(path);
    act(() => change());
    expect(location()).toBe(after);
  });

  it('stays for a sign-in from a guest and for changes of the same user', () => {
    at('/myaccount/orders');
    act(() => setUserInfo({ userId: 1001, idCustomer: 1001 }));
    act(() => setUserInfo({ firstname: 'Dana' }));
    expect(location()).toBe('/myaccount/orders');
  });
});
