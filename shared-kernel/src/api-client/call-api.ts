import type { CallContract, RequestOf, ResponseOf } from '../contracts/common';
import { apiClient } from './api-client';
import { sharedGet } from './shared-get';

/**
 * Calls one contract's endpoint with types from its schemas (imported as types only, so zod stays
 * out of the browser). The method and path are checked against the contract: a GET sends the input
 * as query parameters, a POST as the JSON body. A GET joins an identical one already in flight
 * (sharedGet), unless `fresh`: a read that must see a write just made goes out on its own, since the
 * GET it would join may have left before that write landed. A POST always goes out.
 *
 *   const { cart } = await callApi<typeof getCartCall>('GET', '/cart/get', { idCustomer });
 */
export async function callApi<C extends CallContract>(
  method: C['method'],
  path: C['path'],
  input: RequestOf<C>,
  options: { signal?: AbortSignal; fresh?: boolean } = {},
): Promise<ResponseOf<C>> {
  if (method === 'GET' && !options.fresh) return sharedGet<ResponseOf<C>>(path, input, options.signal);
  if (method === 'GET')
    return (await apiClient.get<ResponseOf<C>>(path, { params: input, signal: options.signal })).data;
  return (await apiClient.post<ResponseOf<C>>(path, input, { signal: options.signal })).data;
}
