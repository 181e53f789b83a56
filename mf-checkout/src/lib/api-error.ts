/** The JSON body of a failed call (axios puts it on `error.response.data`), if there is one. */
function errorBody(error: unknown): Record<string, unknown> | undefined {
  if (!error || typeof error !== 'object' || !('response' in error)) return undefined;
  const { response } = error as { response?: { data?: unknown } };
  const data = response?.data;
  return data && typeof data === 'object' ? (data as Record<string, unknown>) : undefined;
}

/**
 * The message the API put in its error answer (`{ is_success: false, message }`), if any. Network
 * failures and timeouts have none: the caller then shows the spec's own wording.
 */
export function serverMessage(error: unknown): string | undefined {
  const message = errorBody(error)?.message;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}

/** The failing fields of a 400 answer, keyed by the last part of their path ('addressInfo.city' -> 'city'). */
export function fieldErrors(error: unknown): Record<string, string> {
  const fields = errorBody(error)?.fields;
  if (!fields || typeof fields !== 'object') return {};
  const errors: Record<string, string> = {};
  for (const [path, messages] of Object.entries(fields as Record<string, unknown>)) {
    const first = Array.isArray(messages) ? (messages[0] as unknown) : undefined;
    if (typeof first === 'string') errors[path.split('.').pop() ?? path] = first;
  }
  return errors;
}

/**
 * A call that got no answer: it timed out or the network failed (not one the page cancelled). The
 * server may still have carried it out.
 */
export function isUnanswered(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { response, code } = error as { response?: unknown; code?: unknown };
  return !response && (code === 'ECONNABORTED' || code === 'ETIMEDOUT' || code === 'ERR_NETWORK');
}

/** The error code the API put in its answer (`PO_EXISTS`, `CART_EMPTY`, ...), if any. */
export function serverCode(error: unknown): string | undefined {
  const code = errorBody(error)?.code;
  return typeof code === 'string' ? code : undefined;
}
