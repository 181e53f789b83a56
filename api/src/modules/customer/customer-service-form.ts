import { CS_UPLOAD_LIMITS } from '@storefront/shared-kernel/contracts';
import { csUploadMessages } from '@storefront/shared-kernel/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Caller, Deps } from '../../deps';
import { authenticate } from '../../plugins/auth';
import { AppError, unauthorized } from '../../lib/errors';
import { openDailyAllowance, type DailyAllowance } from './customer-service-quota';
import { csUploadsDir } from './customer-service.service';
import { UploadBatch } from './customer-service-uploads';

/**
 * The multipart forms a buyer sends customer service with files (docs/product.md §9.2): the contact form
 * (register-cs) and a message added to a case (§13.9). One reader for both: the files are streamed to
 * disk and checked as they arrive, within the account's daily allowance, and whatever a request leaves
 * unstored when it answers is removed.
 */

/** A request's files on disk until its message is stored; whatever is left when it answers is removed. */
interface PendingUpload {
  batch: UploadBatch;
  /** Gives back the account's allowance this request took (customer-service-quota.ts). */
  release: () => void;
  isStored: boolean;
}
const pending = new WeakMap<FastifyRequest, PendingUpload>();

/** The files a request brought (null for none, or a JSON request). */
export const uploadOf = (request: FastifyRequest): UploadBatch | null => pending.get(request)?.batch ?? null;

/** Says the request's message was stored: its files are kept when it answers. */
export const keepUpload = (request: FastifyRequest): void => {
  const upload = pending.get(request);
  if (upload) upload.isStored = true;
};

const tooManyFiles = () => {
  const message = csUploadMessages.tooManyFiles(CS_UPLOAD_LIMITS.maxFiles);
  return new AppError(413, 'PAYLOAD_TOO_LARGE', message, { files: [message] });
};

/** Before any answer goes out: files of a message that was not stored are removed, its allowance given back. */
const settleUpload = async (request: FastifyRequest) => {
  const upload = pending.get(request);
  if (!upload) return;
  pending.delete(request);
  if (!upload.isStored) await upload.batch.discard();
  upload.release();
};

/** A text part of the form, read into `fields` (or refused); parts the form does not name are ignored. */
export type ReadField = (name: string, value: string, fields: Record<string, unknown>) => void;

/**
 * Reads a multipart form, streaming its files to disk (customer-service-uploads.ts) and handing each text
 * part to `readField`. With `jsonToo`, a JSON body (a message without files) is read as it is.
 */
export const serviceFormReader =
  (deps: Deps, readField: ReadField, { jsonToo = false } = {}) =>
  async (request: FastifyRequest): Promise<Record<string, unknown>> => {
    if (!request.isMultipart()) {
      if (jsonToo) return (request.body ?? {}) as Record<string, unknown>;
      throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the form as multipart/form-data.');
    }
    const caller: Caller | null = await authenticate(request, deps);
    if (!caller) throw unauthorized();
    let allowance: DailyAllowance | undefined;
    const batch = new UploadBatch({
      dir: csUploadsDir(deps),
      maxFileBytes: CS_UPLOAD_LIMITS.maxFileBytes,
      maxRequestBytes: deps.config.csUploadRequestBytes,
      openAllowance: async () => (allowance = await openDailyAllowance(deps, caller.id)),
    });
    pending.set(request, { batch, release: () => allowance?.release(), isStored: false });
    const fields: Record<string, unknown> = {};
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') await batch.add(part.filename, part.file);
        // Cut at the field size limit: what arrived is not what was sent, and would read as bad JSON.
        else if (part.valueTruncated) throw new AppError(413, 'PAYLOAD_TOO_LARGE', `${part.fieldname} is too large.`);
        else readField(part.fieldname, String(part.value), fields);
      }
    } catch (error) {
      // Refused mid-body: the rest is read and dropped, so the client gets the answer rather than a reset.
      request.raw.unpipe();
      request.raw.resume();
      // Removed here, not only before the answer: a client that went away may never be answered.
      await settleUpload(request);
      const code = (error as { code?: unknown }).code;
      if (code === 'FST_FILES_LIMIT') throw tooManyFiles();
      // Our refusals and the upload limits carry their own answer; what else the multipart parser
      // throws (no boundary, a body cut off) is a malformed request, not a fault of ours.
      if (error instanceof AppError || code !== undefined) throw error;
      throw new AppError(400, 'BAD_REQUEST', 'The form could not be read. Please send it again.');
    }
    return fields;
  };

/**
 * Registers calls that take such a form in a scope of their own, whose hook settles each request's
 * files before it answers (removed unless its message was stored, the allowance given back).
 */
export function withServiceUploads(app: FastifyInstance, register: (scope: FastifyInstance) => void): void {
  void app.register(async (scope) => {
    scope.addHook('onSend', async (request, _reply, payload) => {
      await settleUpload(request);
      return payload;
    });
    register(scope);
  });
}

/** The parser's limits: one byte past a file's limit reaches UploadBatch, which names the file. */
export const CS_MULTIPART_LIMITS = {
  fileSize: CS_UPLOAD_LIMITS.maxFileBytes + 1,
  files: CS_UPLOAD_LIMITS.maxFiles,
  fields: 10,
  fieldSize: 64 * 1024,
};
