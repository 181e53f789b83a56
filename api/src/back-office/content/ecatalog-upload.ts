import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ECATALOG_LIMITS } from '@storefront/shared-kernel/contracts';
import { toSlug } from '@storefront/shared-kernel/domain';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { PICTURE_TOO_LARGE, storePicture, type StoredPicture } from '../../catalogue/picture-store';
import type { Deps } from '../../deps';
import { AppError, badRequest } from '../../lib/errors';
import { toValidationError } from '../../lib/route';
import { fileSafe } from '../../seed/assets';
import { uploadName } from '../catalogue/picture-form';

/**
 * An e-catalog's files as the back office sends them (docs/product.md §13.7): a multipart form, its text fields
 * first (checked before any file is kept), then the PDF (`pdf`) and a cover picture (`cover`). The PDF is
 * streamed to disk, never held whole, at most 50 MB, and kept only when its content is a PDF (file-type reads
 * its first bytes; its name and the type the browser declares are not trusted), under a name of its own in
 * `uploads/ecatalogs/`, which serves it as application/pdf. The cover is stored as every picture is
 * (picture-store.ts: the type read from the content, WebP, a thumbnail).
 */
export interface StoredPdf {
  /** Its public path (`/uploads/ecatalogs/...pdf`). */
  filepath: string;
  /** Where it is on disk. */
  file: string;
  /** The name it was sent with. */
  fileName: string;
  bytes: number;
}

export interface GivenEcatalogFiles {
  pdf?: StoredPdf;
  cover?: StoredPicture;
}

const given = new WeakMap<FastifyRequest, GivenEcatalogFiles>();

/** The files readEcatalogForm kept for this request. */
export const givenEcatalogFiles = (request: FastifyRequest): GivenEcatalogFiles => given.get(request) ?? {};

const PDF_MB = ECATALOG_LIMITS.pdfBytes / 1024 / 1024;
/** Enough of a file's start for file-type to know a PDF (its own sample size); the rest is never read. */
const HEAD_BYTES = 4100;

const refusal = (status: number, code: string, field: string, message: string) =>
  new AppError(status, code, message, { [field]: [message] });

// file-type ships only ES modules: loaded once, on the first PDF, by a dynamic import.
let detector: Promise<typeof import('file-type')> | undefined;
const fileType = () => (detector ??= import('file-type'));

async function isPdf(file: string): Promise<boolean> {
  const handle = await fs.promises.open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read({ buffer: Buffer.alloc(HEAD_BYTES), position: 0 });
    const { fileTypeFromBuffer } = await fileType();
    return (await fileTypeFromBuffer(buffer.subarray(0, bytesRead)))?.mime === 'application/pdf';
  } finally {
    await handle.close();
  }
}

/** Streams a PDF part into uploads/ecatalogs/, named after the catalog's title; refused and removed unless it is one. */
async function storePdf(deps: Deps, content: Readable & { truncated?: boolean }, name: string, title: string) {
  const folder = path.join(deps.config.dataDir, 'uploads', 'ecatalogs');
  await fs.promises.mkdir(folder, { recursive: true });
  const base = `${fileSafe(toSlug(title)).slice(0, 80) || 'catalog'}-${crypto.randomBytes(4).toString('hex')}`;
  const file = path.join(folder, `${base}.pdf`);
  // Written beside under a name the uploads route does not serve, then renamed once it is known to be a PDF.
  const partial = `${file}.partial`;
  try {
    await pipeline(content, fs.createWriteStream(partial));
    if (content.truncated) throw refusal(413, 'PAYLOAD_TOO_LARGE', 'pdf', `${name} is larger than ${PDF_MB} MB.`);
    const { size } = await fs.promises.stat(partial);
    if (size === 0) throw refusal(422, 'FILE_EMPTY', 'pdf', `${name} is empty.`);
    if (!(await isPdf(partial))) throw refusal(415, 'UNSUPPORTED_FILE_TYPE', 'pdf', `${name} is not a PDF.`);
    await fs.promises.rename(partial, file);
    return { filepath: `/uploads/ecatalogs/${base}.pdf`, file, fileName: name, bytes: size };
  } catch (error) {
    await fs.promises.rm(partial, { force: true });
    throw error;
  }
}

/** Reads a cover part (at most 10 MB, refused as soon as it is more) and stores it as a picture. */
async function storeCover(deps: Deps, content: Readable, name: string): Promise<StoredPicture> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of content as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > ECATALOG_LIMITS.coverBytes)
      throw refusal(413, 'PAYLOAD_TOO_LARGE', 'cover', `${name} ${PICTURE_TOO_LARGE}.`);
    chunks.push(chunk);
  }
  const stored = await storePicture(deps.config.dataDir, 'ecatalogs', Buffer.concat(chunks));
  if ('reason' in stored) throw refusal(422, 'PICTURE_REFUSED', 'cover', `${name} ${stored.reason}.`);
  return stored;
}

/** Removes a PDF an upload kept when its catalog is not written after all. */
export const removeStoredPdf = (pdf: StoredPdf | undefined) =>
  pdf ? fs.promises.rm(pdf.file, { force: true }) : Promise.resolve();

export interface EcatalogFormOptions {
  /** The form must carry a PDF (a new catalog); otherwise it carries a cover. */
  needsPdf: boolean;
  /** The call's request: the text fields are checked by it before any file is kept. */
  fields: z.ZodType;
}

/** A staff call's readInput: the form's text fields, for its contract; the files, for givenEcatalogFiles. */
export const readEcatalogForm =
  (deps: Deps, options: EcatalogFormOptions) =>
  async (request: FastifyRequest): Promise<Record<string, string>> => {
    if (!request.isMultipart())
      throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the files as multipart/form-data.');
    const fields: Record<string, string> = {};
    const files: GivenEcatalogFiles = {};
    let areFieldsChecked = false;
    const checkFields = () => {
      if (areFieldsChecked) return;
      const parsed = options.fields.safeParse(fields);
      if (!parsed.success) throw toValidationError(parsed.error);
      areFieldsChecked = true;
    };
    try {
      const parts = request.parts({
        limits: { fileSize: ECATALOG_LIMITS.pdfBytes, files: 2, fields: 5, fieldSize: 1024, parts: 7 },
      });
      for await (const part of parts) {
        if (part.type === 'field') {
          fields[part.fieldname] = String(part.value);
          continue;
        }
        checkFields();
        const name = uploadName(part.filename);
        if (part.fieldname === 'pdf' && options.needsPdf && !files.pdf)
          files.pdf = await storePdf(deps, part.file, name, fields.title ?? '');
        else if (part.fieldname === 'cover' && !files.cover) files.cover = await storeCover(deps, part.file, name);
        else part.file.resume();
      }
    } catch (error) {
      // Refused mid-body: the rest is read and dropped, so the client gets the answer rather than a reset.
      request.raw.unpipe();
      request.raw.resume();
      await removeStoredPdf(files.pdf);
      const code = (error as { code?: unknown }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE')
        throw refusal(413, 'PAYLOAD_TOO_LARGE', 'pdf', `The PDF is larger than ${PDF_MB} MB.`);
      if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT')
        throw new AppError(413, 'PAYLOAD_TOO_LARGE', 'Send one PDF and at most one cover picture.');
      if (error instanceof AppError) throw error;
      throw new AppError(400, 'BAD_REQUEST', 'The upload could not be read. Please send it again.');
    }
    try {
      checkFields();
      if (options.needsPdf && !files.pdf)
        throw badRequest('Choose the catalog’s PDF.', { pdf: ['Choose the catalog’s PDF.'] });
      if (!options.needsPdf && !files.cover)
        throw badRequest('Choose a cover picture.', { cover: ['Choose a cover picture.'] });
    } catch (error) {
      await removeStoredPdf(files.pdf);
      throw error;
    }
    given.set(request, files);
    return fields;
  };
