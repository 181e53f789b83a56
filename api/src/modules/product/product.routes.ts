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
import type { z } from 'zod';
import type { Deps } from '../../deps';
import { defineRoute } from '../../lib/route';
import * as service from './product.service';

// brandId in these requests is the site's brand (1; docs/product.md §10.3), not a product brand, so it does not filter.
/**
 * The parts of a request an answer depends on (besides the caller's price level), for the shared answer
 * cache: idCustomer and storeId are left out, they do not change the answer.
 */
const keyOf =
  <I>(pick: (input: I) => unknown[]) =>
  (input: I) =>
    JSON.stringify(pick(input));

/** Catalogue reads: open to visitors, but prices only come with a valid session. */
export function productRoutes(app: FastifyInstance, deps: Deps): void {
  const opt = { auth: 'optional' as const };
  const shared = <I>(pick: (input: I) => unknown[]) => ({ ...opt, sharedAnswer: { key: keyOf(pick) } });
  defineRoute(
    app,
    deps,
    getProductsCall,
    shared((i: z.output<typeof getProductsCall.request>) => [
      i.category ?? '',
      i.keyword ?? '',
      i.filterList ?? '',
      i.sort,
      i.currPage,
      i.perPage,
    ]),
    (input, { caller }) => service.listProducts(deps, caller, input),
  );
  defineRoute(
    app,
    deps,
    getProductDetailCall,
    shared((i: { idStyle: string }) => [i.idStyle]),
    (input, { caller }) => service.getDetail(deps, caller, input.idStyle),
  );
  defineRoute(app, deps, getRelatedProductsCall, opt, (input, { caller }) =>
    service.getLinked(deps, caller, input.idStyle, 'related'),
  );
  defineRoute(app, deps, getCrossProductsCall, opt, (input, { caller }) =>
    service.getLinked(deps, caller, input.idStyle, 'cross'),
  );
  defineRoute(app, deps, getSpecificationsCall, opt, (input) => service.getSpecifications(deps, input.idStyle));
  defineRoute(app, deps, getProductImagesCall, opt, (input) => service.getImages(deps, input.idStyle));
  defineRoute(
    app,
    deps,
    getSearchPreviewCall,
    shared((i: { keyword: string }) => [i.keyword]),
    (input, { caller }) => service.getSearchPreview(deps, caller, input.keyword),
  );
  const rail = shared((i: { limit?: number; columnName?: string }) => [i.columnName ?? '', i.limit ?? '']);
  defineRoute(app, deps, getProductsByColumnCall, rail, (input, { caller }) =>
    service.getRail(deps, caller, input.columnName, input.limit),
  );
  defineRoute(app, deps, getFeaturedProductsCall, rail, (input, { caller }) =>
    service.getRail(deps, caller, 'featured', input.limit),
  );
  defineRoute(app, deps, getNewArrivalsCall, rail, (input, { caller }) =>
    service.getRail(deps, caller, 'newarrival', input.limit),
  );
  defineRoute(app, deps, getBestSellersCall, rail, (input, { caller }) =>
    service.getRail(deps, caller, 'bestSeller', input.limit),
  );
}
