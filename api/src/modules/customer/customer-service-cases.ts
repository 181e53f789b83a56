import type { ServiceAttachment, ServiceQuoteLine } from '@storefront/shared-kernel/contracts';
import { fromCents } from '@storefront/shared-kernel/domain';
import type { ServiceCaseKind } from '@storefront/shared-kernel/service-desk';
import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import type { StoredFile } from './customer-service-uploads';

/**
 * The cases of the service desk (docs/product.md §13.9) as both sides read and make them: every message
 * a buyer sends customer service (Contact Us, a quote request from the cart, a message added under
 * Messages) belongs to a case. Staff's changes are in back-office/service; the buyer's calls in
 * customer-service-cases.routes.ts.
 */

export type Reader = Db | Transaction<Database>;

export const CASE_NOT_FOUND = 'Case not found';

/** A buyer's message as it is stored: its text, the request row it was sent as, its files. */
export interface BuyerMessage {
  body: string;
  /** The `cs_requests` row that stores what the buyer sent (the daily allowance counts those rows). */
  requestId: number;
  files: readonly StoredFile[];
}

/** A line of a quote request, priced as the cart priced it then. */
export interface QuoteLineInput {
  idStyle: string;
  title: string;
  color: string;
  qty: number;
  priceCents: number;
}

/** Adds a buyer's message and its files to a case; answers the message's id. */
export async function addBuyerMessageRow(
  trx: Transaction<Database>,
  caseNo: number,
  customerId: number,
  message: BuyerMessage,
): Promise<number> {
  const { id } = await trx
    .insertInto('service_messages')
    .values({ case_id: caseNo, kind: 'buyer', staff_id: null, body: message.body, cs_request_id: message.requestId })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (message.files.length > 0)
    await trx
      .insertInto('service_attachments')
      .values(
        message.files.map((file) => ({
          message_id: id,
          customer_id: customerId,
          name: file.name,
          stored: file.stored,
          type: file.type,
          size: file.size,
        })),
      )
      .execute();
  return id;
}

/**
 * Opens a case (status New) with the buyer's first message and, for a quote from the cart, its lines.
 * Called inside the transaction that stores the message, so a case is never without it. Answers the
 * case number.
 */
export async function openCase(
  trx: Transaction<Database>,
  details: {
    kind: ServiceCaseKind;
    customerId: number;
    name: string;
    email: string;
    message: BuyerMessage;
    quoteLines?: readonly QuoteLineInput[];
  },
): Promise<number> {
  const { id: caseNo } = await trx
    .insertInto('service_cases')
    .values({
      kind: details.kind,
      customer_id: details.customerId,
      assignee_id: null,
      name: details.name,
      email: details.email,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await addBuyerMessageRow(trx, caseNo, details.customerId, details.message);
  const lines = details.quoteLines ?? [];
  if (lines.length > 0)
    await trx
      .insertInto('service_quote_lines')
      .values(
        lines.map((line) => ({
          case_id: caseNo,
          id_style: line.idStyle,
          web_title: line.title,
          color: line.color,
          qty: line.qty,
          price_cents: line.priceCents,
        })),
      )
      .execute();
  return caseNo;
}

/** The words a case's first message is listed by; a quote from the cart may come without any. */
export const previewOf = (body: string | null | undefined, kind: ServiceCaseKind): string => {
  const text = (body ?? '').replace(/\s+/g, ' ').trim();
  if (!text) return kind === 'quote' ? 'Quote request from the cart' : '';
  return text.length > 120 ? `${text.slice(0, 119)}…` : text;
};

/** The messages of a case, oldest first, with who wrote staff ones; notes only when `withNotes`. */
export const threadOf = (db: Reader, caseNo: number, withNotes: boolean) => {
  let query = db
    .selectFrom('service_messages as m')
    .leftJoin('staff as s', 's.id', 'm.staff_id')
    .select([
      'm.id',
      'm.kind',
      'm.body',
      'm.created_at',
      'm.mailed_at',
      'm.staff_id',
      's.name as staff_name',
      's.email as staff_email',
    ])
    .where('m.case_id', '=', caseNo);
  if (!withNotes) query = query.where('m.kind', '<>', 'note');
  return query.orderBy('m.created_at').orderBy('m.id').execute();
};

/** The files of the messages given, by message. */
export async function attachmentsOf(
  db: Reader,
  messageIds: readonly number[],
): Promise<Map<number, ServiceAttachment[]>> {
  const byMessage = new Map<number, ServiceAttachment[]>();
  if (messageIds.length === 0) return byMessage;
  const rows = await db
    .selectFrom('service_attachments')
    .select(['id', 'message_id', 'name', 'type', 'size'])
    .where('message_id', 'in', [...messageIds])
    .orderBy('message_id')
    .orderBy('id')
    .execute();
  for (const row of rows) {
    const list = byMessage.get(row.message_id) ?? [];
    list.push({ id: row.id, name: row.name, type: row.type, size: row.size });
    byMessage.set(row.message_id, list);
  }
  return byMessage;
}

/** A quote's lines in dollars, and their total. */
export async function quoteOf(
  db: Reader,
  caseNo: number,
): Promise<{ quoteLines: ServiceQuoteLine[]; quoteTotal: number }> {
  const rows = await db
    .selectFrom('service_quote_lines')
    .select(['id_style', 'web_title', 'color', 'qty', 'price_cents'])
    .where('case_id', '=', caseNo)
    .orderBy('id')
    .execute();
  return {
    quoteLines: rows.map((row) => ({
      sku: row.id_style,
      title: row.web_title,
      color: row.color,
      qty: row.qty,
      price: fromCents(row.price_cents),
      lineTotal: fromCents(row.price_cents * row.qty),
    })),
    quoteTotal: fromCents(rows.reduce((sum, row) => sum + row.price_cents * row.qty, 0)),
  };
}

export const isoOf = (at: Date | string): string => new Date(at).toISOString();

/**
 * A case's thread (notes only `withNotes`), each buyer's message's files, and a quote's lines: what the
 * buyer's and the desk's case pages both show. One after another: `db` may be a transaction, whose
 * connection takes one statement at a time.
 */
export async function caseContentsOf(db: Reader, caseNo: number, withNotes: boolean) {
  const messages = await threadOf(db, caseNo, withNotes);
  const quote = await quoteOf(db, caseNo);
  const files = await attachmentsOf(
    db,
    messages.filter((m) => m.kind === 'buyer').map((m) => m.id),
  );
  return { messages, quote, files };
}

/** The words of a case's first buyer's message, for a list (`caseId` is the case's id column). */
export const firstBuyerBody = (caseId: string) =>
  sql<string | null>`(select m.body from service_messages m where m.case_id = ${sql.ref(caseId)}
    and m.kind = 'buyer' order by m.id limit 1)`;

/** How many messages a case has (without internal notes unless `withNotes`), for a list. */
export const messageCountOf = (caseId: string, withNotes: boolean) =>
  sql<number>`(select count(*)::int from service_messages m where m.case_id = ${sql.ref(caseId)}${
    withNotes ? sql`` : sql` and m.kind <> 'note'`
  })`;
