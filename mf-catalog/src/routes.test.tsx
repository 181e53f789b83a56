import { render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation, useRoutes } from 'react-router-dom';
import {
  favoritesRoutes,
  KERNEL_VERSION,
  productRoutes,
  resetUserInfo,
  satisfiesCaret,
  setUserInfo,
  systemRoutes,
  type BundleInfo,
  type RemoteModule,
} from '@storefront/shared-kernel';
import { fakeApiForEachTest } from '@storefront/shared-kernel/testing';
import packageJson from '../package.json';
import { makeDetail } from './test/fixtures';

// As the bundler stamps it: the kernel range is the one the package depends on.
const BUNDLE_INFO: BundleInfo = {
  packageName: '@storefront/mf-catalog',
  version: '0.1.0',
  kernelRange: packageJson.dependencies['@storefront/shared-kernel'],
};
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

const api = fakeApiForEachTest();

beforeEach(() => {
  resetUserInfo();
  setUserInfo({ userId: 3, idCustomer: 3 });
  // Each page asks the API; the answers only need to be there, empty lists are fine.
  api
    .on(systemRoutes.getBrands, { is_success: true, brandList: [] })
    .on(systemRoutes.getECatalogFiles, { is_success: true, eCatalogList: [] })
    .on(systemRoutes.getMenu, { is_success: true, menuList: [] })
    .on(systemRoutes.getFilterMenu, { is_success: true, filterList: [] })
    .on(systemRoutes.getCode, { is_success: true, codeList: [] })
    .on(productRoutes.getProducts, { is_success: true, total: 0, currPage: 1, perPage: 24, productList: [] })
    .on(productRoutes.getProductDetail, {
      is_success: true,
      product: makeDetail({ idStyle: 'RC-10', webTitle: 'Rice Cooker RC-10' }),
    })
    .on(productRoutes.getProductImages, { is_success: true, images: [] })
    .on(productRoutes.getSpecifications, { is_success: true, specifications: [] })
    .on(productRoutes.getRelatedProducts, { is_success: true, productList: [] })
    .on(productRoutes.getCrossProducts, { is_success: true, productList: [] })
    .on(favoritesRoutes.getFavorites, { is_success: true, favorites: [] });
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
