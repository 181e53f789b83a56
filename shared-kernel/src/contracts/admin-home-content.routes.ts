import { route } from './route';

/** Where each call of the home page's content lives (docs/product.md §13.8); admin-home-content.contract.ts spreads these. */
export const adminHomeContentRoutes = {
  readHomeContent: route('GET', '/admin/content/home-detail'),
  addHomeBanner: route('POST', '/admin/content/add-home-banner'),
  changeHomeBanner: route('POST', '/admin/content/change-home-banner'),
  uploadHomeBannerPicture: route('POST', '/admin/content/upload-home-banner-picture'),
  moveHomeBanner: route('POST', '/admin/content/move-home-banner'),
  deleteHomeBanner: route('POST', '/admin/content/delete-home-banner'),
  setHomeTiles: route('POST', '/admin/content/set-home-tiles'),
  setPromoStrip: route('POST', '/admin/content/set-promo-strip'),
  setHomeRail: route('POST', '/admin/content/set-home-rail'),
};
