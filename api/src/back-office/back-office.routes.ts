import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps';
import { catalogueRoutes } from './catalogue/catalogue.routes';
import { catalogueFileRoutes } from './catalogue-file/catalogue-file.routes';
import { contentRoutes } from './content/content.routes';
import { customersRoutes } from './customers/customers.routes';
import { homeContentRoutes } from './home-content/home-content.routes';
import { orderDeskRoutes } from './orders/order-desk.routes';
import { serviceDeskRoutes } from './service/service-desk.routes';
import { staffRoutes } from './staff.routes';

/**
 * Every call of the back office, under /api/admin (docs/product.md §13). Each area registers its own;
 * every one goes through defineStaffRoute, which states the roles it allows.
 */
export function backOfficeRoutes(api: FastifyInstance, deps: Deps): void {
  staffRoutes(api, deps);
  customersRoutes(api, deps);
  orderDeskRoutes(api, deps);
  catalogueFileRoutes(api, deps);
  catalogueRoutes(api, deps);
  homeContentRoutes(api, deps);
  serviceDeskRoutes(api, deps);
  contentRoutes(api, deps);
}
