/**
 * The HTTP status of the answer a failed call carries (an axios error's `response.status`, as the
 * browser's client and the server's first paint both throw), or null for a call that got no answer.
 * Read by shape, so neither side needs axios to tell.
 */
export const answerStatus = (error: unknown): number | null => {
  const response = (error as { response?: unknown } | null)?.response;
  const status = typeof response === 'object' && response !== null ? (response as { status?: unknown }).status : null;
  return typeof status === 'number' ? status : null;
};
