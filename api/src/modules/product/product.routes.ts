import {
  getBestSellersCall,
  getCrossProductsCall,
  getFeaturedProductsCall,
  getNewArrivalsCall,
  getProductDetailCall,
  getProductImagesCall,
  getProductsByColumnCall,
  getProductsCall,
  getRelatedProductsCall,
  getSearchPreviewCall,
  getSpecificationsCall,
} from '@storefront/shared-kernel/contracts';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { defineRoute } from '../../lib/route';
import * as service from './product.service';

// brandId in these requests is the site's brand (spec: default 1), not a product brand, so it does not filter.
/** Catalogue reads: open to visitors, but prices only come with a valid session. */
export function productRoutes(app: FastifyInstance, deps: Deps): void {
  const opt = { auth: 'optional' as const };
  defineRoute(app, deps, getProductsCall, opt, (input, { caller }) => service.listProducts(deps, caller, input));
  defineRoute(app, deps, getProductDetailCall, opt, (input, { caller }) =>
    service.getDetail(deps, caller, input.idStyle),
  );
  defineRoute(app, deps, getRelatedProductsCall, opt, (input, { caller }) =>
    service.getLinked(deps, caller, input.idStyle, 'related'),
  );
  defineRoute(app, deps, getCrossProductsCall, opt, (input, { caller }) =>
    service.getLinked(deps, caller, input.idStyle, 'cross'),
  );
  defineRoute(app, deps, getSpecificationsCall, opt, (input) => service.getSpecifications(deps, input.idStyle));
  defineRoute(app, deps, getProductImagesCall, opt, (input) => service.getImages(deps, input.idStyle));
  defineRoute(app, deps, getSearchPreviewCall, opt, (input, { caller }) =>
    service.getSearchPreview(deps, caller, input.keyword),
  );
  defineRoute(app, deps, getProductsByColumnCall, opt, (input, { caller }) =>
    service.getRail(deps, caller, input.columnName, input.limit),
  );
  defineRoute(app, deps, getFeaturedProductsCall, opt, (input, { caller }) =>
    service.getRail(deps, caller, 'featured', input.limit),
  );
  defineRoute(app, deps, getNewArrivalsCall, opt, (input, { caller }) =>
    service.getRail(deps, caller, 'newarrival', input.limit),
  );
  defineRoute(app, deps, getBestSellersCall, opt, (input, { caller }) =>
    service.getRail(deps, caller, 'bestSeller', input.limit),
  );
}
