import { answerStatus } from '../domain/answer-status';

/**
 * Reading a failed call, for every remote. The product tells two cases apart (docs/product.md §11): the
 * server answered with a refusal (`{ is_success: false, message, code, fields }`: its message is shown),
 * or the call got no answer at all (network, timeout: the page shows its own wording, and the server may
 * still have carried the call out). Errors are read by shape (the client's `ApiCallError`: http-client.ts), so a
 * remote needs no import of the client to read one.
 */
export type CallFailure =
  | { kind: 'refused'; status: number; message: string; code?: string; fields: Record<string, string> }
  | { kind: 'exception' };

interface ErrorWithResponse {
  response: { status: number; data?: unknown };
}

const hasResponse = (error: unknown): error is ErrorWithResponse => answerStatus(error) !== null;

const answerOf = (error: unknown): Record<string, unknown> => {
  const data = hasResponse(error) ? error.response.data : undefined;
  return data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
};

/** The `message` of an API answer body, trimmed, or ''. */
export const answerMessage = (data: unknown): string => {
  const message = data && typeof data === 'object' ? (data as { message?: unknown }).message : undefined;
  return typeof message === 'string' ? message.trim() : '';
};

/** The failing fields of a 400 answer, keyed by the last part of their path ('addressInfo.city' -> 'city'). */
export function fieldErrors(error: unknown): Record<string, string> {
  const { fields } = answerOf(error);
  if (!fields || typeof fields !== 'object') return {};
  const errors: Record<string, string> = {};
  for (const [path, messages] of Object.entries(fields as Record<string, unknown>)) {
    const first = Array.isArray(messages) ? (messages[0] as unknown) : undefined;
    if (typeof first === 'string') errors[path.split('.').pop() ?? path] = first;
  }
  return errors;
}

export function describeFailure(error: unknown): CallFailure {
  if (!hasResponse(error)) return { kind: 'exception' };
  const { code } = answerOf(error);
  return {
    kind: 'refused',
    status: error.response.status,
    message: answerMessage(error.response.data),
    ...(typeof code === 'string' ? { code } : {}),
    fields: fieldErrors(error),
  };
}

/** The message the server put in its refusal, if any; none for calls that got no answer. */
export const serverMessage = (error: unknown): string | undefined => answerMessage(answerOf(error)) || undefined;

/** The error code of the server's refusal (`PO_EXISTS`, `CART_EMPTY`, ...), if any. */
export function serverCode(error: unknown): string | undefined {
  const { code } = answerOf(error);
  return typeof code === 'string' ? code : undefined;
}

/** The server's message when it refused, else `fallback`; `onException` when no answer came. */
export function failureMessage(error: unknown, fallback: string, onException = fallback): string {
  const failure = describeFailure(error);
  if (failure.kind === 'exception') return onException;
  return failure.message || fallback;
}

/** A call that timed out or hit a network failure (not one the page cancelled): the server may have done it. */
export function isUnanswered(error: unknown): boolean {
  if (!error || typeof error !== 'object' || hasResponse(error)) return false;
  const { code } = error as { code?: unknown };
  return code === 'ECONNABORTED' || code === 'ERR_NETWORK';
}

/** A request cancelled because the page moved on: nothing to tell anyone. */
export const isCancelled = (error: unknown): boolean => {
  const e = error as { code?: unknown; name?: unknown } | null;
  return e?.code === 'ERR_CANCELED' || e?.name === 'AbortError';
};

/**
 * The server answered 404: what the call named is not there (a missing product or order, another
 * customer's order, a cart line removed meanwhile). A call with no answer says nothing of it.
 */
export function isNotFound(error: unknown): boolean {
  const failure = describeFailure(error);
  return failure.kind === 'refused' && failure.status === 404;
}
