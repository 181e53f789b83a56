import { render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation, useRoutes } from 'react-router-dom';
import { KERNEL_VERSION, satisfiesCaret, type BundleInfo, type RemoteModule } from '@storefront/shared-kernel';

const BUNDLE_INFO: BundleInfo = { packageName: '@storefront/mf-catalog', version: '0.1.0', kernelRange: '^0.1.0' };
// Stamped in by the bundler in a real build; routes.tsx reads it when it is first imported.
Object.assign(globalThis, { __BUNDLE_INFO__: BUNDLE_INFO });

const loadRoutes = async (): Promise<RemoteModule> => (await import('./routes')).default;

function RemoteRoutes({ remote }: { remote: RemoteModule }) {
  const element = useRoutes(remote.routes.map(({ path, Component }) => ({ path, element: <Component /> })));
  const { pathname } = useLocation();
  return (
    <>
      {element}
      <output data-testid="location">{pathname}</output>
    </>
  );
}

const renderAt = async (path: string) => {
  const remote = await loadRoutes();
  render(
    <MemoryRouter initialEntries={[path]}>
      <RemoteRoutes remote={remote} />
    </MemoryRouter>,
  );
};

describe('catalog routes module', () => {
  it('names itself catalog and carries its bundle info', async () => {
    const remote = await loadRoutes();
    expect(remote).toMatchObject({ name: 'catalog', ...BUNDLE_INFO });
    expect(satisfiesCaret(remote.kernelRange, KERNEL_VERSION)).toBe(true);
  });

  it('lists the paths the catalog owns', async () => {
    const remote = await loadRoutes();
    expect(remote.routes.map((route) => route.path)).toEqual([
      '/',
      '/search',
      '/product',
      '/brands',
      '/ecatalog',
      '/e-catalog',
    ]);
  });

  it.each([
    ['/brands', 'Shop by Brand'],
    ['/ecatalog', 'E-Catalogs'],
    ['/search?category=kitchen-dining', 'Kitchen Dining'],
    ['/product?id=RC-10', 'Product RC-10'],
  ])('renders %s', async (path, heading) => {
    await renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('redirects /e-catalog to /ecatalog', async () => {
    await renderAt('/e-catalog');
    expect(await screen.findByRole('heading', { level: 1, name: 'E-Catalogs' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/ecatalog$/);
  });
});
