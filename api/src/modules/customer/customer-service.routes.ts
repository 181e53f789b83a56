import { registerCsCall } from '@storefront/shared-kernel/contracts';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { badRequest } from '../../lib/errors';
import { defineRoute } from '../../lib/route';
import { customerServiceMessagesRoutes } from './customer-service-messages.routes';
import { keepUpload, serviceFormReader, uploadOf, withServiceUploads, type ReadField } from './customer-service-form';
import { csUploadsDir, registerCs } from './customer-service.service';
import { sweepLeftoverParts } from './customer-service-uploads';

export { CS_MULTIPART_LIMITS } from './customer-service-form';

/** The parts of register-cs besides its files: csInfo (JSON text) and destination. */
const readContactField: ReadField = (name, value, fields) => {
  if (name === 'csInfo') {
    try {
      fields.csInfo = JSON.parse(value);
    } catch {
      throw badRequest('csInfo must be JSON', { csInfo: ['csInfo must be JSON'] });
    }
  } else if (name === 'destination') {
    fields.destination = value;
  }
};

/**
 * The contact form (and quote requests): register-cs, a multipart form, which makes a case of the
 * service desk (docs/product.md §9.1, §13.9); and the buyer's Messages calls on those cases.
 */
export function customerServiceRoutes(app: FastifyInstance, deps: Deps): void {
  const authLimit = deps.config.authRateLimit;
  // Uploads a crash cut short left their `.part` files: gone at each start.
  deps.background.run(
    async () => {
      const removed = await sweepLeftoverParts(csUploadsDir(deps));
      if (removed > 0) deps.log.info({ removed }, 'Removed partial uploads an interrupted run left behind');
    },
    (error) => deps.log.warn({ err: error }, 'Leftover partial uploads could not be removed'),
  );
  withServiceUploads(app, (scope) => {
    defineRoute(
      scope,
      deps,
      registerCsCall,
      {
        auth: 'required',
        readInput: serviceFormReader(deps, readContactField),
        rateLimit: authLimit,
        accountLimit: { max: authLimit, key: (_i, caller) => (caller ? `id:${caller.id}` : undefined) },
      },
      async (input, { caller, request }) => {
        const answer = await registerCs(deps, caller, input.csInfo, input.destination, uploadOf(request));
        keepUpload(request);
        return answer;
      },
    );
    customerServiceMessagesRoutes(scope, deps);
  });
}
