import { AxiosError, AxiosHeaders } from 'axios';
import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { API_KEY_META_NAME, API_TIMEOUT_MS } from '../domain/constants';
import { eventBus } from '../events/event-bus';
import { API_KEY_HEADER, DEFAULT_API_KEY, apiClient, configureApiClient } from './api-client';
import { TOKEN_STORAGE_KEY, getStoredToken } from './token-storage';

/** Answers every request with `status`, remembering the config the adapter received. */
function mockAdapter(status = 200, data: unknown = { is_success: true }) {
  const seen: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    const response: AxiosResponse = { data, status, statusText: String(status), headers: {}, config };
    if (status >= 400) {
      throw new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_RESPONSE', config, null, response);
    }
    return response;
  };
  apiClient.defaults.adapter = adapter;
  return seen;
}

const header = (config: InternalAxiosRequestConfig | undefined, name: string) =>
  AxiosHeaders.from(config?.headers ?? {}).get(name);

describe('apiClient', () => {
  afterEach(() => {
    localStorage.clear();
    configureApiClient({ apiKey: DEFAULT_API_KEY, baseURL: '/api' });
  });

  it('calls under /api with a 20 s timeout', async () => {
    const seen = mockAdapter();
    await apiClient.get('/cart/get', { params: { idCustomer: 1 } });
    expect(API_TIMEOUT_MS).toBe(20_000);
    expect(seen[0]?.baseURL).toBe('/api');
    expect(seen[0]?.timeout).toBe(20_000);
    expect(seen[0]?.url).toBe('/cart/get');
  });

  it('hands a call to the network in the task that makes it, before any await', async () => {
    const seen = mockAdapter();
    const pending = apiClient.get('/product/get');
    expect(seen).toHaveLength(1);
    await pending;
  });

  it('looks for no XSRF cookie: the API sets none, and reading the cookies asks the browser', async () => {
    document.cookie = 'XSRF-TOKEN=from-the-cookie';
    const cookieReads = jest.spyOn(Document.prototype, 'cookie', 'get');
    const setHeader = jest.spyOn(XMLHttpRequest.prototype, 'setRequestHeader');
    // The request fails as it goes, once its headers are set: nothing leaves the test.
    const send = jest.spyOn(XMLHttpRequest.prototype, 'send').mockImplementation(function (this: XMLHttpRequest) {
      this.dispatchEvent(new ProgressEvent('error'));
    });
    const adapter = apiClient.defaults.adapter;
    apiClient.defaults.adapter = 'xhr';
    try {
      await expect(apiClient.get('/system/get-menu')).rejects.toThrow('Network Error');
      expect(setHeader).toHaveBeenCalledWith(API_KEY_HEADER, DEFAULT_API_KEY);
      expect(setHeader.mock.calls.map(([name]) => name.toLowerCase())).not.toContain('x-xsrf-token');
      expect(cookieReads).not.toHaveBeenCalled();
    } finally {
      cookieReads.mockRestore();
      setHeader.mockRestore();
      send.mockRestore();
      apiClient.defaults.adapter = adapter;
      document.cookie = 'XSRF-TOKEN=; max-age=0';
    }
  });

  it('sends the bearer token when one is stored, and the API key', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'abc.def.ghi');
    const seen = mockAdapter();
    await apiClient.get('/customer/profile');
    expect(header(seen[0], 'Authorization')).toBe('Bearer abc.def.ghi');
    expect(header(seen[0], API_KEY_HEADER)).toBe('storefront-web');
    expect(API_KEY_HEADER).toBe('x-api-key');
  });

  it.each([
    ['missing', null],
    ["the text 'null'", 'null'],
    ['empty', ''],
  ])('sends no Authorization header when the token is %s', async (_label, token) => {
    if (token !== null) localStorage.setItem(TOKEN_STORAGE_KEY, token);
    const seen = mockAdapter();
    await apiClient.get('/system/get-menu');
    expect(header(seen[0], 'Authorization')).toBeFalsy();
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
      const seen: InternalAxiosRequestConfig[] = [];
      client!.apiClient.defaults.adapter = async (config) => {
        seen.push(config);
        return { data: {}, status: 200, statusText: 'OK', headers: {}, config };
      };
      await client!.apiClient.get('/system/get-store');
      expect(header(seen[0], API_KEY_HEADER)).toBe('own-store-key');
    } finally {
      meta.remove();
    }
  });

  it('uses the configured API key and base URL', async () => {
    configureApiClient({ apiKey: 'kiosk', baseURL: 'https://shop.example/api' });
    const seen = mockAdapter();
    await apiClient.get('/system/get-store');
    expect(header(seen[0], API_KEY_HEADER)).toBe('kiosk');
    expect(seen[0]?.baseURL).toBe('https://shop.example/api');
  });

  it('sends JSON bodies with a JSON content type', async () => {
    const seen = mockAdapter();
    await apiClient.post('/favorites/add', { idStyle: 'A1', quantity: 2 });
    expect(header(seen[0], 'Content-Type')).toMatch(/^application\/json/);
    expect(JSON.parse(seen[0]?.data as string)).toEqual({ idStyle: 'A1', quantity: 2 });
  });

  it('leaves the content type of FormData to the browser and keeps the body as FormData', async () => {
    const seen = mockAdapter();
    const form = new FormData();
    form.append('csInfo', JSON.stringify({ message: 'Hello there, world' }));
    await apiClient.post('/customer/register-cs', form);
    expect(seen[0]?.data).toBe(form);
    expect(header(seen[0], 'Content-Type') ?? '').not.toMatch(/json/);
  });

  it.each([
    [401, 'unauthorized'],
    [403, 'forbidden'],
  ] as const)('on %i clears the token, publishes session/expired and rejects unchanged', async (status, reason) => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'abc.def.ghi');
    mockAdapter(status, { is_success: false, message: 'no', code: 'X' });
    const expired = jest.fn();
    const stop = eventBus.subscribe('session/expired', expired);

    const failure = await apiClient.get('/order/get').catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(AxiosError);
    expect((failure as AxiosError).response?.status).toBe(status);
    expect((failure as AxiosError).response?.data).toEqual({ is_success: false, message: 'no', code: 'X' });
    expect(getStoredToken()).toBeNull();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(expired).toHaveBeenCalledWith({ reason });
    stop();
  });

  it('leaves the session alone when a call without a token is refused (a failed sign-in)', async () => {
    mockAdapter(401, { is_success: false, message: 'Invalid email or password.', code: 'INVALID_CREDENTIALS' });
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
    mockAdapter(500);
    const expired = jest.fn();
    const stop = eventBus.subscribe('session/expired', expired);
    await expect(apiClient.get('/order/get')).rejects.toMatchObject({ response: { status: 500 } });
    expect(getStoredToken()).toBe('abc.def.ghi');
    expect(expired).not.toHaveBeenCalled();
    stop();
  });
});
