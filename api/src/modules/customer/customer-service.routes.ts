import { CS_UPLOAD_LIMITS, registerCsCall } from '@storefront/shared-kernel/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../../deps';
import { AppError, badRequest } from '../../lib/errors';
import { defineRoute } from '../../lib/route';
import { assertAllowedFile, registerCs, type UploadedFile } from './customer-service.service';

const uploads = new WeakMap<FastifyRequest, UploadedFile[]>();

/** The parts of register-cs: csInfo (JSON text), destination and files, each checked as it arrives. */
const readParts = async (request: FastifyRequest, fields: Record<string, unknown>, files: UploadedFile[]) => {
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const data = await part.toBuffer();
      const file = { filename: part.filename, mimetype: part.mimetype, data };
      assertAllowedFile(file);
      files.push(file);
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

/** Reads the multipart body of register-cs: csInfo (JSON text), destination and files. */
const readCsForm = async (request: FastifyRequest): Promise<unknown> => {
  if (!request.isMultipart())
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the form as multipart/form-data.');
  const fields: Record<string, unknown> = {};
  const files: UploadedFile[] = [];
  try {
    await readParts(request, fields, files);
  } catch (error) {
    // Our refusals and the upload limits carry their own answer; what else the multipart parser
    // throws (no boundary, a body cut off) is a malformed request, not a fault of ours.
    if (error instanceof AppError || (error as { code?: unknown }).code !== undefined) throw error;
    throw new AppError(400, 'BAD_REQUEST', 'The form could not be read. Please send it again.');
  }
  uploads.set(request, files);
  return fields;
};

/** The contact form (and quote requests): register-cs, a multipart form. */
export function customerServiceRoutes(app: FastifyInstance, deps: Deps): void {
  const authLimit = deps.config.authRateLimit;
  defineRoute(
    app,
    deps,
    registerCsCall,
    {
      auth: 'required',
      readInput: readCsForm,
      rateLimit: authLimit,
      accountLimit: { max: authLimit, key: (_i, caller) => (caller ? `id:${caller.id}` : undefined) },
    },
    (input, { caller, request }) =>
      registerCs(deps, caller, input.csInfo, input.destination, uploads.get(request) ?? []),
  );
}

export const CS_MULTIPART_LIMITS = {
  fileSize: CS_UPLOAD_LIMITS.maxFileBytes,
  files: CS_UPLOAD_LIMITS.maxFiles,
  fields: 10,
  fieldSize: 64 * 1024,
};
