import type { HomeBannerKind } from '@storefront/shared-kernel/back-office';

/** The home page's content screen's words and paths (docs/product.md §13.8). */
export const HOME_CONTENT_PATH = '/admin/content/home';
export const BRANDS_PAGE = '/admin/catalogue/brands';
export const CATEGORIES_PAGE = '/admin/catalogue/categories';

export const SAVE_FAILED = 'The change could not be saved. Please try again.';
export const NO_ANSWER = 'No answer came: reload the page to see whether the change was made.';

/** The page's sections, in the home's order, each the target of a link at the top of the page. */
export const SECTIONS = [
  { id: 'main-banners', label: 'Main banners' },
  { id: 'tiles', label: 'Category tiles' },
  { id: 'content-banners', label: 'Content banners' },
  { id: 'rails', label: 'Product rails' },
  { id: 'brands', label: 'Shop By Brand' },
  { id: 'promo-strip', label: 'Promotional strip' },
] as const;

/** A banner kind's words: its section's id, and what its add form says. */
export const BANNER_WORDS: Readonly<Record<HomeBannerKind, { sectionId: string; one: string; where: string }>> = {
  main: { sectionId: 'main-banners', one: 'main banner', where: "the home's carousel" },
  content: { sectionId: 'content-banners', one: 'content banner', where: "the home's Highlights, with Read More" },
};

export const LINK_HINT = 'A path on this site, such as /search?category=beauty, or an http(s) address.';
