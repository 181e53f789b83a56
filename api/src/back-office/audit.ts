import type { Transaction } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { unnestRows } from '../db/unnest-rows';

/** Who made a change: a staff member, or the admin CLI (docs/product.md §13.1). */
export interface Actor {
  staffId: number | null;
  /** What the log shows: the member's email, or `cli`. */
  label: string;
}

export const CLI_ACTOR: Actor = { staffId: null, label: 'cli' };

export const actorOf = (staff: { id: number; email: string }): Actor => ({ staffId: staff.id, label: staff.email });

export interface AuditEntry {
  /** `area.what`: `order.status`, `customer.price-level`, `staff.add`… The log filters by either part. */
  action: string;
  recordKind: string;
  recordId: string | number;
  /** The fields the change touched, as they were; null for a record made. */
  before: Record<string, unknown> | null;
  /** The same fields as they are now; null for a record removed. */
  after: Record<string, unknown> | null;
}

/**
 * The fields of `after` whose value differs from `before`, each side: what an audit row keeps, so a
 * save that changed one field of twenty shows that one.
 */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(after)) {
    if (JSON.stringify(before[key]) === JSON.stringify(value)) continue;
    was[key] = before[key] ?? null;
    now[key] = value;
  }
  return { before: was, after: now };
}

/** Appends one row per entry in one statement (a catalogue import's batch of products). */
export async function recordAudits(
  db: Db | Transaction<Database>,
  actor: Actor,
  entries: readonly AuditEntry[],
): Promise<void> {
  if (entries.length === 0) return;
  const rows = entries.map((entry) => ({
    staff_id: actor.staffId,
    actor: actor.label,
    action: entry.action,
    record_kind: entry.recordKind,
    record_id: String(entry.recordId),
    before: entry.before === null ? null : JSON.stringify(entry.before),
    after: entry.after === null ? null : JSON.stringify(entry.after),
  }));
  await db
    .insertInto('audit_log')
    .columns(['staff_id', 'actor', 'action', 'record_kind', 'record_id', 'before', 'after'])
    .expression(
      unnestRows(rows, {
        staff_id: 'int4',
        actor: 'text',
        action: 'text',
        record_kind: 'text',
        record_id: 'text',
        before: 'jsonb',
        after: 'jsonb',
      }),
    )
    .execute();
}

/**
 * Appends one row to the audit log. Pass the transaction of the write it records: the row and the
 * change are kept together or not at all.
 */
export async function recordAudit(db: Db | Transaction<Database>, actor: Actor, entry: AuditEntry): Promise<void> {
  await recordAudits(db, actor, [entry]);
}
