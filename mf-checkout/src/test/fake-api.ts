import { apiClient } from '@storefront/shared-kernel';

/** One call the page made: method, path and what it sent (query parameters or JSON body). */
export interface Call {
  method: 'GET' | 'POST';
  path: string;
  input: Record<string, unknown>;
}

type Handler = (input: Record<string, unknown>) => unknown;

/**
 * Answers the kernel's API client from a table of `'METHOD /path'` handlers and records every call.
 * A handler that throws (see `refused`) makes the call fail the way axios does.
 */
export function fakeApi(routes: Record<string, Handler>) {
  const calls: Call[] = [];
  const answer = async (method: Call['method'], path: string, input: unknown) => {
    const call = { method, path, input: (input ?? {}) as Record<string, unknown> };
    calls.push(call);
    const handler = routes[`${method} ${path}`];
    if (!handler) throw new Error(`No fake answer for ${method} ${path}`);
    return { data: await handler(call.input), status: 200 };
  };
  jest
    .spyOn(apiClient, 'get')
    .mockImplementation(((path: string, config?: { params?: unknown }) =>
      answer('GET', path, config?.params)) as never);
  jest
    .spyOn(apiClient, 'post')
    .mockImplementation(((path: string, body?: unknown) => answer('POST', path, body)) as never);
  return {
    calls,
    to: (key: string): Call[] => calls.filter((call) => `${call.method} ${call.path}` === key),
  };
}

/** The error axios rejects with when the server answers `{ is_success: false, message }`. */
export function refused(status: number, message: string, fields?: Record<string, string[]>): Error {
  return Object.assign(new Error(`Request failed with status code ${status}`), {
    isAxiosError: true,
    response: { status, data: { is_success: false, message, code: 'REFUSED', ...(fields ? { fields } : {}) } },
  });
}

/** A network failure: no answer at all. */
export function noAnswer(): Error {
  return Object.assign(new Error('Network Error'), { isAxiosError: true, code: 'ERR_NETWORK' });
}
