import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { apiClient } from './api-client';
import { isCancelled } from './call-failure';
import { sharedGet } from './shared-get';
import { clearStoredToken, storeToken } from './token-storage';

/** Requests the adapter holds until the test answers them. */
interface Held {
  config: InternalAxiosRequestConfig;
  answer: (data: unknown, status?: number) => void;
}

const failureOf = (call: Promise<unknown>): Promise<unknown> =>
  call.then(
    () => new Error('the call was answered'),
    (error: unknown) => error,
  );

describe('sharedGet', () => {
  const held: Held[] = [];
  /** Axios reaches its adapter after its interceptors, a few microtasks later: one macrotask lets them all run. */
  const sent = async (): Promise<Held[]> => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    return held;
  };
  const original = apiClient.defaults.adapter;
  beforeEach(() => {
    held.length = 0;
    clearStoredToken();
    const adapter: AxiosAdapter = (config) =>
      new Promise<AxiosResponse>((resolve, reject) => {
        config.signal?.addEventListener?.('abort', () =>
          reject(Object.assign(new Error('canceled'), { code: 'ERR_CANCELED' })),
        );
        held.push({
          config,
          answer: (data, status = 200) => {
            const response = { data, status, statusText: '', headers: {}, config };
            if (status < 400) resolve(response);
            else reject(Object.assign(new Error(`status ${status}`), { response, config, isAxiosError: true }));
          },
        });
      });
    apiClient.defaults.adapter = adapter;
  });
  afterAll(() => {
    apiClient.defaults.adapter = original;
  });

  it('sends one request for identical GETs in flight, and gives each caller its own copy', async () => {
    const first = sharedGet<{ menuList: string[] }>('/system/get-menu', {});
    const second = sharedGet<{ menuList: string[] }>('/system/get-menu', {});
    expect(await sent()).toHaveLength(1);
    held[0]!.answer({ menuList: ['KITCHEN'] });
    const [a, b] = await Promise.all([first, second]);
    expect(a).toEqual({ menuList: ['KITCHEN'] });
    expect(b).toEqual(a);
    a.menuList.push('changed by the first caller');
    expect(b.menuList).toEqual(['KITCHEN']);
  });

  it('asks again once the first answer is in: nothing is kept', async () => {
    const first = sharedGet('/system/get-menu', {});
    (await sent())[0]!.answer({ n: 1 });
    await first;
    const again = sharedGet('/system/get-menu', {});
    expect(await sent()).toHaveLength(2);
    held[1]!.answer({ n: 2 });
    await expect(again).resolves.toEqual({ n: 2 });
  });

  it('keeps different queries and different callers apart', async () => {
    void sharedGet('/product/get', { currPage: 1 });
    void sharedGet('/product/get', { currPage: 2 });
    storeToken('buyer-token');
    void sharedGet('/product/get', { currPage: 1 });
    expect((await sent()).map((h) => h.config.params)).toEqual([{ currPage: 1 }, { currPage: 2 }, { currPage: 1 }]);
    expect(held[2]!.config.headers.get('Authorization')).toBe('Bearer buyer-token');
    held.forEach((h) => h.answer({}));
  });

  it('cancels only the caller that gave up while another still waits', async () => {
    const leaving = new AbortController();
    const gone = sharedGet('/system/get-menu', {}, leaving.signal);
    const staying = sharedGet('/system/get-menu', {});
    await sent();
    leaving.abort();
    expect(isCancelled(await failureOf(gone))).toBe(true);
    expect(held[0]!.config.signal?.aborted).toBe(false);
    held[0]!.answer({ menuList: [] });
    await expect(staying).resolves.toEqual({ menuList: [] });
  });

  it('aborts the request when its last caller gives up, and the next call asks afresh', async () => {
    const controller = new AbortController();
    const call = sharedGet('/system/get-menu', {}, controller.signal);
    await sent();
    controller.abort();
    expect(isCancelled(await failureOf(call))).toBe(true);
    expect(held[0]!.config.signal?.aborted).toBe(true);
    const next = sharedGet('/system/get-menu', {});
    expect(await sent()).toHaveLength(2);
    held[1]!.answer({ menuList: ['BEAUTY'] });
    await expect(next).resolves.toEqual({ menuList: ['BEAUTY'] });
  });

  it('hands a refusal to every caller waiting on it', async () => {
    const first = sharedGet('/cart/get', { idCustomer: 1 });
    const second = sharedGet('/cart/get', { idCustomer: 1 });
    (await sent())[0]!.answer({ is_success: false, message: 'No.' }, 422);
    await expect(first).rejects.toMatchObject({ response: { status: 422 } });
    await expect(second).rejects.toMatchObject({ response: { status: 422 } });
  });

  it('refuses at once for a signal already aborted, sending nothing', async () => {
    const controller = new AbortController();
    controller.abort();
    expect(isCancelled(await failureOf(sharedGet('/system/get-menu', {}, controller.signal)))).toBe(true);
    expect(await sent()).toHaveLength(0);
  });
});
