import { CS_UPLOAD_LIMITS, registerCsCall } from '@storefront/shared-kernel/contracts';
import { csUploadMessages } from '@storefront/shared-kernel/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../../deps';
import { authenticate } from '../../plugins/auth';
import { AppError, badRequest, unauthorized } from '../../lib/errors';
import { defineRoute } from '../../lib/route';
import { openDailyAllowance, type DailyAllowance } from './customer-service-quota';
import { csUploadsDir, registerCs } from './customer-service.service';
import { UploadBatch, sweepLeftoverParts } from './customer-service-uploads';

/** A request's files on disk until its message is stored; whatever is left when it answers is removed. */
interface PendingUpload {
  batch: UploadBatch;
  /** Gives back the account's allowance this request took (customer-service-quota.ts). */
  release: () => void;
  isStored: boolean;
}
const pending = new WeakMap<FastifyRequest, PendingUpload>();

const tooManyFiles = () => {
  const message = csUploadMessages.tooManyFiles(CS_UPLOAD_LIMITS.maxFiles);
  return new AppError(413, 'PAYLOAD_TOO_LARGE', message, { files: [message] });
};

/** The parts of register-cs: csInfo (JSON text), destination and files, each checked as it arrives. */
const readParts = async (request: FastifyRequest, fields: Record<string, unknown>, batch: UploadBatch) => {
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      await batch.add(part.filename, part.file);
    } else if (part.valueTruncated) {
      // Cut at the field size limit: what arrived is not what was sent, and would read as bad JSON.
      throw new AppError(413, 'PAYLOAD_TOO_LARGE', `${part.fieldname} is too large.`);
    } else if (part.fieldname === 'csInfo') {
      try {
        fields.csInfo = JSON.parse(String(part.value));
      } catch {
        throw badRequest('csInfo must be JSON', { csInfo: ['csInfo must be JSON'] });
      }
    } else if (part.fieldname === 'destination') {
      fields.destination = String(part.value);
    }
  }
};

/** Before any answer goes out: files of a message that was not stored are removed, its allowance given back. */
const settleUpload = async (request: FastifyRequest) => {
  const upload = pending.get(request);
  if (!upload) return;
  pending.delete(request);
  if (!upload.isStored) await upload.batch.discard();
  upload.release();
};

/** Reads the multipart body of register-cs, streaming its files to disk (customer-service-uploads.ts). */
const csFormReader = (deps: Deps) => async (request: FastifyRequest) => {
  if (!request.isMultipart())
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the form as multipart/form-data.');
  const caller = await authenticate(request, deps);
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
    await readParts(request, fields, batch);
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

/** The contact form (and quote requests): register-cs, a multipart form. */
export function customerServiceRoutes(app: FastifyInstance, deps: Deps): void {
  const authLimit = deps.config.authRateLimit;
  // Uploads a crash cut short left their `.part` files: gone at each start.
  deps.background.run(
    async () => {
      const removed = await sweepLeftoverParts(csUploadsDir(deps));
      if (removed > 0) deps.log.info({ removed }, 'Removed partial uploads an interrupted run left behind');
    },
    (error) => deps.log.warn({ err: error }, 'Leftover partial uploads could not be removed'),
  );
  // Its own scope, so the hook below runs for this call only.
  void app.register(async (scope) => {
    scope.addHook('onSend', async (request, _reply, payload) => {
      await settleUpload(request);
      return payload;
    });
    defineRoute(
      scope,
      deps,
      registerCsCall,
      {
        auth: 'required',
        readInput: csFormReader(deps),
        rateLimit: authLimit,
        accountLimit: { max: authLimit, key: (_i, caller) => (caller ? `id:${caller.id}` : undefined) },
      },
      async (input, { caller, request }) => {
        const upload = pending.get(request);
        const answer = await registerCs(deps, caller, input.csInfo, input.destination, upload?.batch ?? null);
        if (upload) upload.isStored = true;
        return answer;
      },
    );
  });
}

/** The parser's limits: one byte past a file's limit reaches UploadBatch, which names the file. */
export const CS_MULTIPART_LIMITS = {
  fileSize: CS_UPLOAD_LIMITS.maxFileBytes + 1,
  files: CS_UPLOAD_LIMITS.maxFiles,
  fields: 10,
  fieldSize: 64 * 1024,
};
