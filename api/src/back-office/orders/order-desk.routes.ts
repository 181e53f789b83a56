import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';

/** The order desk (docs/product.md §13.3). */
export function orderDeskRoutes(_api: FastifyInstance, _deps: Deps): void {}
