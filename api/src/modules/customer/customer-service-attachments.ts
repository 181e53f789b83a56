import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import type { Deps } from '../../deps';
import { notFound } from '../../lib/errors';
import { csUploadsDir } from './customer-service.service';

export const ATTACHMENT_NOT_FOUND = 'File not found';

/** The names UploadBatch stores files under: a random UUID and its type's extension, nothing else. */
const STORED_NAME = /^[0-9a-f-]{36}\.[a-z]{3,4}$/;

/** A name as plain ASCII for the header's `filename`: what is not printable ASCII, a quote or a backslash becomes `_`. */
const asciiName = (name: string) => name.replace(/[^\x20-\x7e]|["\\]/g, '_');

/**
 * `attachment`, with the file's name: an ASCII `filename` for old clients and the exact name encoded
 * as UTF-8 in `filename*` (RFC 6266), which a browser prefers.
 */
export const attachmentDisposition = (name: string): string =>
  `attachment; filename="${asciiName(name)}"; filename*=UTF-8''${encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  )}`;

/**
 * Sends a customer-service file as a download (docs/product.md §9.2, §13.9): `Content-Disposition:
 * attachment` with its name, the type it was checked as when it arrived, never sniffed, never run as a
 * page, never kept by a browser or proxy. A file no longer on disk is 404, as one never sent.
 */
export async function sendAttachment(
  deps: Deps,
  reply: FastifyReply,
  file: { name: string; stored: string; type: string; size: number },
): Promise<void> {
  if (!STORED_NAME.test(file.stored)) throw notFound(ATTACHMENT_NOT_FOUND, 'FILE_NOT_FOUND');
  const handle = await fs.promises.open(path.join(csUploadsDir(deps), file.stored), 'r').catch(() => null);
  if (!handle) throw notFound(ATTACHMENT_NOT_FOUND, 'FILE_NOT_FOUND');
  const { size } = await handle.stat().catch(async (error: unknown) => {
    await handle.close();
    throw error;
  });
  reply
    .header('content-type', file.type)
    .header('content-disposition', attachmentDisposition(file.name))
    .header('content-length', size)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cache-control', 'private, no-store')
    .send(handle.createReadStream());
}
