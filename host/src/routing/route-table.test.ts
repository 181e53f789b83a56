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
  ] as const)('%s is owned by %s', (pathname, owner) => {
    expect(ownerOf(pathname)).toBe(owner);
  });

  it.each(['/nope', '/cart/extra', '/order', '/order/1/lines', '/myaccount/orders/7', '/searching'])(
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

  it.each(['/nope', '/cart/extra', '/order'])(
    'the unknown path %s is public (it shows the not-found page)',
    (pathname) => {
      expect(isPublicRoute(pathname)).toBe(true);
    },
  );
});
