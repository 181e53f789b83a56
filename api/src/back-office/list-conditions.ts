import { MAX_ID } from '@storefront/shared-kernel/domain';
import { sql, type Expression, type SqlBool } from 'kysely';

/**
 * Conditions the back office's lists share (the order desk's, the service desk's): a range of days and
 * the customers a text names. Each is written for an index: the days are a range of the timestamp (the
 * store's midnight to midnight), the text a trigram match of company names and emails (migration 013).
 */

/** `%text%` for ILIKE, the text's own `%`, `_` and `\` taken as they are. */
export const containing = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** `column` (a timestamp) falls on the days from `from` to `to`, both included, as the store counts days. */
export function onDays(column: string, days: { from?: string; to?: string }, timeZone: string): Expression<SqlBool>[] {
  const at = sql.ref(column);
  return [
    ...(days.from ? [sql<SqlBool>`${at} >= (${days.from}::date)::timestamp at time zone ${timeZone}`] : []),
    ...(days.to ? [sql<SqlBool>`${at} < (${days.to}::date + 1)::timestamp at time zone ${timeZone}`] : []),
  ];
}

/** `column` (a customer id) is one of the customers `text` names: its id, or part of its company or email. */
export function ofCustomersNamed(column: string, text: string): Expression<SqlBool> {
  const id = /^\d{1,10}$/.test(text) && Number(text) <= MAX_ID ? Number(text) : undefined;
  const pattern = containing(text);
  return sql<SqlBool>`${sql.ref(column)} in (select named.id from customers as named where ${
    id === undefined ? sql`false` : sql`named.id = ${id}`
  } or named.company_nm ilike ${pattern} or named.email ilike ${pattern})`;
}
