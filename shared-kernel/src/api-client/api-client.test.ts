import { API_KEY_META_NAME, API_TIMEOUT_MS } from '../domain/constants';
import { eventBus } from '../events/event-bus';
import { answerOf, sendCallsTo } from '../testing/transport';
import { API_KEY_HEADER, DEFAULT_API_KEY, apiClient, configureApiClient } from './api-client';
import { ApiCallError, type ApiRequest } from './http-client';
import { TOKEN_STORAGE_KEY, getStoredToken } from './token-storage';

let restore: (() => void) | undefined;

/** Answers every request with `status`, remembering the requests as they left. */
function answerEvery(status = 200, data: unknown = { is_success: true }): ApiRequest[] {
  const sent = sendCallsTo(() => answerOf(data, status));
  restore = sent.restore;
  return sent.seen;
}

describe('apiClient', () => {
  afterEach(() => {
    restore?.();
    localStorage.clear();
    configureApiClient({ apiKey: DEFAULT_API_KEY, baseURL: '/api' });
  });

  it('calls under /api with a 20 s timeout', async () => {
    const seen = answerEvery();
    await apiClient.get('/cart/get', { params: { idCustomer: 1 } });
    expect(API_TIMEOUT_MS).toBe(20_000);
    expect(seen[0]).toMatchObject({ method: 'GET', path: '/cart/get', url: '/api/cart/get?idCustomer=1' });
    expect(seen[0]?.timeout).toBe(20_000);
  });

  it('hands a call to the network in the task that makes it, before any await', async () => {
    const seen = answerEvery();
    const pending = apiClient.get('/product/get');
    expect(seen).toHaveLength(1);
    await pending;
  });

  it('sends the bearer token when one is stored, and the API key', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'abc.def.ghi');
    const seen = answerEvery();
    await apiClient.get('/customer/profile');
    expect(seen[0]?.headers.authorization).toBe('Bearer abc.def.ghi');
    expect(seen[0]?.headers[API_KEY_HEADER]).toBe('storefront-web');
    expect(API_KEY_HEADER).toBe('x-api-key');
  });

  it.each([
    ['missing', null],
    ["the text 'null'", 'null'],
    ['empty', ''],
  ])('sends no Authorization header when the token is %s', async (_label, token) => {
    if (token !== null) localStorage.setItem(TOKEN_STORAGE_KEY, token);
    const seen = answerEvery();
    await apiClient.get('/system/get-menu');
    expect(seen[0]?.headers.authorization).toBeFalsy();
  });

  it('takes the API key the page names, as the serving API asks', async () => {
    const meta = document.createElement('meta');
    meta.name = API_KEY_META_NAME;
    meta.content = 'own-store-key';
    document.head.append(meta);
    try {
      let client: typeof import('./api-client') | undefined;
      jest.isolateModules(() => {
        client = jest.requireActual<typeof import('./api-client')>('./api-client');
      });
      const seen: ApiRequest[] = [];
      client!.apiClient.setTransport(async (request) => {
        seen.push(request);
        return answerOf();
      });
      await client!.apiClient.get('/system/get-store');
      expect(seen[0]?.headers[API_KEY_HEADER]).toBe('own-store-key');
    } finally {
      meta.remove();
    }
  });

  it('uses the configured API key and base URL', async () => {
    configureApiClient({ apiKey: 'kiosk', baseURL: 'https://shop.example/api' });
    const seen = answerEvery();
    await apiClient.get('/system/get-store');
    expect(seen[0]?.headers[API_KEY_HEADER]).toBe('kiosk');
    expect(seen[0]?.url).toBe('https://shop.example/api/system/get-store');
  });

  it('sends JSON bodies with a JSON content type', async () => {
    const seen = answerEvery();
    await apiClient.post('/favorites/add', { idStyle: 'A1', quantity: 2 });
    expect(seen[0]?.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(seen[0]?.body as string)).toEqual({ idStyle: 'A1', quantity: 2 });
  });

  it('leaves the content type of FormData to the browser and keeps the body as FormData', async () => {
    const seen = answerEvery();
    const form = new FormData();
    form.append('csInfo', JSON.stringify({ message: 'Hello there, world' }));
    await apiClient.post('/customer/register-cs', form);
    expect(seen[0]?.body).toBe(form);
    expect(seen[0]?.headers['content-type'] ?? '').not.toMatch(/json/);
  });

  it.each([
    [401, 'unauthorized'],
    [403, 'forbidden'],
  ] as const)('on %i clears the token, publishes session/expired and rejects unchanged', async (status, reason) => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'abc.def.ghi');
    answerEvery(status, { is_success: false, message: 'no', code: 'X' });
    const expired = jest.fn();
    const stop = eventBus.subscribe('session/expired', expired);

    const failure = await apiClient.get('/order/get').catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(ApiCallError);
    expect((failure as ApiCallError).response?.status).toBe(status);
    expect((failure as ApiCallError).response?.data).toEqual({ is_success: false, message: 'no', code: 'X' });
    expect(getStoredToken()).toBeNull();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(expired).toHaveBeenCalledWith({ reason });
    stop();
  });

  it('leaves the session alone when a call without a token is refused (a failed sign-in)', async () => {
    answerEvery(401, { is_success: false, message: 'Invalid email or password.', code: 'INVALID_CREDENTIALS' });
    const expired = jest.fn();
    const stop = eventBus.subscribe('session/expired', expired);
    await expect(apiClient.post('/customer/login', { userId: 'a@b.c', password: 'x' })).rejects.toMatchObject({
      response: { status: 401 },
    });
    expect(expired).not.toHaveBeenCalled();
    stop();
  });

  it('passes other errors on without touching the token', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'abc.def.ghi');
    answerEvery(500);
    const expired = jest.fn();
    const stop = eventBus.subscribe('session/expired', expired);
    await expect(apiClient.get('/order/get')).rejects.toMatchObject({ response: { status: 500 } });
    expect(getStoredToken()).toBe('abc.def.ghi');
    expect(expired).not.toHaveBeenCalled();
    stop();
  });
});
