/**
 * What went wrong with a call, in the two cases the spec tells apart: the server answered with a
 * refusal (its message is shown), or the call itself failed with no answer (network, timeout).
 * Read by shape, so the remote needs no axios of its own (the kernel's client brings it).
 */
export type CallFailure = { kind: 'refused'; message: string; status: number } | { kind: 'exception' };

interface ErrorWithResponse {
  response: { status: number; data?: unknown };
}

const hasResponse = (error: unknown): error is ErrorWithResponse => {
  const response = (error as { response?: unknown } | null)?.response;
  return (
    typeof response === 'object' && response !== null && typeof (response as { status?: unknown }).status === 'number'
  );
};

/** The `message` of an API answer (`{ is_success: false, message, code }`), or ''. */
export const answerMessage = (data: unknown): string => {
  if (data && typeof data === 'object' && 'message' in data) {
    const { message } = data as { message: unknown };
    if (typeof message === 'string') return message.trim();
  }
  return '';
};

export function describeFailure(error: unknown): CallFailure {
  if (hasResponse(error)) {
    return { kind: 'refused', message: answerMessage(error.response.data), status: error.response.status };
  }
  return { kind: 'exception' };
}

/** The server's message when it refused, else `fallback`; `onException` when no answer came. */
export function failureMessage(error: unknown, fallback: string, onException = fallback): string {
  const failure = describeFailure(error);
  if (failure.kind === 'exception') return onException;
  return failure.message || fallback;
}

/** A request cancelled because the page moved on: nothing to tell anyone. */
export const isCancelled = (error: unknown): boolean => {
  const e = error as { code?: unknown; name?: unknown } | null;
  return e?.code === 'ERR_CANCELED' || e?.name === 'AbortError' || e?.name === 'CanceledError';
};
