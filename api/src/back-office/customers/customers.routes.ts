import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';

/** Registrations and customers (docs/product.md §13.2). */
export function customersRoutes(_api: FastifyInstance, _deps: Deps): void {}
