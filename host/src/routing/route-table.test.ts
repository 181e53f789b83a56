import { isPublicRoute, ownerOf } from './route-table';

describe('ownerOf', () => {
  it.each([
    ['/', 'catalog'],
    ['/search', 'catalog'],
    ['/product', 'catalog'],
    ['/brands', 'catalog'],
    ['/ecatalog', 'catalog'],
    ['/e-catalog', 'catalog'],
    ['/cart', 'checkout'],
    ['/checkout', 'checkout'],
    ['/favorites', 'checkout'],
    ['/login', 'account'],
    ['/register', 'account'],
    ['/forgot-password', 'account'],
    ['/reset-password', 'account'],
    ['/myaccount', 'account'],
    ['/myaccount/orders', 'account'],
    ['/myaccount/password', 'account'],
    ['/order/123', 'account'],
    ['/contactus', 'account'],
    ['/aboutus', 'account'],
    ['/accessibility', 'account'],
    ['/faq', 'account'],
    ['/terms', 'account'],
    ['/privacy-policy', 'account'],
    ['/shipping-policy', 'account'],
    // My Account owns its subtree: a message's page, and any other path there (which opens the orders).
    ['/myaccount/messages/100001', 'account'],
    ['/myaccount/orders/7', 'account'],
    // The back office owns its whole subtree, pages of later parts included.
    ['/admin', 'admin'],
    ['/admin/login', 'admin'],
    ['/admin/staff', 'admin'],
    ['/admin/orders/500001', 'admin'],
  ] as const)('%s is owned by %s', (pathname, owner) => {
    expect(ownerOf(pathname)).toBe(owner);
  });

  it.each(['/nope', '/cart/extra', '/order', '/order/1/lines', '/myaccounts', '/searching'])(
    '%s is owned by no remote',
    (pathname) => {
      expect(ownerOf(pathname)).toBeNull();
    },
  );
});

describe('isPublicRoute', () => {
  it.each([
    '/',
    '/login',
    '/register',
    '/forgot-password',
    '/reset-password',
    '/ecatalog',
    '/e-catalog',
    '/aboutus',
    '/accessibility',
    '/faq',
    '/terms',
    '/privacy-policy',
    '/shipping-policy',
  ])('%s is public', (pathname) => {
    expect(isPublicRoute(pathname)).toBe(true);
  });

  it.each([
    '/search',
    '/product',
    '/brands',
    '/cart',
    '/checkout',
    '/favorites',
    '/myaccount',
    '/myaccount/x',
    '/myaccount/orders',
    '/order/1',
  ])('%s is guarded', (pathname) => {
    expect(isPublicRoute(pathname)).toBe(false);
  });

  // The buyer's guard leaves the back office alone: the staff frame's guard asks for a staff session.
  it.each(['/admin', '/admin/login', '/admin/staff'])("%s is open as far as the buyer's session goes", (pathname) => {
    expect(isPublicRoute(pathname)).toBe(true);
  });

  it.each(['/nope', '/cart/extra', '/order'])(
    'the unknown path %s is public (it shows the not-found page)',
    (pathname) => {
      expect(isPublicRoute(pathname)).toBe(true);
    },
  );
});
