import { CASE_CHANGED_MESSAGE, type AdminServiceCase } from '@storefront/shared-kernel/contracts';
import { STAFF_AREAS } from '@storefront/shared-kernel/domain';
import { SERVICE_CASE_STATUS_LABELS, type ServiceCaseSetStatus } from '@storefront/shared-kernel/service-desk';
import { sql, type Selectable, type Transaction, type Updateable } from 'kysely';
import type { Database, ServiceCasesTable } from '../../db/schema';
import type { Deps } from '../../deps';
import { badRequest, conflict, notFound, unprocessable } from '../../lib/errors';
import { CASE_NOT_FOUND } from '../../modules/customer/customer-service-cases';
import { changedFields, recordAudit, type Actor } from '../audit';
import { mailReply } from './case-mails';
import { readStaffCase } from './case-read';

type Trx = Transaction<Database>;
type CaseRecord = Selectable<ServiceCasesTable>;

/** Which case a change is for, and the version the member read it at. */
export interface CaseRef {
  caseNo: number;
  version: number;
}

/** What one change decides: the case's columns, the fields it touched for the audit log, work after. */
interface Change {
  set: Updateable<ServiceCasesTable>;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  /** Work once the change is kept (the reply's mail): never inside the transaction it waits on. */
  afterCommit?: () => Promise<void>;
}

/**
 * One staff change to a case, in one transaction (docs/product.md §13.9): the case locked, the version
 * the member read checked against its own (a change in between, the buyer's message too: 409 and nothing
 * written), the change decided and written with the version bumped, the last activity now and an audit
 * row (`service.*`, record `case`). A change that changes nothing writes nothing. Answers the case.
 */
async function changeCase(
  deps: Deps,
  actor: Actor,
  ref: CaseRef,
  action: string,
  decide: (trx: Trx, current: CaseRecord) => Promise<Change>,
): Promise<AdminServiceCase> {
  const { answer, afterCommit } = await deps.db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('service_cases')
      .selectAll()
      .where('id', '=', ref.caseNo)
      .forUpdate()
      .executeTakeFirst();
    if (!current) throw notFound(CASE_NOT_FOUND, 'CASE_NOT_FOUND');
    if (current.version !== ref.version) throw conflict(CASE_CHANGED_MESSAGE, 'CASE_CHANGED');
    const change = await decide(trx, current);
    const audit = changedFields(change.before, change.after);
    const changed = Object.keys(audit.after).length > 0;
    if (changed) {
      await trx
        .updateTable('service_cases')
        .set((eb) => ({ ...change.set, version: eb('version', '+', 1), updated_at: sql<Date>`now()` }))
        .where('id', '=', current.id)
        .execute();
      await recordAudit(trx, actor, { action, recordKind: 'case', recordId: current.id, ...audit });
    }
    return {
      answer: (await readStaffCase(trx, current.id))!,
      afterCommit: changed ? change.afterCommit : undefined,
    };
  });
  if (afterCommit)
    // The change stands even if its mail fails: the failure is logged, and the reply shows as not mailed.
    deps.background.run(afterCommit, (error) =>
      deps.log.warn({ err: error, caseNo: ref.caseNo, action }, 'service desk email failed'),
    );
  return answer;
}

/** A New case a member takes up (assigns to someone, notes) becomes Open. */
const takenUp = (status: CaseRecord['status']) => (status === 'new' ? ('open' as const) : status);

/** A staff message of the thread (a reply or an internal note); answers its id. */
const addStaffMessage = async (
  trx: Trx,
  caseNo: number,
  staffId: number | null,
  kind: 'reply' | 'note',
  body: string,
) =>
  (
    await trx
      .insertInto('service_messages')
      .values({ case_id: caseNo, kind, staff_id: staffId, body })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

const NOT_AN_ASSIGNEE = 'Cases can be assigned only to an active member of the service desk';

/**
 * Assigns a case to an active member of a role the service desk is for, or to nobody (null). A New
 * case given to someone becomes Open; taking the assignee away leaves the status as it is.
 */
export async function assignCase(deps: Deps, actor: Actor, ref: CaseRef & { staffId: number | null }) {
  return changeCase(deps, actor, ref, 'service.assign', async (trx, current) => {
    let assignee: { id: number; email: string } | null = null;
    if (ref.staffId !== null) {
      assignee =
        (await trx
          .selectFrom('staff')
          .select(['id', 'email'])
          .where('id', '=', ref.staffId)
          .where('active', '=', true)
          .where('role', 'in', [...STAFF_AREAS.service])
          .executeTakeFirst()) ?? null;
      if (!assignee) throw badRequest(NOT_AN_ASSIGNEE, { staffId: [NOT_AN_ASSIGNEE] });
    }
    const was =
      current.assignee_id === null
        ? null
        : ((await trx.selectFrom('staff').select('email').where('id', '=', current.assignee_id).executeTakeFirst())
            ?.email ?? String(current.assignee_id));
    const status = assignee && current.assignee_id !== assignee.id ? takenUp(current.status) : current.status;
    return {
      set: { assignee_id: assignee?.id ?? null, status },
      before: { assignee: was, status: current.status },
      after: { assignee: assignee?.email ?? null, status },
    };
  });
}

/** Adds an internal note: staff only, never shown to the buyer. A New case becomes Open. */
export async function addCaseNote(deps: Deps, actor: Actor, ref: CaseRef & { note: string }) {
  return changeCase(deps, actor, ref, 'service.note', async (trx, current) => {
    const id = await addStaffMessage(trx, current.id, actor.staffId, 'note', ref.note);
    const status = takenUp(current.status);
    return {
      set: { status },
      before: { status: current.status },
      after: { status, note: { id, text: ref.note } },
    };
  });
}

/**
 * Replies to the buyer: stored on the case and, once kept, mailed to the buyer with the case number in
 * its subject (case-mails.ts). The case becomes Answered, whatever it was.
 */
export async function replyToCase(deps: Deps, actor: Actor, ref: CaseRef & { message: string }) {
  return changeCase(deps, actor, ref, 'service.reply', async (trx, current) => {
    const id = await addStaffMessage(trx, current.id, actor.staffId, 'reply', ref.message);
    return {
      set: { status: 'answered' },
      before: { status: current.status },
      after: { status: 'answered', reply: { id, text: ref.message } },
      afterCommit: () => mailReply(deps, id),
    };
  });
}

/** Closes a case, or reopens it (Open). Setting the status it has is refused, naming it. */
export async function setCaseStatus(deps: Deps, actor: Actor, ref: CaseRef & { status: ServiceCaseSetStatus }) {
  return changeCase(deps, actor, ref, 'service.status', async (_trx, current) => {
    if (current.status === ref.status)
      throw unprocessable(`This case is already ${SERVICE_CASE_STATUS_LABELS[ref.status]}.`, 'INVALID_TRANSITION');
    return { set: { status: ref.status }, before: { status: current.status }, after: { status: ref.status } };
  });
}
