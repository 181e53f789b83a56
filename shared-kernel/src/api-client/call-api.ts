import type { RequestOf, ResponseOf } from '../contracts/common';
import type { ApiRoute } from '../contracts/route';
import { apiClient } from './api-client';
import type { CallOf } from './call-of';
import { sharedGet } from './shared-get';

/**
 * Calls one contract's endpoint by its route, with the input and answer types of the contract whose
 * route it is (imported as types only, so zod stays out of the browser). A GET sends the input as
 * query parameters, a POST as the JSON body. A GET joins an identical one already in flight
 * (sharedGet), unless `fresh`: a read that must see a write just made goes out on its own, since the
 * GET it would join may have left before that write landed. A POST always goes out.
 *
 *   const { cart } = await callApi(cartRoutes.getCart, { idCustomer });
 */
export async function callApi<R extends ApiRoute>(
  route: R,
  input: RequestOf<CallOf<R>>,
  options: { signal?: AbortSignal; fresh?: boolean } = {},
): Promise<ResponseOf<CallOf<R>>> {
  type Answer = ResponseOf<CallOf<R>>;
  const { method, path } = route;
  if (method === 'GET' && !options.fresh) return sharedGet<Answer>(path, input, options.signal);
  if (method === 'GET') return (await apiClient.get<Answer>(path, { params: input, signal: options.signal })).data;
  return (await apiClient.post<Answer>(path, input, { signal: options.signal })).data;
}
