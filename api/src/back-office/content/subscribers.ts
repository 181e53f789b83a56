import { Readable, pipeline } from 'node:stream';
import type { SubscriberRow } from '@storefront/shared-kernel/contracts';
import { stringify } from 'csv-stringify';
import type { FastifyReply } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import type { Deps } from '../../deps';
import { containing } from '../catalogue/catalogue-write';

/**
 * The email list's sign-ups in the back office (docs/product.md §13.7, §9.4): newest first, searched by part
 * of the email, each with whether it was forwarded to Mailchimp; and the same as a CSV file.
 */
const matching = (db: Db, q: string | undefined) => {
  const all = db.selectFrom('newsletter_subscribers');
  // Emails are kept in lower case (the sign-up's contract): a search matches whatever its case.
  return q ? all.where('email', 'like', containing(q.toLowerCase())) : all;
};

const COLUMNS = [
  'email',
  'firstname',
  'lastname',
  'tags',
  'created_at',
  'forwarded_at',
  'forward_failure',
] as const satisfies readonly (keyof Database['newsletter_subscribers'])[];

const rowOf = (r: {
  email: string;
  firstname: string;
  lastname: string;
  tags: string;
  created_at: Date;
  forwarded_at: Date | null;
  forward_failure: string;
}): SubscriberRow => ({
  email: r.email,
  firstName: r.firstname,
  lastName: r.lastname,
  tags: r.tags,
  signedUpAt: new Date(r.created_at).toISOString(),
  forwardedAt: r.forwarded_at ? new Date(r.forwarded_at).toISOString() : null,
  forwardFailure: r.forward_failure,
});

/** Whether sign-ups are forwarded at all: a Mailchimp key and list are configured (§9.4). */
export const forwardsToMailchimp = (deps: Deps): boolean =>
  Boolean(deps.config.mailchimpApiKey && deps.config.mailchimpListId);

export async function listSubscribers(
  db: Db,
  input: { page: number; pageSize: number; q?: string | undefined },
): Promise<{ rows: SubscriberRow[]; total: number }> {
  const [rows, { total }] = await Promise.all([
    matching(db, input.q)
      .select(COLUMNS)
      .orderBy('created_at', 'desc')
      .orderBy('email', 'desc')
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize)
      .execute(),
    matching(db, input.q)
      .select(sql<number>`count(*)::int`.as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(rowOf), total };
}

/** Sign-ups read at a time: the file is written as it is read, never held whole. */
const BATCH = 1000;

/**
 * The sign-ups, newest first, a batch at a time. Each batch starts after the last one's (time, email), the
 * time compared as the database keeps it (to the microsecond; a JavaScript date keeps milliseconds), so a
 * sign-up made meanwhile neither repeats a row nor pushes one out.
 */
async function* exportRows(db: Db, q: string | undefined) {
  let after: { at: string; email: string } | undefined;
  for (;;) {
    let query = matching(db, q).select([...COLUMNS, sql<string>`created_at::text`.as('at')]);
    if (after) query = query.where(sql<boolean>`(created_at, email) < (${after.at}::timestamptz, ${after.email})`);
    const rows = await query.orderBy('created_at', 'desc').orderBy('email', 'desc').limit(BATCH).execute();
    for (const row of rows) {
      const shown = rowOf(row);
      yield {
        email: shown.email,
        first_name: shown.firstName,
        last_name: shown.lastName,
        tags: shown.tags,
        signed_up_at: shown.signedUpAt,
        forwarded_to_mailchimp: shown.forwardedAt ? 'yes' : 'no',
        forwarded_at: shown.forwardedAt ?? '',
        forward_failure: shown.forwardFailure,
      };
    }
    if (rows.length < BATCH) return;
    const last = rows[rows.length - 1]!;
    after = { at: last.at, email: last.email };
  }
}

const EXPORT_COLUMNS = [
  'email',
  'first_name',
  'last_name',
  'tags',
  'signed_up_at',
  'forwarded_to_mailchimp',
  'forwarded_at',
  'forward_failure',
];

/**
 * Sends the sign-ups the search finds as CSV: UTF-8, a header row, CRLF line ends. Text that begins with =,
 * +, -, @, a tab or a carriage return is written after a ' so that a spreadsheet never runs what a visitor
 * typed as a formula (as the order export, docs/erp-orders.md).
 */
export function sendSubscribersCsv(deps: Deps, q: string | undefined, reply: FastifyReply): FastifyReply {
  const day = new Date().toLocaleDateString('en-CA', { timeZone: deps.config.storeTimeZone });
  const csv = stringify({ header: true, columns: EXPORT_COLUMNS, record_delimiter: 'windows', escape_formulas: true });
  // A failure half-way ends the download cut short rather than passing for a whole file.
  pipeline(Readable.from(exportRows(deps.db, q)), csv, (error) => {
    if (error) deps.log.error({ err: error }, 'email list export failed');
  });
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="email-list-${day}.csv"`)
    .send(csv);
}
