import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useRoutes } from 'react-router-dom';
import {
  cartRoutes,
  clearStoredToken,
  favoritesRoutes,
  orderRoutes,
  resetUserInfo,
  setUserInfo,
  storeToken,
  type BundleInfo,
  type RemoteModule,
} from '@storefront/shared-kernel';
import { fakeApiForEachTest } from '@storefront/shared-kernel/testing';

const BUNDLE_INFO: BundleInfo = { packageName: '@storefront/mf-checkout', version: '0.1.0', kernelRange: '^0.1.0' };
// Stamped in by the bundler in a real build; routes.tsx reads it when it is first imported.
Object.assign(globalThis, { __BUNDLE_INFO__: BUNDLE_INFO });

const loadRoutes = async (): Promise<RemoteModule> => (await import('./routes')).default;

function RemoteRoutes({ remote }: { remote: RemoteModule }) {
  return useRoutes([
    ...remote.routes.map(({ path, Component }) => ({ path, element: <Component /> })),
    { path: '/', element: <p>Home</p> },
  ]);
}

const renderAt = async (path: string) => {
  const remote = await loadRoutes();
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="*" element={<RemoteRoutes remote={remote} />} />
      </Routes>
    </MemoryRouter>,
  );
};

const api = fakeApiForEachTest();

beforeEach(() => {
  api
    .on(cartRoutes.getCart, { is_success: true, cart: { cartList: [], totalQty: 0, subTotal: 0 } })
    .on(favoritesRoutes.getFavorites, { is_success: true, favorites: [] })
    .on(orderRoutes.getOrderItems, []);
  act(() => setUserInfo({ userId: 9, idCustomer: 9 }));
  storeToken('a.token.value');
});
afterEach(() => {
  clearStoredToken();
  act(() => resetUserInfo());
});

describe('checkout routes module', () => {
  it('names itself checkout, carries its bundle info and lists /cart, /checkout and /favorites', async () => {
    const remote = await loadRoutes();
    expect(remote).toMatchObject({ name: 'checkout', ...BUNDLE_INFO });
    expect(remote.routes.map((route) => route.path)).toEqual(['/cart', '/checkout', '/favorites']);
  });

  it.each([
    ['/cart', 'My Cart'],
    ['/checkout?from=500001', 'Checkout'],
    ['/favorites', 'Favorites'],
  ])('renders %s', async (path, heading) => {
    await renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('sends a visitor without a stored token from /checkout to /', async () => {
    clearStoredToken();
    await renderAt('/checkout');
    expect(await screen.findByText('Home')).toBeInTheDocument();
  });
});
