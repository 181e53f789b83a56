import {
  addStaffCall,
  listAuditCall,
  listStaffCall,
  staffMeCall,
  staffPasswordLinkCall,
  staffSetPasswordCall,
  staffSignInCall,
  updateStaffCall,
} from '@storefront/shared-kernel/contracts';
import { STAFF_AREAS, STAFF_ROLES } from '@storefront/shared-kernel/domain';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps';
import { defineRoute } from '../lib/route';
import { actorOf } from './audit';
import { listAudit } from './audit.service';
import { defineStaffRoute } from './staff-route';
import * as staff from './staff.service';

/** The back office's sessions, its staff and its audit log (docs/product.md §13.1). */
export function staffRoutes(api: FastifyInstance, deps: Deps): void {
  defineRoute(api, deps, staffSignInCall, { auth: 'none', rateLimit: 20 }, (input, { request }) =>
    staff.signInStaff(deps, input.email, input.password, request.ip),
  );
  defineRoute(api, deps, staffSetPasswordCall, { auth: 'none', rateLimit: 20 }, (input, { request }) =>
    staff.setStaffPassword(deps, input.token, input.password, request.ip),
  );
  defineStaffRoute(api, deps, staffMeCall, { roles: STAFF_ROLES }, async (_input, ctx) => staff.meOf(ctx.staff));

  defineStaffRoute(api, deps, listStaffCall, { roles: STAFF_AREAS.staff }, async () => ({
    is_success: true as const,
    staff: await staff.listStaff(deps.db),
  }));
  defineStaffRoute(api, deps, addStaffCall, { roles: STAFF_AREAS.staff }, async (input, ctx) => ({
    is_success: true as const,
    ...(await staff.addStaff(deps, actorOf(ctx.staff), input)),
  }));
  defineStaffRoute(api, deps, updateStaffCall, { roles: STAFF_AREAS.staff }, async (input, ctx) => ({
    is_success: true as const,
    staff: await staff.updateStaff(deps, actorOf(ctx.staff), input),
  }));
  defineStaffRoute(api, deps, staffPasswordLinkCall, { roles: STAFF_AREAS.staff }, async (input, ctx) => ({
    is_success: true as const,
    ...(await staff.newPasswordLink(deps, actorOf(ctx.staff), input.id)),
  }));
  defineStaffRoute(api, deps, listAuditCall, { roles: STAFF_AREAS.audit }, async (input) => ({
    is_success: true as const,
    ...(await listAudit(deps.db, input, deps.config.storeTimeZone)),
  }));
}
