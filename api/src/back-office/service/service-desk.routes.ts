import {
  addServiceNoteCall,
  assignServiceCaseCall,
  downloadServiceAttachmentCall,
  listServiceCasesCall,
  replyToServiceCaseCall,
  serviceAssigneesCall,
  serviceCaseDetailCall,
  setServiceCaseStatusCall,
} from '@storefront/shared-kernel/contracts';
import { STAFF_AREAS } from '@storefront/shared-kernel/domain';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { notFound } from '../../lib/errors';
import { ATTACHMENT_NOT_FOUND, sendAttachment } from '../../modules/customer/customer-service-attachments';
import { CASE_NOT_FOUND } from '../../modules/customer/customer-service-cases';
import { actorOf } from '../audit';
import { defineStaffDownload, defineStaffRoute } from '../staff-route';
import { addCaseNote, assignCase, replyToCase, setCaseStatus } from './case-changes';
import { listServiceCases } from './case-list';
import { readStaffCase } from './case-read';

const ok = { is_success: true as const };
const roles = { roles: STAFF_AREAS.service };

/**
 * The service desk (docs/product.md §13.9): the cases, one case's thread, who may be assigned, the
 * changes staff make (each audited), and the buyers' files to download.
 */
export function serviceDeskRoutes(api: FastifyInstance, deps: Deps): void {
  defineStaffRoute(api, deps, listServiceCasesCall, roles, async (input, ctx) => ({
    ...ok,
    ...(await listServiceCases(deps.db, input, ctx.staff.id, deps.config.storeTimeZone)),
  }));
  defineStaffRoute(api, deps, serviceCaseDetailCall, roles, async (input) => {
    const found = await readStaffCase(deps.db, input.caseNo);
    if (!found) throw notFound(CASE_NOT_FOUND, 'CASE_NOT_FOUND');
    return { ...ok, case: found };
  });
  defineStaffRoute(api, deps, serviceAssigneesCall, roles, async () => ({
    ...ok,
    staff: await deps.db
      .selectFrom('staff')
      .select(['id', 'name', 'email', 'role'])
      .where('active', '=', true)
      .where('role', 'in', [...STAFF_AREAS.service])
      .orderBy('name')
      .orderBy('email')
      .execute(),
  }));
  defineStaffRoute(api, deps, assignServiceCaseCall, roles, async (input, ctx) => ({
    ...ok,
    case: await assignCase(deps, actorOf(ctx.staff), input),
  }));
  defineStaffRoute(api, deps, addServiceNoteCall, roles, async (input, ctx) => ({
    ...ok,
    case: await addCaseNote(deps, actorOf(ctx.staff), input),
  }));
  defineStaffRoute(api, deps, replyToServiceCaseCall, roles, async (input, ctx) => ({
    ...ok,
    case: await replyToCase(deps, actorOf(ctx.staff), input),
  }));
  defineStaffRoute(api, deps, setServiceCaseStatusCall, roles, async (input, ctx) => ({
    ...ok,
    case: await setCaseStatus(deps, actorOf(ctx.staff), input),
  }));
  defineStaffDownload(api, deps, downloadServiceAttachmentCall, roles, async (input, ctx) => {
    const file = await deps.db
      .selectFrom('service_attachments')
      .select(['name', 'stored', 'type', 'size'])
      .where('id', '=', input.id)
      .executeTakeFirst();
    if (!file) throw notFound(ATTACHMENT_NOT_FOUND, 'FILE_NOT_FOUND');
    await sendAttachment(deps, ctx.reply, file);
  });
}
