import { z } from 'zod';
import { MOVE_DIRECTIONS } from '../back-office/catalogue-choices';
import {
  HOME_BANNER_KINDS,
  HOME_BANNER_LINK_MAX,
  HOME_BANNER_TITLE_MAX,
  HOME_CHOICE_MODES,
  HOME_RAIL_PICKS_MAX,
  HOME_RAIL_TITLES,
  HOME_RAILS,
  HOME_TILES_MAX,
  isSafeLink,
  LINK_RULE,
  PROMO_STRIP_MAX,
} from '../back-office/home-content-choices';
import { ID_STYLE_MAX_LENGTH } from '../domain/constants';
import { adminHomeContentRoutes } from './admin-home-content.routes';
import { booleanFromText, choiceOf, defineCall, intParam, listOf, oneLineText, requiredText, textOf } from './common';

/**
 * The home page's content (docs/product.md §13.8), for admins and the catalogue role (the `content` area):
 * its banners, category tiles, promotional strip and product rails. Every call answers the whole of it, as
 * the page shows it; every change is audited and shows to buyers on their next load.
 */

export * from '../back-office/home-content-choices';

const ok = z.object({ is_success: z.literal(true) });
const idParam = (label: string) => intParam((n) => n.positive(), `${label} is required`);

export const homeBannerRowSchema = z.object({
  id: z.number().int(),
  kind: z.enum(HOME_BANNER_KINDS),
  title: z.string(),
  /** Where the banner leads: a path on the site or an http(s) address. */
  link: z.string(),
  /** The picture (`/uploads/...`). */
  picture: z.string(),
  /** Its thumbnail; '' for a picture stored before thumbnails were made (the picture itself serves). */
  thumbnail: z.string(),
  /** Shown on the home; a hidden banner stays here to be shown again. */
  isShown: z.boolean(),
  sort: z.number().int(),
});
export type HomeBannerRow = z.infer<typeof homeBannerRowSchema>;

export const homeTileCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Its names from the top, 'Kitchen > Cookware'. */
  path: z.string(),
  level: z.number().int(),
  /** The tile picture (edited on the catalogue's Categories page); '' for none. */
  tile: z.string(),
});
export type HomeTileCategory = z.infer<typeof homeTileCategorySchema>;

export const homeRailProductSchema = z.object({
  sku: z.string(),
  title: z.string(),
  thumbnail: z.string(),
  /** Shown to buyers: active, with a picture. A pick that is not is left out of the rail until it is. */
  isListed: z.boolean(),
});
export type HomeRailProduct = z.infer<typeof homeRailProductSchema>;

export const homeRailSchema = z.object({
  rail: z.enum(HOME_RAILS),
  mode: z.enum(HOME_CHOICE_MODES),
  /** The products picked, in order (kept while the rule is chosen, to be chosen again). */
  picks: z.array(homeRailProductSchema),
  /** What the rail shows buyers now. */
  showing: z.array(homeRailProductSchema),
});
export type HomeRail = z.infer<typeof homeRailSchema>;

export const homeContentSchema = z.object({
  banners: z.object({ main: z.array(homeBannerRowSchema), content: z.array(homeBannerRowSchema) }),
  tiles: z.object({
    mode: z.enum(HOME_CHOICE_MODES),
    /** The categories picked, in order (kept while the rule is chosen). */
    picked: z.array(z.number().int()),
    /** The categories whose tiles the home shows now, in order. */
    shown: z.array(z.number().int()),
    /** Every category, the tree flat (parents first, siblings in order): what can be picked. */
    categories: z.array(homeTileCategorySchema),
  }),
  promoStrip: z.object({
    /** What the strip says to a visitor and to a signed-in buyer; '' hides it. */
    visitor: z.string(),
    buyer: z.string(),
    /** The storefront's own wording, which the strip says until staff change it. */
    standard: z.object({ visitor: z.string(), buyer: z.string() }),
  }),
  rails: z.array(homeRailSchema),
  /** The brands in the order the home's Shop By Brand shows them (the catalogue's Brands page sets it). */
  brands: z.array(z.object({ id: z.number().int(), name: z.string(), logo: z.string() })),
});
export type HomeContent = z.infer<typeof homeContentSchema>;

const homeContentAnswer = ok.extend({ content: homeContentSchema });

const bannerTitle = requiredText('Title', HOME_BANNER_TITLE_MAX);
// A blank link is told once, as required.
const bannerLink = requiredText('Link', HOME_BANNER_LINK_MAX).refine(
  (link) => link === '' || isSafeLink(link),
  LINK_RULE,
);

export const readHomeContentCall = defineCall({
  ...adminHomeContentRoutes.readHomeContent,
  summary: "The home page's content: banners, category tiles, promotional strip, product rails and brand order",
  request: z.object({}),
  response: homeContentAnswer,
});

export const addHomeBannerCall = defineCall({
  ...adminHomeContentRoutes.addHomeBanner,
  summary:
    'Adds a banner last of its kind: multipart/form-data with kind (main or content), title, link and isShown, then one file named `picture` (JPEG, PNG, WebP or GIF, 10 MB at most; read by its content, resized with a thumbnail); answers the content',
  request: z.object({
    kind: choiceOf('Kind', HOME_BANNER_KINDS),
    title: bannerTitle,
    link: bannerLink,
    isShown: booleanFromText.optional().default(true),
  }),
  response: homeContentAnswer,
});

export const changeHomeBannerCall = defineCall({
  ...adminHomeContentRoutes.changeHomeBanner,
  summary: "Changes a banner's title, link and whether the home shows it; answers the content",
  request: z.object({ id: idParam('Banner'), title: bannerTitle, link: bannerLink, isShown: booleanFromText }),
  response: homeContentAnswer,
});

export const uploadHomeBannerPictureCall = defineCall({
  ...adminHomeContentRoutes.uploadHomeBannerPicture,
  summary:
    "Replaces a banner's picture: multipart/form-data with id, then one file named `picture` (JPEG, PNG, WebP or GIF, 10 MB at most); answers the content",
  request: z.object({ id: idParam('Banner') }),
  response: homeContentAnswer,
});

export const moveHomeBannerCall = defineCall({
  ...adminHomeContentRoutes.moveHomeBanner,
  summary: 'Moves a banner one place up or down among those of its kind; answers the content',
  request: z.object({ id: idParam('Banner'), direction: choiceOf('Direction', MOVE_DIRECTIONS) }),
  response: homeContentAnswer,
});

export const deleteHomeBannerCall = defineCall({
  ...adminHomeContentRoutes.deleteHomeBanner,
  summary: 'Deletes a banner; answers the content',
  request: z.object({ id: idParam('Banner') }),
  response: homeContentAnswer,
});

/** Each of a list once: a second mention of one is a mistake, not a wish to show it twice. */
const distinct = <T>(items: readonly T[]) => new Set(items).size === items.length;

export const setHomeTilesCall = defineCall({
  ...adminHomeContentRoutes.setHomeTiles,
  summary:
    "Chooses the home's category tiles: the rule (every second-level category, in the menu's order) or the categories picked, in order (unknown ones refused, 422); answers the content",
  request: z
    .object({
      mode: choiceOf('Mode', HOME_CHOICE_MODES),
      categoryIds: listOf('Categories', idParam('Category'))
        .max(HOME_TILES_MAX, `At most ${HOME_TILES_MAX} categories`)
        .refine(distinct, 'Each category may be picked once'),
    })
    .refine((input) => input.mode === 'rule' || input.categoryIds.length > 0, {
      path: ['categoryIds'],
      message: 'Pick at least one category, or show every second-level category',
    }),
  response: homeContentAnswer,
});

const promoText = (label: string) => oneLineText(PROMO_STRIP_MAX, label);

export const setPromoStripCall = defineCall({
  ...adminHomeContentRoutes.setPromoStrip,
  summary:
    "Sets the promotional strip's text for visitors and for signed-in buyers: plain text on one line, empty hides the strip, the standard wording follows the storefront's; answers the content",
  request: z.object({ visitor: promoText('Text for visitors'), buyer: promoText('Text for buyers') }),
  response: homeContentAnswer,
});

const pickedSku = textOf('SKU').trim().min(1, 'SKU is required').max(ID_STYLE_MAX_LENGTH, 'SKU is too long');

export const setHomeRailCall = defineCall({
  ...adminHomeContentRoutes.setHomeRail,
  summary:
    'Chooses what a product rail shows: its rule, or the products picked by SKU, in order (at most as many as the rail shows; an unknown SKU or one not shown to buyers refused, 422, naming it); answers the content',
  request: z
    .object({
      rail: choiceOf('Rail', HOME_RAILS),
      mode: choiceOf('Mode', HOME_CHOICE_MODES),
      skus: listOf('Products', pickedSku).refine(distinct, 'Each product may be picked once'),
    })
    .superRefine((input, context) => {
      const most = HOME_RAIL_PICKS_MAX[input.rail];
      if (most !== undefined && input.skus.length > most)
        context.addIssue({
          code: 'custom',
          path: ['skus'],
          message: `${HOME_RAIL_TITLES[input.rail]} shows at most ${most} products`,
        });
      if (input.mode === 'picked' && input.skus.length === 0)
        context.addIssue({ code: 'custom', path: ['skus'], message: 'Pick at least one product, or follow the rule' });
    }),
  response: homeContentAnswer,
});
