import { AppError } from './errors';

/** A refusal that tells the client when to ask again: the error handler sends it as `Retry-After`. */
export type RetryLaterError = AppError & { retryAfterSeconds: number };

export const retryLater = (status: 429 | 503, code: string, message: string, seconds: number): RetryLaterError =>
  Object.assign(new AppError(status, code, message), { retryAfterSeconds: Math.max(1, Math.ceil(seconds)) });
