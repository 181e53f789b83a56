import { RAIL_SIZES, type RailName } from '../domain/home-rails';

// The home page's content as staff choose it (docs/product.md §13.8), as plain values: the contracts check
// input against them on the server, and mf-admin offers them and names its sections with them. Written once.

/** The home's two kinds of banner: the carousel's slides and the 'Highlights' with 'Read More' (§5.1). */
export const HOME_BANNER_KINDS = ['main', 'content'] as const;
export type HomeBannerKind = (typeof HOME_BANNER_KINDS)[number];

export const HOME_BANNER_KIND_LABELS: Readonly<Record<HomeBannerKind, string>> = {
  main: 'Main banners',
  content: 'Content banners',
};

/** At most this many banners of each kind: the carousel and the Highlights stay a window, not a catalogue. */
export const HOME_BANNERS_PER_KIND = 20;
export const HOME_BANNER_TITLE_MAX = 100;
export const HOME_BANNER_LINK_MAX = 500;

/** The home's product rails, in the order the page shows them, with the titles it gives them. */
export const HOME_RAILS = ['bestSeller', 'newarrival', 'featured'] as const satisfies readonly RailName[];
export const HOME_RAIL_TITLES: Readonly<Record<RailName, string>> = {
  bestSeller: 'Best Sellers',
  newarrival: 'New Arrivals',
  featured: 'Featured Products',
};

/** Each rail's rule: what it shows when no products are picked for it (the storefront's own choice). */
export const HOME_RAIL_RULES: Readonly<Record<RailName, string>> = {
  bestSeller: 'the most sold products first',
  newarrival: 'the products marked New, newest first',
  featured: 'the products marked Featured, in their position',
};

/** At most as many products may be picked for a rail as the home shows of it (RAIL_SIZES). */
export const HOME_RAIL_PICKS_MAX = RAIL_SIZES;

/** A rail or the tiles follow their rule, or the list staff picked. */
export const HOME_CHOICE_MODES = ['rule', 'picked'] as const;
export type HomeChoiceMode = (typeof HOME_CHOICE_MODES)[number];

/** At most this many category tiles may be picked. */
export const HOME_TILES_MAX = 24;

/** The promotional strip's text (§3.4): one line of plain text, at most this long; empty hides the strip. */
export const PROMO_STRIP_MAX = 200;

/** The promotional strip's two audiences: a visitor, and a signed-in buyer. */
export const PROMO_STRIP_AUDIENCES = ['visitor', 'buyer'] as const;
export type PromoStripAudience = (typeof PROMO_STRIP_AUDIENCES)[number];

export const LINK_RULE = 'Link must be a path on this site (starting with /) or an http(s) address';

/**
 * Whether a banner's link is safe to put on the home: a path on this site (`/search?category=x`, never
 * `//elsewhere`, which a browser reads as another site) or an http(s) address. Never `javascript:`, `data:`
 * or any other scheme, and nothing with spaces, backslashes or control characters in it.
 */
export function isSafeLink(link: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (link === '' || /[\s\\\u0000-\u001f\u007f]/.test(link)) return false;
  if (link.startsWith('/')) return !link.startsWith('//');
  if (!/^https?:\/\//i.test(link)) return false;
  try {
    const address = new URL(link);
    return (address.protocol === 'http:' || address.protocol === 'https:') && address.hostname !== '';
  } catch {
    return false;
  }
}
