import {
  SERVICE_CASES_LISTED,
  SERVICE_REPLY_AUTHOR,
  type ServiceCase,
  type ServiceCaseSummary,
} from '@storefront/shared-kernel/contracts';
import { formatFileSize } from '@storefront/shared-kernel/domain';
import { caseTitle } from '@storefront/shared-kernel/service-desk';
import { sql } from 'kysely';
import type { Caller, Deps } from '../../deps';
import { notFound } from '../../lib/errors';
import {
  addBuyerMessageRow,
  CASE_NOT_FOUND,
  caseContentsOf,
  firstBuyerBody,
  isoOf,
  messageCountOf,
  previewOf,
  type Reader,
} from './customer-service-cases';
import { insertWithinDailyLimit } from './customer-service-quota';
import type { StoredFile, UploadBatch } from './customer-service-uploads';

/**
 * The buyer's side of the service desk (docs/product.md §13.9): My Account's Messages. A buyer reads
 * only their own cases, and of each only their messages and staff replies (signed 'Customer Service'):
 * internal notes never, nor which member answered. Another buyer's case answers as a missing one (404).
 */

/** When the buyer last saw something happen on a case: its latest message they can read. */
const lastActivity = sql<Date>`coalesce((select max(m.created_at) from service_messages m
  where m.case_id = c.id and m.kind <> 'note'), c.created_at)`;

/** The caller's cases, latest activity first (at most SERVICE_CASES_LISTED). */
export async function listBuyerCases(deps: Deps, caller: Caller): Promise<ServiceCaseSummary[]> {
  const rows = await deps.db
    .selectFrom('service_cases as c')
    .select([
      'c.id',
      'c.kind',
      'c.status',
      'c.created_at',
      lastActivity.as('last_activity'),
      firstBuyerBody('c.id').as('first_body'),
      messageCountOf('c.id', false).as('message_count'),
    ])
    .where('c.customer_id', '=', caller.id)
    .orderBy('last_activity', 'desc')
    .orderBy('c.id', 'desc')
    .limit(SERVICE_CASES_LISTED)
    .execute();
  return rows.map((row) => ({
    caseNo: row.id,
    kind: row.kind,
    status: row.status,
    createdAt: isoOf(row.created_at),
    lastActivityAt: isoOf(row.last_activity),
    preview: previewOf(row.first_body, row.kind),
    messageCount: row.message_count ?? 0,
  }));
}

/** One of the caller's cases as they see it; null when it is not theirs (or not at all). */
export async function readBuyerCase(db: Reader, customerId: number, caseNo: number): Promise<ServiceCase | null> {
  const header = await db
    .selectFrom('service_cases as c')
    .select(['c.id', 'c.kind', 'c.status', 'c.name', 'c.created_at', lastActivity.as('last_activity')])
    .where('c.id', '=', caseNo)
    .where('c.customer_id', '=', customerId)
    .executeTakeFirst();
  if (!header) return null;
  const { messages, quote, files } = await caseContentsOf(db, caseNo, false);
  return {
    caseNo: header.id,
    kind: header.kind,
    status: header.status,
    createdAt: isoOf(header.created_at),
    lastActivityAt: isoOf(header.last_activity),
    messages: messages.map((m) => ({
      id: m.id,
      from: m.kind === 'buyer' ? ('buyer' as const) : ('staff' as const),
      author: m.kind === 'buyer' ? header.name : SERVICE_REPLY_AUTHOR,
      at: isoOf(m.created_at),
      body: m.body,
      attachments: files.get(m.id) ?? [],
    })),
    ...quote,
  };
}

/** Tells customer service's mailbox that a buyer added to a case; the desk holds the message and files. */
async function mailNewMessage(
  deps: Deps,
  caseNo: number,
  from: { name: string; email: string; customerId: number },
  body: string,
  files: readonly StoredFile[],
): Promise<void> {
  const listed =
    files.length === 0
      ? ''
      : `\nFiles (download them from the case):\n${files.map((f) => `- ${f.name} (${f.type}, ${formatFileSize(f.size)})`).join('\n')}\n`;
  await deps.mailer.send({
    to: deps.config.serviceEmail,
    subject: `${caseTitle(caseNo)}: new message from ${from.name} (#${from.customerId})`,
    text: `${from.name} <${from.email}> added to ${caseTitle(caseNo)}: ${deps.config.publicUrl}/admin/service/${caseNo}\n\n${body}\n${listed}`,
  });
}

/**
 * Adds the caller's message (and files, already on disk in `batch`) to one of their cases, stored as
 * every message to customer service is (a request row the daily allowance counts) in one transaction
 * with the message. An Answered or Closed case becomes Open again; a New one stays New (no one has
 * taken it up yet). Customer service's mailbox is told after the answer.
 */
export async function addBuyerMessage(
  deps: Deps,
  caller: Caller,
  input: { caseNo: number; message: string },
  batch: UploadBatch | null,
) {
  const files = batch?.files ?? [];
  const customer = await deps.db
    .selectFrom('customers')
    .select(['firstname', 'lastname'])
    .where('id', '=', caller.id)
    .executeTakeFirstOrThrow();
  const theCase = await deps.db
    .selectFrom('service_cases')
    .select(['id', 'name', 'email'])
    .where('id', '=', input.caseNo)
    .where('customer_id', '=', caller.id)
    .executeTakeFirst();
  if (!theCase) throw notFound(CASE_NOT_FOUND, 'CASE_NOT_FOUND');
  const answer = await insertWithinDailyLimit(
    deps,
    {
      customerId: caller.id,
      firstname: customer.firstname,
      lastname: customer.lastname,
      email: theCase.email,
      message: input.message,
      destination: 'messages',
      files,
    },
    batch?.bytes ?? 0,
    async (trx, requestId) => {
      const locked = await trx
        .selectFrom('service_cases')
        .select(['id', 'status'])
        .where('id', '=', input.caseNo)
        .where('customer_id', '=', caller.id)
        .forUpdate()
        .executeTakeFirst();
      if (!locked) throw notFound(CASE_NOT_FOUND, 'CASE_NOT_FOUND');
      await addBuyerMessageRow(trx, locked.id, caller.id, { body: input.message, requestId, files });
      const reopens = locked.status === 'answered' || locked.status === 'closed';
      await trx
        .updateTable('service_cases')
        .set((eb) => ({
          ...(reopens && { status: 'open' as const }),
          version: eb('version', '+', 1),
          updated_at: sql<Date>`now()`,
        }))
        .where('id', '=', locked.id)
        .execute();
      return (await readBuyerCase(trx, caller.id, locked.id))!;
    },
  );
  const from = {
    name: theCase.name || `${customer.firstname} ${customer.lastname}`,
    email: theCase.email,
    customerId: caller.id,
  };
  deps.background.run(
    () => mailNewMessage(deps, theCase.id, from, input.message, [...files]),
    (error) => deps.log.warn({ err: error, caseNo: theCase.id }, 'service desk: the new message mail failed'),
  );
  return { is_success: true as const, message: 'Message sent', files: files.length, case: answer };
}

/** A file the caller sent, to download; null for any other (another buyer's, or none). */
export const buyerAttachment = (deps: Deps, caller: Caller, id: number) =>
  deps.db
    .selectFrom('service_attachments')
    .select(['name', 'stored', 'type', 'size'])
    .where('id', '=', id)
    .where('customer_id', '=', caller.id)
    .executeTakeFirst();
