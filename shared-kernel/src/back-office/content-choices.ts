// The content pages' fixed lists and limits (docs/product.md §13.7), as plain values: the contracts check input
// against them on the server, and mf-admin offers and states them. Written once.

/**
 * The storefront's information pages (docs/product.md §9.3): their content page code, the address that shows
 * each, and the title shown when the page has none. Only these can be edited.
 */
export const CONTENT_PAGES = [
  { code: 'about', path: '/aboutus', title: 'About Us' },
  { code: 'accessibility', path: '/accessibility', title: 'Accessibility' },
  { code: 'faq', path: '/faq', title: 'FAQ' },
  { code: '01', path: '/terms', title: 'Terms of Service' },
  { code: '46', path: '/privacy-policy', title: 'Privacy Policy' },
  { code: '42', path: '/shipping-policy', title: 'Shipping Policy' },
  { code: '02', path: '/contactus', title: 'Contact Us' },
] as const;
export type ContentPageCode = (typeof CONTENT_PAGES)[number]['code'];
export const CONTENT_PAGE_CODES = CONTENT_PAGES.map((page) => page.code) as [ContentPageCode, ...ContentPageCode[]];

/** A page's HTML and title at most (characters). */
export const CONTENT_PAGE_LIMITS = { titleLength: 120, htmlLength: 100_000 } as const;

/** An e-catalog's PDF at most (50 MB), its cover picture at most (10 MB, as every picture of the back office). */
export const ECATALOG_LIMITS = {
  pdfBytes: 50 * 1024 * 1024,
  coverBytes: 10 * 1024 * 1024,
  titleLength: 100,
} as const;
