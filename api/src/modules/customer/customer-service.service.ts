import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { CS_UPLOAD_LIMITS, type csInfoSchema } from '@storefront/shared-kernel/contracts';
import type { z } from 'zod';
import type { Caller, Deps } from '../../deps';
import { AppError } from '../../lib/errors';
import { insertCsRequest } from './customer.repository';

export interface UploadedFile {
  filename: string;
  mimetype: string;
  data: Buffer;
}

const EXTENSIONS: Record<string, string> = {
  'application/pdf': '.pdf',
  'image/png': '.png',
  'image/jpeg': '.jpg',
  'image/gif': '.gif',
  'image/webp': '.webp',
  'text/plain': '.txt',
  'text/csv': '.csv',
};

/** Declared types are checked against the first bytes, so a renamed executable is not stored as a PDF. */
const SIGNATURES: Record<string, (b: Buffer) => boolean> = {
  'application/pdf': (b) => b.subarray(0, 5).toString('latin1') === '%PDF-',
  'image/png': (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8,
  'image/gif': (b) => b.subarray(0, 4).toString('latin1') === 'GIF8',
  'image/webp': (b) => b.subarray(8, 12).toString('latin1') === 'WEBP',
};

/**
 * Text has no first bytes to check: its name must say what it is (.txt or .csv, whichever of the two
 * types a system gives them), or a page (`invoice.html`) declared as text would reach a rep's mail as an
 * attachment their mail program opens as a page. The contact form checks the same on picking.
 */
const TEXT_NAMES = ['.txt', '.csv'];

/**
 * The client's file name as data: the last path segment, no control characters (CR/LF could split a
 * mail header), at most 200 characters. It is never used as a path.
 */
export const displayFileName = (filename: string): string =>
  (
    filename
      // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
      .replace(/[\u0000-\u001f\u007f]/g, '')
      .split(/[\\/]/)
      .pop() ?? ''
  )
    .trim()
    .slice(0, 200) || 'attachment';

export const assertAllowedFile = (file: UploadedFile): void => {
  // The form refuses an empty file with the same words; a message should not carry a blank attachment.
  if (file.data.length === 0) {
    const message = `${displayFileName(file.filename)} is empty.`;
    throw new AppError(400, 'VALIDATION_FAILED', message, { files: [message] });
  }
  const allowed = (CS_UPLOAD_LIMITS.types as readonly string[]).includes(file.mimetype);
  const signatureOk = SIGNATURES[file.mimetype]?.(file.data) ?? true;
  const extension = path.extname(displayFileName(file.filename)).toLowerCase();
  const nameOk = !file.mimetype.startsWith('text/') || TEXT_NAMES.includes(extension);
  if (!allowed || !signatureOk || !nameOk)
    throw new AppError(
      415,
      'UNSUPPORTED_FILE_TYPE',
      `${displayFileName(file.filename)}: only PDF, image, text and CSV files can be attached.`,
    );
};

export async function registerCs(
  deps: Deps,
  caller: Caller,
  info: z.output<typeof csInfoSchema>,
  destination: string,
  files: UploadedFile[],
) {
  const dir = path.join(deps.config.dataDir, 'cs-uploads');
  await fs.promises.mkdir(dir, { recursive: true });
  const stored = [];
  for (const file of files) {
    // Stored under a generated name: the client's file name is kept as data only, never as a path.
    const name = `${crypto.randomUUID()}${EXTENSIONS[file.mimetype] ?? ''}`;
    await fs.promises.writeFile(path.join(dir, name), file.data);
    stored.push({ name: displayFileName(file.filename), stored: name, type: file.mimetype, size: file.data.length });
  }
  await insertCsRequest(deps.db, { customerId: caller.id, ...info, destination, files: stored });
  // The form's email may be any address: a rep replying to one that is not the account's is told so.
  const replyNote =
    info.email.toLowerCase() === caller.email.toLowerCase()
      ? ''
      : `Replies go to ${info.email}, not the account's email.\n`;
  await deps.mailer.send({
    to: deps.config.serviceEmail,
    subject: `Customer service request from ${info.firstname} ${info.lastname} (#${caller.id})`,
    // A rep answers with Reply: it must reach the customer, not the store's own sending address.
    replyTo: { name: `${info.firstname} ${info.lastname}`, address: info.email },
    text: `From: ${info.firstname} ${info.lastname} <${info.email}>\nCustomer: ${caller.id} (${caller.email})\n${replyNote}Destination: ${destination || '-'}\n\n${info.message}\n`,
    attachments: stored.map((f) => ({ filename: f.name, path: path.join(dir, f.stored), contentType: f.type })),
  });
  return { is_success: true as const, message: 'Submit Successful!', files: stored.length };
}
