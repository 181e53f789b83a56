/** A failure with a status and a stable code; its message is safe to show a buyer. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string[]>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fields?: Record<string, string[]>) =>
  new AppError(400, 'VALIDATION_FAILED', message, fields);
export const unauthorized = (message = 'Please sign in to continue.', code = 'UNAUTHORIZED') =>
  new AppError(401, code, message);
export const forbidden = (message = 'You are not allowed to do that.', code = 'FORBIDDEN') =>
  new AppError(403, code, message);
export const notFound = (message = 'Not found', code = 'NOT_FOUND') => new AppError(404, code, message);
export const conflict = (message: string, code = 'CONFLICT') => new AppError(409, code, message);
export const unprocessable = (message: string, code = 'UNPROCESSABLE') => new AppError(422, code, message);

/** PostgreSQL's unique_violation, from node-postgres or our PGlite bridge (both carry the constraint). */
export const isUniqueViolation = (error: unknown, constraint?: string): boolean => {
  const e = error as { code?: string; constraint?: string; message?: string } | undefined;
  if (e?.code !== '23505') return false;
  if (!constraint) return true;
  return e.constraint === constraint || (e.message ?? '').includes(constraint);
};

/** Errors meaning the database cannot be reached (answered 503, not 500). */
export const isDatabaseUnavailable = (error: unknown): boolean => {
  const e = error as { code?: string; message?: string } | undefined;
  const code = e?.code ?? '';
  return (
    [
      'ECONNREFUSED',
      'ECONNRESET',
      'ENOTFOUND',
      'ETIMEDOUT',
      'EPIPE',
      '57P01',
      '57P02',
      '57P03',
      '53300',
      '08000',
      '08001',
      '08003',
      '08006',
    ].includes(code) ||
    /Connection terminated|timeout exceeded when trying to connect|driver has already been destroyed|Client has encountered a connection error/i.test(
      e?.message ?? '',
    )
  );
};
