import {
  getBannerCall,
  getBrandsCall,
  getCategoryCall,
  getCmsBannerCall,
  getCmsCall,
  getCodeCall,
  getECatalogFilesCall,
  getFilterMenuCall,
  getMenuCall,
  getPromoStripCall,
  getStoreCall,
  getWebFirstDepthCall,
} from '@storefront/shared-kernel/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Deps } from '../../deps';
import { defineRoute } from '../../lib/route';
import * as service from './system.service';

/** Public reads: content, menu, banners, codes, store, e-catalogs (visitors see these too). */
export function systemRoutes(app: FastifyInstance, deps: Deps): void {
  // The same answer for every visitor: browsers may keep it for a few minutes.
  const open = { auth: 'none' as const, cacheSeconds: 300 };
  // What staff edit as content (docs/product.md §13.7) shows on the buyer's next load: a browser asks again each
  // time (the server answers from its kept copy, dropped on each change).
  const askAgain = <T>(ctx: { reply: FastifyReply }, answer: T): T => {
    ctx.reply.header('cache-control', 'public, max-age=0');
    return answer;
  };
  defineRoute(app, deps, getCmsCall, open, async (input, ctx) =>
    askAgain(ctx, await service.getCms(deps, input.gubun)),
  );
  defineRoute(app, deps, getMenuCall, open, () => service.getMenu(deps));
  defineRoute(app, deps, getCodeCall, open, (input) => service.getCodes(deps, input.div));
  // What staff set for the home (docs/product.md §13.8) shows on a buyer's next load: not kept by browsers.
  const homeContent = { auth: 'none' as const };
  defineRoute(app, deps, getBannerCall, homeContent, () => service.getBanners(deps));
  defineRoute(app, deps, getCategoryCall, homeContent, () => service.getCategoryTiles(deps));
  defineRoute(app, deps, getCmsBannerCall, homeContent, () => service.getCmsBanners(deps));
  defineRoute(app, deps, getPromoStripCall, homeContent, () => service.getPromoStrip(deps));
  defineRoute(app, deps, getWebFirstDepthCall, open, () => service.getWebFirstDepth(deps));
  defineRoute(app, deps, getStoreCall, open, () => service.getStore(deps));
  defineRoute(app, deps, getFilterMenuCall, open, (input) => service.getFilterMenu(deps, input.category));
  defineRoute(app, deps, getECatalogFilesCall, open, async (_input, ctx) =>
    askAgain(ctx, await service.getEcatalogs(deps)),
  );
  defineRoute(app, deps, getBrandsCall, homeContent, () => service.getBrands(deps));
}
