import { drawnPathOf, VISITOR_HOME } from './visitor-landing';

const catalog = { remote: 'catalog' };
const ownNavigation = { 'sec-fetch-site': 'none' };

describe('the page drawn for a request', () => {
  it('is home for a visitor on a page only buyers see, on a navigation of the site’s own', () => {
    for (const site of ['none', 'same-origin']) {
      expect(drawnPathOf('/brands', catalog, { 'sec-fetch-site': site })).toBe(VISITOR_HOME);
    }
    expect(drawnPathOf('/myaccount/orders', { remote: 'account' }, ownNavigation)).toBe(VISITOR_HOME);
    expect(drawnPathOf('/order/A-1', { remote: 'account' }, { ...ownNavigation, cookie: 'theme=dark' })).toBe(
      VISITOR_HOME,
    );
  });

  it('is the page itself for a page visitors may open, or a path no page has', () => {
    for (const pathname of ['/', '/login', '/ecatalog', '/contactus', '/admin/orders']) {
      expect(drawnPathOf(pathname, { remote: 'catalog' }, ownNavigation)).toBe(pathname);
    }
    expect(drawnPathOf('/nowhere', null, ownNavigation)).toBe('/nowhere');
  });

  it('is the page itself whenever the request may be a buyer’s', () => {
    // A page cookie, valid or not; a link from another site (which leaves a buyer's cookie behind); a
    // browser that does not say who started the navigation.
    expect(drawnPathOf('/brands', catalog, { ...ownNavigation, cookie: 'storefront_session=old' })).toBe('/brands');
    for (const site of ['cross-site', 'same-site', undefined]) {
      expect(drawnPathOf('/brands', catalog, site ? { 'sec-fetch-site': site } : {})).toBe('/brands');
    }
  });

  it('is the page itself for the cart, favorites and checkout, where an ended session goes to sign in', () => {
    for (const pathname of ['/cart', '/favorites', '/checkout']) {
      expect(drawnPathOf(pathname, { remote: 'checkout' }, ownNavigation)).toBe(pathname);
    }
  });
});
