// The back office remote's public API: its routes and what it was built against. The host gives it every
// path under /admin (shared-kernel/src/domain/route-owners.ts) and draws the staff frame and guard around
// it (host/src/back-office/); a new page is one route here. Page chunks are named `page-<path>` with '-' for
// '/', so the server can preload the dashboard's when /admin is the landing page.
import { lazyPage, type RemoteModule } from '@storefront/shared-kernel';

const remote: RemoteModule = {
  ...__BUNDLE_INFO__,
  name: 'admin',
  routes: [
    {
      path: '/admin',
      ...lazyPage(() => import(/* webpackChunkName: "page-admin" */ './features/dashboard/dashboard-page')),
    },
    {
      path: '/admin/login',
      ...lazyPage(() => import(/* webpackChunkName: "page-admin-login" */ './features/sign-in/sign-in-page')),
    },
    {
      path: '/admin/set-password',
      ...lazyPage(
        () => import(/* webpackChunkName: "page-admin-set-password" */ './features/set-password/set-password-page'),
      ),
    },
    {
      path: '/admin/registrations',
      ...lazyPage(
        () => import(/* webpackChunkName: "page-admin-registrations" */ './features/registrations/registrations-page'),
      ),
    },
    {
      path: '/admin/registrations/:id',
      ...lazyPage(
        () =>
          import(
            /* webpackChunkName: "page-admin-registrations-registration" */ './features/registrations/registration-page'
          ),
      ),
    },
    {
      path: '/admin/customers',
      ...lazyPage(() => import(/* webpackChunkName: "page-admin-customers" */ './features/customers/customers-page')),
    },
    {
      path: '/admin/customers/:id',
      ...lazyPage(
        () => import(/* webpackChunkName: "page-admin-customers-customer" */ './features/customers/customer-page'),
      ),
    },
    {
      path: '/admin/staff',
      ...lazyPage(() => import(/* webpackChunkName: "page-admin-staff" */ './features/staff/staff-page')),
    },
    {
      path: '/admin/audit',
      ...lazyPage(() => import(/* webpackChunkName: "page-admin-audit" */ './features/audit/audit-page')),
    },
    {
      path: '/admin/orders',
      ...lazyPage(() => import(/* webpackChunkName: "page-admin-orders" */ './features/orders/orders-page')),
    },
    {
      path: '/admin/orders/:orderNo',
      ...lazyPage(() => import(/* webpackChunkName: "page-admin-orders-order" */ './features/orders/order-page')),
    },
    {
      path: '/admin/catalogue/import',
      ...lazyPage(
        () => import(/* webpackChunkName: "page-admin-catalogue-import" */ './features/catalogue-import/import-page'),
      ),
    },
    {
      path: '/admin/catalogue',
      ...lazyPage(() => import(/* webpackChunkName: "page-admin-catalogue" */ './features/catalogue/catalogue-page')),
    },
    {
      // Not under products/: a product may have any SKU, 'new' included.
      path: '/admin/catalogue/new-product',
      ...lazyPage(
        () =>
          import(/* webpackChunkName: "page-admin-catalogue-products-product" */ './features/catalogue/product-page'),
      ),
    },
    {
      // A SKU may hold '/' and spaces: a product's address carries it encoded, as one part (catalogue-words.ts).
      path: '/admin/catalogue/products/:sku',
      ...lazyPage(
        () =>
          import(/* webpackChunkName: "page-admin-catalogue-products-product" */ './features/catalogue/product-page'),
      ),
    },
    {
      path: '/admin/catalogue/brands',
      ...lazyPage(
        () => import(/* webpackChunkName: "page-admin-catalogue-brands" */ './features/catalogue/brands-page'),
      ),
    },
    {
      path: '/admin/catalogue/categories',
      ...lazyPage(
        () => import(/* webpackChunkName: "page-admin-catalogue-categories" */ './features/catalogue/categories-page'),
      ),
    },
    {
      path: '/admin/catalogue/filters',
      ...lazyPage(
        () => import(/* webpackChunkName: "page-admin-catalogue-filters" */ './features/catalogue/filters-page'),
      ),
    },
    {
      path: '/admin/content/home',
      ...lazyPage(
        () => import(/* webpackChunkName: "page-admin-content-home" */ './features/home-content/home-content-page'),
      ),
    },
    {
      path: '/admin/content',
      ...lazyPage(() => import(/* webpackChunkName: "page-admin-content" */ './features/content/content-landing-page')),
    },
    {
      path: '/admin/content/pages',
      ...lazyPage(() => import(/* webpackChunkName: "page-admin-content-pages" */ './features/content/pages-page')),
    },
    {
      path: '/admin/content/pages/:code',
      ...lazyPage(
        () => import(/* webpackChunkName: "page-admin-content-pages-page" */ './features/content/page-editor-page'),
      ),
    },
    {
      path: '/admin/content/ecatalogs',
      ...lazyPage(
        () => import(/* webpackChunkName: "page-admin-content-ecatalogs" */ './features/content/ecatalogs-page'),
      ),
    },
    {
      path: '/admin/content/newsletter',
      ...lazyPage(
        () => import(/* webpackChunkName: "page-admin-content-newsletter" */ './features/content/newsletter-page'),
      ),
    },
    {
      path: '/admin/service',
      ...lazyPage(() => import(/* webpackChunkName: "page-admin-service" */ './features/service/service-page')),
    },
    {
      path: '/admin/service/:caseNo',
      ...lazyPage(() => import(/* webpackChunkName: "page-admin-service-case" */ './features/service/case-page')),
    },
    // Any other path under /admin: the back office's own not-found page, inside the staff frame.
    { path: '/admin/*', ...lazyPage(() => import('./features/not-found/not-found-page')) },
  ],
};

export default remote;
