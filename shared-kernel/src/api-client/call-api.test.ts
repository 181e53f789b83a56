import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import type { addToCartCall, getCartCall } from '../contracts';
import { apiClient } from './api-client';
import { callApi } from './call-api';

describe('callApi', () => {
  const seen: InternalAxiosRequestConfig[] = [];
  const original = apiClient.defaults.adapter;
  beforeEach(() => {
    seen.length = 0;
    const adapter: AxiosAdapter = async (config) => {
      seen.push(config);
      return { data: { is_success: true, echo: config.url }, status: 200, statusText: 'OK', headers: {}, config };
    };
    apiClient.defaults.adapter = adapter;
  });
  afterAll(() => {
    apiClient.defaults.adapter = original;
  });

  it('sends a GET call’s input as query parameters', async () => {
    const answer = await callApi<typeof getCartCall>('GET', '/cart/get', { idCustomer: 7, zipcode: '90248' });
    expect(seen[0]?.method).toBe('get');
    expect(seen[0]?.url).toBe('/cart/get');
    expect(seen[0]?.params).toEqual({ idCustomer: 7, zipcode: '90248' });
    expect(seen[0]?.data).toBeUndefined();
    expect(answer).toEqual({ is_success: true, echo: '/cart/get' });
  });

  it('sends a POST call’s input as the JSON body', async () => {
    await callApi<typeof addToCartCall>('POST', '/cart/add', { idStyle: 'TIG-1/2', totQty: 2 });
    expect(seen[0]?.method).toBe('post');
    expect(JSON.parse(String(seen[0]?.data))).toEqual({ idStyle: 'TIG-1/2', totQty: 2 });
    expect(seen[0]?.params).toBeUndefined();
  });
});
