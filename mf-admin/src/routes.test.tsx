import { render, screen } from '@testing-library/react';
import { MemoryRouter, useRoutes } from 'react-router-dom';
import { type BundleInfo, type RemoteModule } from '@storefront/shared-kernel';
import {
  adminCatalogueRoutes,
  adminContentRoutes,
  adminCustomerRoutes,
  adminHomeContentRoutes,
  adminOrderRoutes,
  adminServiceRoutes,
  adminStaffRoutes,
} from '@storefront/shared-kernel/back-office';
import { fakeApiForEachTest } from '@storefront/shared-kernel/testing';
import { resetSession, signInStaff } from './test-utils';

const api = fakeApiForEachTest();
/** An answer that never comes: here only the page headings matter. */
const neverAnswered = () => new Promise<never>(() => undefined);

const BUNDLE_INFO: BundleInfo = { packageName: '@storefront/mf-admin', version: '0.1.0', kernelRange: '^0.3.0' };
// Stamped in by the bundler in a real build; routes.tsx reads it when it is first imported.
Object.assign(globalThis, { __BUNDLE_INFO__: BUNDLE_INFO });

const loadRoutes = async (): Promise<RemoteModule> => (await import('./routes')).default;

function RemoteRoutes({ remote }: { remote: RemoteModule }) {
  return useRoutes(remote.routes.map(({ path, Component }) => ({ path, element: <Component /> })));
}

describe('admin routes module', () => {
  beforeEach(() => {
    signInStaff('admin');
    for (const route of [
      adminStaffRoutes.listStaff,
      adminStaffRoutes.listAudit,
      adminCustomerRoutes.listRegistrations,
      adminCustomerRoutes.listCustomers,
      adminOrderRoutes.listAdminOrders,
      adminOrderRoutes.adminOrderDetail,
      adminCatalogueRoutes.listAdminProducts,
      adminCatalogueRoutes.adminProductDetail,
      adminCatalogueRoutes.listBrands,
      adminCatalogueRoutes.listCategories,
      adminCatalogueRoutes.listFilters,
      adminHomeContentRoutes.readHomeContent,
      adminContentRoutes.listContentPages,
      adminContentRoutes.contentPageDetail,
      adminContentRoutes.listAdminEcatalogs,
      adminContentRoutes.listSubscribers,
      adminServiceRoutes.listServiceCases,
      adminServiceRoutes.serviceCaseDetail,
      adminServiceRoutes.serviceAssignees,
    ])
      api.on(route, neverAnswered);
  });
  afterEach(resetSession);

  it('names itself admin, carries its bundle info and lists the back office paths', async () => {
    const remote = await loadRoutes();
    expect(remote).toMatchObject({ name: 'admin', ...BUNDLE_INFO });
    expect(remote.routes.map((route) => route.path)).toEqual([
      '/admin',
      '/admin/login',
      '/admin/set-password',
      '/admin/registrations',
      '/admin/registrations/:id',
      '/admin/customers',
      '/admin/customers/:id',
      '/admin/staff',
      '/admin/audit',
      '/admin/orders',
      '/admin/orders/:orderNo',
      '/admin/catalogue/import',
      '/admin/catalogue',
      '/admin/catalogue/new-product',
      '/admin/catalogue/products/:sku',
      '/admin/catalogue/brands',
      '/admin/catalogue/categories',
      '/admin/catalogue/filters',
      '/admin/content/home',
      '/admin/content',
      '/admin/content/pages',
      '/admin/content/pages/:code',
      '/admin/content/ecatalogs',
      '/admin/content/newsletter',
      '/admin/service',
      '/admin/service/:caseNo',
      '/admin/*',
    ]);
  });

  it.each([
    ['/admin', 'Dashboard'],
    ['/admin/login', 'Back office sign in'],
    ['/admin/set-password?token=abc', 'Set your password'],
    ['/admin/staff', 'Staff'],
    ['/admin/audit', 'Audit log'],
    ['/admin/registrations', 'Registrations'],
    ['/admin/customers', 'Customers'],
    ['/admin/orders', 'Orders'],
    ['/admin/orders/500001', 'Order #500001'],
    ['/admin/catalogue', 'Catalogue'],
    ['/admin/catalogue/products/TIG-1006%2FBL', 'Product TIG-1006/BL'],
    ['/admin/catalogue/new-product', 'New product'],
    ['/admin/catalogue/products/new', 'Product new'],
    ['/admin/catalogue/brands', 'Brands'],
    ['/admin/catalogue/categories', 'Categories'],
    ['/admin/catalogue/filters', 'Filters'],
    ['/admin/content/home', 'Home page'],
    ['/admin/content', 'Content'],
    ['/admin/content/pages', 'Information pages'],
    ['/admin/content/pages/faq', 'Edit: FAQ'],
    ['/admin/content/ecatalogs', 'E-catalogs'],
    ['/admin/content/newsletter', 'Newsletter'],
    ['/admin/service', 'Service desk'],
    ['/admin/service/100001', 'Case #100001'],
    ['/admin/nowhere', 'Page not found'],
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
