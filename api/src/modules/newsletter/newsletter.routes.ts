import { addSubscriberCall } from '@storefront/shared-kernel/contracts';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { defineRoute } from '../../lib/route';
import { subscribe } from './newsletter.service';

export function newsletterRoutes(app: FastifyInstance, deps: Deps): void {
  defineRoute(app, deps, addSubscriberCall, { auth: 'none', rateLimit: 30 }, (input) => subscribe(deps, input));
}
