import { render, screen } from '@testing-library/react';
import { MemoryRouter, useRoutes } from 'react-router-dom';
import type { BundleInfo, RemoteModule } from '@storefront/shared-kernel';

const BUNDLE_INFO: BundleInfo = { packageName: '@storefront/mf-checkout', version: '0.1.0', kernelRange: '^0.1.0' };
// Stamped in by the bundler in a real build; routes.tsx reads it when it is first imported.
Object.assign(globalThis, { __BUNDLE_INFO__: BUNDLE_INFO });

const loadRoutes = async (): Promise<RemoteModule> => (await import('./routes')).default;

function RemoteRoutes({ remote }: { remote: RemoteModule }) {
  return useRoutes(remote.routes.map(({ path, Component }) => ({ path, element: <Component /> })));
}

describe('checkout routes module', () => {
  it('names itself checkout, carries its bundle info and lists /cart, /checkout and /favorites', async () => {
    const remote = await loadRoutes();
    expect(remote).toMatchObject({ name: 'checkout', ...BUNDLE_INFO });
    expect(remote.routes.map((route) => route.path)).toEqual(['/cart', '/checkout', '/favorites']);
  });

  it.each([
    ['/cart', 'My Cart'],
    ['/checkout?from=W1001', 'Checkout'],
    ['/favorites', 'Favorites'],
  ])('renders %s', async (path, heading) => {
    const remote = await loadRoutes();
    render(
      <MemoryRouter initialEntries={[path]}>
        <RemoteRoutes remote={remote} />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });
});
