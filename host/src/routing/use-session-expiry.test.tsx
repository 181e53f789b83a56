import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { eventBus, resetUserInfo, setUserInfo, userStore } from '@storefront/shared-kernel';
import { watchEarlyExpiry } from './early-expiry';
import { useSessionExpiry } from './use-session-expiry';

/** The part of the App shell that matters here, without the App's BrowserRouter. */
function Harness() {
  useSessionExpiry();
  const { pathname, search } = useLocation();
  return (
    <output data-testid="location">
      {pathname}
      {search}
    </output>
  );
}

beforeEach(() => {
  localStorage.clear();
  resetUserInfo();
});

describe('useSessionExpiry', () => {
  it.each(['unauthorized', 'forbidden', 'token-expired'] as const)(
    'on session/expired (%s) in the checkout resets the user and sends them to sign in, then back',
    (reason) => {
      setUserInfo({ userId: 5, idCustomer: 5, companyNm: 'Acme', firstname: 'Dana' });
      render(
        <MemoryRouter initialEntries={['/checkout?step=2']}>
          <Harness />
        </MemoryRouter>,
      );
      expect(screen.getByTestId('location')).toHaveTextContent('/checkout?step=2');

      act(() => eventBus.publish('session/expired', { reason }));

      expect(screen.getByTestId('location')).toHaveTextContent(/^\/login\?returnTo=%2Fcheckout%3Fstep%3D2$/);
      expect(userStore.get().userId).toBe(0);
      expect(userStore.get().idCustomer).toBe(214);
    },
  );

  it.each([
    // A public page is a guest's page too: the buyer stays on it.
    ['/reset-password?token=abc123', '/reset-password?token=abc123'],
    ['/login', '/login'],
    ['/faq', '/faq'],
    // A guarded one is left for home (docs/product.md §4.4).
    ['/myaccount/orders', '/'],
    ['/search', '/'],
    ['/order/5', '/'],
  ])('on session/expired at %s resets the user, then is at %s', (path, after) => {
    setUserInfo({ userId: 5, idCustomer: 5 });
    render(
      <MemoryRouter initialEntries={[path]}>
        <Harness />
      </MemoryRouter>,
    );
    act(() => eventBus.publish('session/expired', { reason: 'unauthorized' }));
    expect(screen.getByTestId('location').textContent).toBe(after);
    expect(userStore.get().userId).toBe(0);
  });

  it('handles an expiry heard at boot, before it listened (the landing page calls before the first render)', () => {
    setUserInfo({ userId: 5, idCustomer: 5 });
    watchEarlyExpiry();
    eventBus.publish('session/expired', { reason: 'unauthorized' });
    render(
      <MemoryRouter initialEntries={['/search?keyword=rice']}>
        <Harness />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(userStore.get().userId).toBe(0);
  });

  it('handles nothing at mount when the session did not expire at boot', () => {
    setUserInfo({ userId: 5, idCustomer: 5 });
    watchEarlyExpiry();
    render(
      <MemoryRouter initialEntries={['/search?keyword=rice']}>
        <Harness />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/search?keyword=rice');
    expect(userStore.get().userId).toBe(5);
  });

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
