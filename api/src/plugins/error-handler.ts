import { CS_UPLOAD_LIMITS } from '@storefront/shared-kernel/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError, isDatabaseUnavailable } from '../lib/errors';
import { RETRY_AFTER_SECONDS } from './health';

const send = (statusCode: number, code: string, message: string, fields?: Record<string, string[]>) => ({
  statusCode,
  body: { is_success: false as const, message, code, ...(fields ? { fields } : {}) },
});

/** Maps any failure to `{ is_success: false, message, code }`; 5xx answers never carry a stack or SQL. */
export const toErrorAnswer = (error: FastifyError | AppError | Error) => {
  if (error instanceof AppError) return send(error.statusCode, error.code, error.message, error.fields);
  const e = error as FastifyError;
  const status = e.statusCode ?? 500;
  // Too many files is a count, not a size: it said 'too large'. Only customer service takes files.
  if (e.code === 'FST_FILES_LIMIT') {
    const message = `Up to ${CS_UPLOAD_LIMITS.maxFiles} files can be attached.`;
    return send(400, 'VALIDATION_FAILED', message, { files: [message] });
  }
  // Too many form fields is a count too (a field over its size is said where it is read).
  if (e.code === 'FST_FIELDS_LIMIT' || e.code === 'FST_PARTS_LIMIT')
    return send(413, 'PAYLOAD_TOO_LARGE', 'The form has too many fields.');
  if (status === 413 || e.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || e.code === 'FST_REQ_FILE_TOO_LARGE')
    return send(413, 'PAYLOAD_TOO_LARGE', 'The request or one of its files is too large.');
  if (status === 415 || e.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
    return send(415, 'UNSUPPORTED_MEDIA_TYPE', 'This content type is not accepted.');
  if (status === 429) return send(429, 'RATE_LIMITED', 'Too many requests. Please wait a minute and try again.');
  if (isDatabaseUnavailable(error))
    return send(503, 'SERVICE_UNAVAILABLE', 'The service is temporarily unavailable. Please try again shortly.');
  if (status >= 400 && status < 500) {
    const message = e.code?.startsWith('FST_ERR_CTP')
      ? 'The request body is not valid JSON.'
      : 'The request is not valid.';
    return send(status, status === 404 ? 'NOT_FOUND' : 'BAD_REQUEST', message);
  }
  return send(500, 'INTERNAL_ERROR', 'Something went wrong on our side. Please try again.');
};

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const answer = toErrorAnswer(error);
    if (answer.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    // A call's cache header is set before it runs: a refused or failed answer of a cacheable call
    // (a missing CMS page, a database down) must not be kept by browsers and proxies as its answer.
    reply.header('cache-control', 'no-store');
    // A client told to come back later is told when (the rate limiter sets its own window).
    const retryAfterSeconds = (error as { retryAfterSeconds?: number }).retryAfterSeconds;
    if (answer.statusCode === 503) reply.header('retry-after', String(retryAfterSeconds ?? RETRY_AFTER_SECONDS));
    if (answer.statusCode === 429 && !reply.hasHeader('retry-after'))
      reply.header('retry-after', String(retryAfterSeconds ?? 60));
    return reply.code(answer.statusCode).send(answer.body);
  });
}
