import { caseTitle, SERVICE_REPLY_AUTHOR } from '@storefront/shared-kernel/service-desk';
import { sql } from 'kysely';
import type { Deps } from '../../deps';
import { escapeHtml } from '../../lib/html';

const asHtml = (text: string) => `<pre style="font-family:inherit;white-space:pre-wrap">${escapeHtml(text)}</pre>`;

/** The reply mail's subject: the case number first, so the buyer's mail program keeps one thread. */
export const replySubject = (caseNo: number, kind: 'question' | 'quote') =>
  `${caseTitle(caseNo)}: reply to your ${kind === 'quote' ? 'quote request' : 'message'}`;

/**
 * Mails a staff reply to the buyer (docs/product.md §13.9): to the case's address (the one the contact
 * form gave, or the account's), from customer service, with the case number in the subject and a link to
 * the case under Messages; a reply to it reaches customer service's mailbox. Sent once the reply is
 * kept, from what is stored; the reply is marked mailed when it went.
 */
export async function mailReply(deps: Deps, messageId: number): Promise<void> {
  const reply = await deps.db
    .selectFrom('service_messages as m')
    .innerJoin('service_cases as sc', 'sc.id', 'm.case_id')
    .select(['m.id', 'm.body', 'sc.id as case_no', 'sc.kind', 'sc.name', 'sc.email'])
    .where('m.id', '=', messageId)
    .where('m.kind', '=', 'reply')
    .executeTakeFirstOrThrow();
  const text = [
    `Hello ${reply.name || 'there'},`,
    '',
    reply.body,
    '',
    SERVICE_REPLY_AUTHOR,
    '',
    `Read the whole conversation and answer it under Messages: ${deps.config.publicUrl}/myaccount/messages/${reply.case_no}`,
  ].join('\n');
  await deps.mailer.send({
    to: reply.email,
    subject: replySubject(reply.case_no, reply.kind),
    replyTo: { name: SERVICE_REPLY_AUTHOR, address: deps.config.serviceEmail },
    text,
    html: asHtml(text),
  });
  await deps.db
    .updateTable('service_messages')
    .set({ mailed_at: sql<Date>`now()` })
    .where('id', '=', reply.id)
    .execute();
}
