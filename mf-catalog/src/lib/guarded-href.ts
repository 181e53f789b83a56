/** Paths a visitor may not open: the session guard would send them home, the product sends them to sign in. */
const BUYER_ONLY = /^\/(search|product|brands|cart|checkout|favorites|myaccount)(?=$|[/?#])/;

/**
 * docs/product.md §5.1: a visitor's clicks on products, categories and brands lead to /login. Links that
 * are open to everyone (content pages, e-catalogs, contact) stay as they are.
 */
export function guardedHref(href: string, isLoggedIn: boolean): string {
  if (isLoggedIn) return href;
  return BUYER_ONLY.test(href) ? '/login' : href;
}

export const productHref = (idStyle: string): string => `/product?id=${encodeURIComponent(idStyle)}`;

export const categoryHref = (slug: string): string => `/search?category=${encodeURIComponent(slug)}`;
