import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { eventBus, resetUserInfo, setUserInfo, userStore } from '@storefront/shared-kernel';
import { useSessionExpiry } from './use-session-expiry';

/** The part of the App shell that matters here, without the App's BrowserRouter. */
function Harness() {
  useSessionExpiry();
  const { pathname } = useLocation();
  return <output data-testid="location">{pathname}</output>;
}

beforeEach(() => {
  localStorage.clear();
  resetUserInfo();
});

describe('useSessionExpiry', () => {
  it.each(['unauthorized', 'forbidden', 'token-expired'] as const)(
    'on session/expired (%s) resets the user and goes to /',
    (reason) => {
      setUserInfo({ userId: 5, idCustomer: 5, companyNm: 'Acme', firstname: 'Dana' });
      render(
        <MemoryRouter initialEntries={['/myaccount/orders']}>
          <Harness />
        </MemoryRouter>,
      );
      expect(screen.getByTestId('location')).toHaveTextContent('/myaccount/orders');

      act(() => eventBus.publish('session/expired', { reason }));

      expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
      expect(userStore.get().userId).toBe(0);
      expect(userStore.get().idCustomer).toBe(214);
    },
  );

  it('ignores other events', () => {
    setUserInfo({ userId: 5, idCustomer: 5 });
    render(
      <MemoryRouter initialEntries={['/cart']}>
        <Harness />
      </MemoryRouter>,
    );
    act(() => eventBus.publish('cart/changed', { count: 0, total: 0 }));
    expect(screen.getByTestId('location')).toHaveTextContent('/cart');
    expect(userStore.get().userId).toBe(5);
  });

  it('stops listening once unmounted', () => {
    const { unmount } = render(
      <MemoryRouter initialEntries={['/cart']}>
        <Harness />
      </MemoryRouter>,
    );
    unmount();
    setUserInfo({ userId: 5, idCustomer: 5 });
    act(() => eventBus.publish('session/expired', { reason: 'unauthorized' }));
    expect(userStore.get().userId).toBe(5);
  });
});
