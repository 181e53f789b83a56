import type { RequestOf, ResponseOf } from '../contracts/common';
import type { ApiRoute } from '../contracts/route';
import { apiClient } from './api-client';
import type { CallOf } from './call-of';

/**
 * Calls one contract's endpoint by its route, with the input and answer types of the contract whose
 * route it is (imported as types only, so zod stays out of the browser). A GET sends the input as
 * query parameters, a POST as the JSON body. Every call goes out: a page's reads share requests and
 * answers through the page's query cache (data/), which calls this.
 *
 *   const { cart } = await callApi(cartRoutes.getCart, { idCustomer });
 */
export async function callApi<R extends ApiRoute>(
  route: R,
  input: RequestOf<CallOf<R>>,
  options: { signal?: AbortSignal } = {},
): Promise<ResponseOf<CallOf<R>>> {
  type Answer = ResponseOf<CallOf<R>>;
  const { method, path } = route;
  if (method === 'GET') return (await apiClient.get<Answer>(path, { params: input, signal: options.signal })).data;
  return (await apiClient.post<Answer>(path, input, { signal: options.signal })).data;
}
