import type { AuditRow } from '@storefront/shared-kernel/contracts';
import { sql } from 'kysely';
import type { Db } from '../db/database';

export interface AuditQuery {
  page: number;
  pageSize: number;
  direction: 'asc' | 'desc';
  staffId?: number;
  kind?: string;
  from?: string;
  to?: string;
}

/**
 * The audit log, newest first (or oldest with `direction: asc`): by member (0 is the CLI), by kind (an
 * action, or its area: `order` matches `order.status`), and by days [from, to] in the store's time zone.
 */
export async function listAudit(
  db: Db,
  query: AuditQuery,
  timeZone: string,
): Promise<{ rows: AuditRow[]; total: number }> {
  let base = db.selectFrom('audit_log');
  if (query.staffId !== undefined)
    base = query.staffId === 0 ? base.where('staff_id', 'is', null) : base.where('staff_id', '=', query.staffId);
  if (query.kind) {
    const kind = query.kind;
    base = base.where((eb) =>
      eb.or([
        eb('action', '=', kind),
        eb('action', 'like', `${kind.replace(/[\\%_]/g, '\\$&')}.%`),
        eb('record_kind', '=', kind),
      ]),
    );
  }
  if (query.from) base = base.where('at', '>=', sql<Date>`(${query.from}::date)::timestamp at time zone ${timeZone}`);
  if (query.to) base = base.where('at', '<', sql<Date>`(${query.to}::date + 1)::timestamp at time zone ${timeZone}`);
  const [{ total }, rows] = await Promise.all([
    base.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
    base
      .selectAll()
      .orderBy('at', query.direction)
      .orderBy('id', query.direction)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
  ]);
  return {
    total,
    rows: rows.map((r) => ({
      id: String(r.id),
      at: new Date(r.at).toISOString(),
      actor: r.actor,
      action: r.action,
      recordKind: r.record_kind,
      recordId: r.record_id,
      before: r.before,
      after: r.after,
    })),
  };
}
