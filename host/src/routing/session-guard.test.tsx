import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, useLocation } from 'react-router-dom';
import { TOKEN_STORAGE_KEY, resetUserInfo, setUserInfo, storeToken, userStore } from '@storefront/shared-kernel';
import { SessionGuard } from './session-guard';

const base64Url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const makeToken = (exp: number) =>
  `${base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64Url(JSON.stringify({ sub: '5', exp }))}.signature`;
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Stands in for the page: records every path it was rendered at, so a guarded page can be shown never to render. */
const renderedAt: string[] = [];
function PageProbe() {
  const { pathname } = useLocation();
  renderedAt.push(pathname);
  return <p>page at {pathname}</p>;
}

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

const guardedTree = (path: string) => (
  <MemoryRouter initialEntries={[path]}>
    <Link to="/checkout">to checkout</Link>
    <SessionGuard>
      <PageProbe />
    </SessionGuard>
    <LocationProbe />
  </MemoryRouter>
);
const renderGuarded = (path: string) => render(guardedTree(path));

const signIn = () => setUserInfo({ userId: 5, idCustomer: 5, companyNm: 'Acme', firstname: 'Dana' });

beforeEach(() => {
  renderedAt.length = 0;
  localStorage.clear();
  resetUserInfo();
});

describe('SessionGuard', () => {
  it.each([
    ['no token', () => undefined],
    ['an expired token', () => storeToken(makeToken(nowSeconds() - 60))],
    ["the text 'null'", () => localStorage.setItem(TOKEN_STORAGE_KEY, 'null')],
    ['a garbage token', () => localStorage.setItem(TOKEN_STORAGE_KEY, 'garbage')],
    ['a token with an undecodable payload', () => localStorage.setItem(TOKEN_STORAGE_KEY, 'a.%%%.c')],
    ['a token without exp', () => localStorage.setItem(TOKEN_STORAGE_KEY, `x.${base64Url('{"sub":"5"}')}.y`)],
  ])('with %s on a guarded route: removes the token, resets the user and goes to /', (_label, arrange) => {
    signIn();
    arrange();

    renderGuarded('/myaccount/orders');

    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(userStore.get().userId).toBe(0);
    expect(userStore.get().companyNm).toBe('');
    expect(renderedAt).not.toContain('/myaccount/orders');
  });

  it.each(['/cart', '/favorites', '/checkout?from=500001'])(
    'with a session that ran out on its way into %s: sign in again and come back, as when the server ends it',
    (path) => {
      signIn();
      storeToken(makeToken(nowSeconds() - 60));
      renderGuarded(path);
      expect(screen.getByTestId('location')).toHaveTextContent(`/login?returnTo=${encodeURIComponent(path)}`);
      expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
      expect(userStore.get().userId).toBe(0);
      expect(renderedAt).not.toContain(path.split('?')[0]);
    },
  );

  it.each(['/checkout', '/myaccount/orders', '/order/1', '/search', '/favorites'])(
    'redirects %s without a token',
    (path) => {
      renderGuarded(path);
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
      expect(renderedAt).not.toContain(path);
    },
  );

  it('renders a guarded page with a valid token and leaves the session alone', () => {
    signIn();
    const token = makeToken(nowSeconds() + 3600);
    storeToken(token);

    renderGuarded('/cart');

    expect(screen.getByText('page at /cart')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/cart');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(token);
    expect(userStore.get().userId).toBe(5);
  });

  it.each([
    '/',
    '/login',
    '/register',
    '/forgot-password',
    '/reset-password',
    '/ecatalog',
    '/e-catalog',
    '/faq',
    '/nope',
  ])('renders the public route %s without a token', (path) => {
    renderGuarded(path);
    expect(screen.getByText(`page at ${path}`)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(path);
  });

  it('does not touch the user on a public route without a token', () => {
    signIn();
    renderGuarded('/login');
    expect(userStore.get().userId).toBe(5);
  });

  it('checks again on a route change from a public to a guarded route', async () => {
    signIn();
    storeToken(makeToken(nowSeconds() - 1));
    renderGuarded('/');
    expect(screen.getByText('page at /')).toBeInTheDocument();
    expect(userStore.get().userId).toBe(5);

    await userEvent.click(screen.getByRole('link', { name: 'to checkout' }));

    // Its session ran out on the way to checkout: sign in again and come back.
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/login\?returnTo=%2Fcheckout$/);
    expect(renderedAt).not.toContain('/checkout');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(userStore.get().userId).toBe(0);
  });

  it('lets a token that expires later through until it has expired', () => {
    jest.useFakeTimers({ now: new Date('2025-01-01T00:00:00Z') });
    try {
      storeToken(makeToken(Math.floor(Date.parse('2025-01-01T00:10:00Z') / 1000)));
      const { unmount } = renderGuarded('/cart');
      expect(screen.getByText('page at /cart')).toBeInTheDocument();
      unmount();

      jest.setSystemTime(new Date('2025-01-01T00:10:01Z'));
      renderGuarded('/cart');
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/login\?returnTo=%2Fcart$/);
    } finally {
      jest.useRealTimers();
    }
  });

  it('leaves a page whose token goes away while it is open to the session-expiry handling', () => {
    signIn();
    storeToken(makeToken(nowSeconds() + 3600));
    const view = renderGuarded('/checkout');
    expect(screen.getByText('page at /checkout')).toBeInTheDocument();

    // The API client removed the refused token; the page re-renders before any navigation.
    localStorage.removeItem(TOKEN_STORAGE_KEY);
    view.rerender(guardedTree('/checkout'));

    expect(screen.getByTestId('location')).toHaveTextContent('/checkout');
    expect(screen.getByText('page at /checkout')).toBeInTheDocument();
  });
});
