/**
 * The HTTP status of the answer a failed call carries (the API client's error's `response.status`, in the
 * browser as in the server's first paint), or null for a call that got no answer. Read by shape, so the
 * domain needs no import of the client to tell.
 */
export const answerStatus = (error: unknown): number | null => {
  const response = (error as { response?: unknown } | null)?.response;
  const status = typeof response === 'object' && response !== null ? (response as { status?: unknown }).status : null;
  return typeof status === 'number' ? status : null;
};
