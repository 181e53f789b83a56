// Test helpers: the network is the kernel's apiClient, answered per method and path.
import { apiClient } from '@storefront/shared-kernel';

type Params = Record<string, unknown>;
type Answer = ((input: Params) => unknown) | Record<string, unknown> | Error;

/** An error shaped like the API client's: `response` when the server answered, none for a network failure. */
export const httpError = (status: number, message: string) =>
  Object.assign(new Error(message), { isAxiosError: true, response: { status, data: { is_success: false, message } } });
export const networkError = () =>
  Object.assign(new Error('Network Error'), { isAxiosError: true, code: 'ERR_NETWORK' });

const answerOf = async (routes: Record<string, Answer>, key: string, input: Params) => {
  if (!(key in routes)) throw httpError(404, `No mock for ${key}`);
  const route = routes[key];
  const data = typeof route === 'function' ? await (route as (input: Params) => unknown)(input) : route;
  if (data instanceof Error) throw data;
  return { data, status: 200 };
};

/**
 * Answers `GET /path` and `POST /path` from the table; a function receives the query or body and may
 * return (or resolve to) an Error to fail. Unlisted calls fail like a 404.
 */
export function mockApi(routes: Record<string, Answer>) {
  const get = jest
    .spyOn(apiClient, 'get')
    .mockImplementation(((url: string, config?: { params?: Params }) =>
      answerOf(routes, `GET ${url}`, config?.params ?? {})) as never);
  const post = jest
    .spyOn(apiClient, 'post')
    .mockImplementation(((url: string, body?: Params) => answerOf(routes, `POST ${url}`, body ?? {})) as never);
  const calls = (method: 'GET' | 'POST', url: string): Params[] =>
    (method === 'GET' ? get : post).mock.calls
      .filter((call) => call[0] === url)
      .map((call) => ((method === 'GET' ? (call[1] as { params?: Params })?.params : call[1]) ?? {}) as Params);
  return { get, post, calls };
}
