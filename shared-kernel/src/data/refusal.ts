import { describeFailure } from '../api-client/call-failure';

/**
 * Whether the server answered the call by refusing what it asked (a 4xx other than "too slow" or "too
 * busy"): the same call would get the same answer, so it is neither retried nor asked again when the
 * API comes back. Everything else (no answer, a 5xx, a 408 or 429) may be asked again later.
 */
export function isRefusal(error: unknown): boolean {
  const failure = describeFailure(error);
  return (
    failure.kind === 'refused' && failure.status >= 400 && failure.status < 500 && ![408, 429].includes(failure.status)
  );
}
