import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/database';

/** Seconds a client (or load balancer) should wait before asking again after a 503. */
export const RETRY_AFTER_SECONDS = 5;

/**
 * `/health` is liveness (the process answers; a load balancer must not restart it because the
 * database is away), `/ready` is readiness (the database answers a query): 503 with Retry-After if not.
 */
export function healthRoutes(api: FastifyInstance, db: Db): void {
  api.get('/health', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { is_success: true, status: 'ok' };
  });
  api.get('/ready', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      await sql`select 1`.execute(db);
      return { is_success: true, status: 'ready' };
    } catch {
      return reply
        .code(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ is_success: false, message: 'The database is unreachable.', code: 'SERVICE_UNAVAILABLE' });
    }
  });
}
