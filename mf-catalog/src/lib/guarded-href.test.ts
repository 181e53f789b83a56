import { guardedHref, productHref } from './guarded-href';

describe('guardedHref', () => {
  it.each(['/search?category=beauty', '/product?id=A', '/brands', '/cart'])(
    'sends a visitor from %s to /login',
    (href) => {
      expect(guardedHref(href, false)).toBe('/login');
      expect(guardedHref(href, true)).toBe(href);
    },
  );

  it.each(['/contactus', '/ecatalog', '/', '/searchlight'])('leaves %s open to visitors', (href) => {
    expect(guardedHref(href, false)).toBe(href);
  });

  it('keeps a slash of a SKU inside the query', () => {
    expect(productHref('TIG-1000/BL')).toBe('/product?id=TIG-1000%2FBL');
  });
});
