import { apiClient } from '../api-client/api-client';
import type { ApiRequest, ApiResponse } from '../api-client/http-client';

/** An answer as a transport gives it: any status (the client rejects what is not 2xx), JSON data. */
export const answerOf = (data: unknown = {}, status = 200, headers: Record<string, string> = {}): ApiResponse => ({
  status,
  data,
  headers,
});

/**
 * Sends the API client's calls to `respond` until `restore` (for a test of the client itself, below the
 * contracts; a page's test takes the fake API). `seen` holds every request as it left, in order: it is
 * recorded in the task that makes the call.
 */
export function sendCallsTo(respond: (request: ApiRequest) => ApiResponse | Promise<ApiResponse>) {
  const seen: ApiRequest[] = [];
  const before = apiClient.setTransport(async (request) => {
    seen.push(request);
    return respond(request);
  });
  return { seen, restore: () => void apiClient.setTransport(before) };
}
