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
  getStoreCall,
  getWebFirstDepthCall,
} from '@storefront/shared-kernel/contracts';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { defineRoute } from '../../lib/route';
import * as service from './system.service';

/** Public reads: content, menu, banners, codes, store, e-catalogs (visitors see these too). */
export function systemRoutes(app: FastifyInstance, deps: Deps): void {
  // The same answer for every visitor: browsers may keep it for a few minutes.
  const open = { auth: 'none' as const, cacheSeconds: 300 };
  defineRoute(app, deps, getCmsCall, open, (input) => service.getCms(deps, input.gubun));
  defineRoute(app, deps, getMenuCall, open, () => service.getMenu(deps));
  defineRoute(app, deps, getCodeCall, open, (input) => service.getCodes(deps, input.div));
  defineRoute(app, deps, getBannerCall, open, () => service.getBanners(deps));
  defineRoute(app, deps, getCategoryCall, open, () => service.getCategoryTiles(deps));
  defineRoute(app, deps, getCmsBannerCall, open, () => service.getCmsBanners(deps));
  defineRoute(app, deps, getWebFirstDepthCall, open, () => service.getWebFirstDepth(deps));
  defineRoute(app, deps, getStoreCall, open, () => service.getStore(deps));
  defineRoute(app, deps, getFilterMenuCall, open, (input) => service.getFilterMenu(deps, input.category));
  defineRoute(app, deps, getECatalogFilesCall, open, () => service.getEcatalogs(deps));
  defineRoute(app, deps, getBrandsCall, open, () => service.getBrands(deps));
}
