import { render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation, useRoutes } from 'react-router-dom';
import {
  KERNEL_VERSION,
  resetUserInfo,
  satisfiesCaret,
  setUserInfo,
  type BundleInfo,
  type RemoteModule,
} from '@storefront/shared-kernel';
import { makeDetail } from './test/fixtures';
import { mockApi } from './test/mock-api';

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

beforeEach(() => {
  jest.restoreAllMocks();
  resetUserInfo();
  setUserInfo({ userId: 3, idCustomer: 3 });
  // Each page asks the API; the answers only need to be there, empty lists are fine.
  mockApi({
    'GET /system/get-brands': { is_success: true, brandList: [] },
    'GET /system/get-e-catalog-files': { is_success: true, eCatalogList: [] },
    'GET /system/get-menu': { is_success: true, menuList: [] },
    'GET /system/get-filter-menu': { is_success: true, filterList: [] },
    'GET /system/get-code': { is_success: true, codeList: [] },
    'GET /product/get': { is_success: true, total: 0, currPage: 1, perPage: 24, productList: [] },
    'GET /product/get-detail': {
      is_success: true,
      product: makeDetail({ idStyle: 'RC-10', webTitle: 'Rice Cooker RC-10' }),
    },
    'GET /product/get-images': { is_success: true, images: [] },
    'GET /product/get-specifications': { is_success: true, specifications: [] },
    'GET /product/get-related': { is_success: true, productList: [] },
    'GET /product/get-cross': { is_success: true, productList: [] },
    'GET /favorites/get': { is_success: true, favorites: [] },
  });
});

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
    ['/product?id=RC-10', 'Rice Cooker RC-10'],
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
