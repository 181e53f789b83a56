import path from 'node:path';
import type { csInfoSchema } from '@storefront/shared-kernel/contracts';
import { formatFileSize } from '@storefront/shared-kernel/domain';
import { caseTitle } from '@storefront/shared-kernel/service-desk';
import type { z } from 'zod';
import type { Caller, Deps } from '../../deps';
import { AppError } from '../../lib/errors';
import { openCase } from './customer-service-cases';
import { insertWithinDailyLimit } from './customer-service-quota';
import { storageFailed, type StoredFile, type UploadBatch } from './customer-service-uploads';

export { safeFileName } from './customer-service-file-types';

/** Files under this size travel with the rep's mail; bigger ones stay with the stored request. */
export const MAIL_ATTACH_BELOW_BYTES = 1024 * 1024;

export const csUploadsDir = (deps: Deps) => path.join(deps.config.dataDir, 'cs-uploads');

/** The mail's word on the files kept with the request rather than attached, so the rep can ask for them. */
const keptFilesNote = (requestId: number, kept: StoredFile[]) =>
  kept.length === 0
    ? ''
    : `\nKept with request #${requestId}, not attached (1 MB or more):\n${kept
        .map((f) => `- ${f.name} (${f.type}, ${formatFileSize(f.size)})`)
        .join('\n')}\n`;

/** Takes back a case and the request it was opened with: their mail to customer service failed. */
export async function takeBackCase(deps: Deps, caseNo: number, requestId: number): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    // The case's messages, files and lines go with it (on delete cascade).
    await trx.deleteFrom('service_cases').where('id', '=', caseNo).execute();
    await trx.deleteFrom('cs_requests').where('id', '=', requestId).execute();
  });
}

/**
 * Stores a customer-service message (its files are already on disk, in `batch`) as a new case of the
 * service desk (docs/product.md §13.9), in one transaction, and mails it to the rep. Nothing is answered
 * as sent that was not: a message whose row or mail fails leaves no row, no case and no files.
 */
export async function registerCs(
  deps: Deps,
  caller: Caller,
  info: z.output<typeof csInfoSchema>,
  destination: string,
  batch: UploadBatch | null,
) {
  const files = batch?.files ?? [];
  const dir = csUploadsDir(deps);
  const name = `${info.firstname} ${info.lastname}`;
  const { requestId, caseNo } = await insertWithinDailyLimit(
    deps,
    { customerId: caller.id, ...info, destination, files },
    batch?.bytes ?? 0,
    async (trx, requestId) => ({
      requestId,
      caseNo: await openCase(trx, {
        kind: info.kind,
        customerId: caller.id,
        name,
        email: info.email,
        message: { body: info.message, requestId, files },
      }),
    }),
  );
  // The form's email may be any address: a rep replying to one that is not the account's is told so.
  const replyNote =
    info.email.toLowerCase() === caller.email.toLowerCase()
      ? ''
      : `Replies go to ${info.email}, not the account's email.\n`;
  const attached = files.filter((f) => f.size < MAIL_ATTACH_BELOW_BYTES);
  const kept = files.filter((f) => f.size >= MAIL_ATTACH_BELOW_BYTES);
  const what = info.kind === 'quote' ? 'Quote request' : 'Question';
  try {
    await deps.mailer.send({
      to: deps.config.serviceEmail,
      subject: `${caseTitle(caseNo)}: ${what} from ${name} (#${caller.id})`,
      // A rep answers with Reply: it must reach the customer, not the store's own sending address.
      replyTo: { name, address: info.email },
      text: `${what} from ${name} <${info.email}>\nCustomer: ${caller.id} (${caller.email})\n${replyNote}Destination: ${destination || '-'}\n${caseTitle(caseNo)}: ${deps.config.publicUrl}/admin/service/${caseNo}\n\n${info.message}\n${keptFilesNote(requestId, kept)}`,
      attachments: attached.map((f) => ({
        filename: f.name,
        path: path.join(dir, f.stored),
        contentType: f.type,
        contentDisposition: 'attachment' as const,
      })),
    });
  } catch (error) {
    // Unsent, the message would sit where no rep looks: it is taken back and the buyer asked to retry.
    await takeBackCase(deps, caseNo, requestId).catch(() => undefined);
    deps.log.error({ err: error }, 'customer-service mail failed; the message was taken back');
    throw error instanceof AppError ? error : storageFailed(error);
  }
  return { is_success: true as const, message: 'Submit Successful!', files: files.length, caseNo };
}
