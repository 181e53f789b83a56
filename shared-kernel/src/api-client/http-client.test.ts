import {
  ApiCallError,
  createHttpClient,
  networkFailure,
  urlOf,
  type ApiRequest,
  type ApiResponse,
  type Transport,
} from './http-client';

/** A client of `transport` with the hooks recorded. */
function clientOf(transport: Transport, timeout = 0) {
  const answers: ApiResponse[] = [];
  const failures: unknown[] = [];
  const client = createHttpClient({
    baseURL: '/api',
    timeout,
    transport,
    headersFor: (path, body) => ({ 'x-path': path, ...(typeof body === 'string' ? { 'content-type': 'json' } : {}) }),
    onAnswer: (response) => void answers.push(response),
    onFailure: (error) => void failures.push(error),
  });
  return { client, answers, failures };
}

const answering =
  (status: number, data: unknown = {}): Transport =>
  async () => ({ status, data, headers: {} });

describe('urlOf', () => {
  it('joins the base and the path with one slash, and writes the query as the server reads it back', () => {
    expect(urlOf('/api/', '/cart/get', undefined)).toBe('/api/cart/get');
    expect(urlOf('/api', 'cart/get', {})).toBe('/api/cart/get');
    const url = urlOf('/api', '/product/search', {
      keyword: 'rice cooker & pot',
      page: 2,
      inStock: true,
      brand: ['Tiger', 'Zojirushi'],
      left: undefined,
      none: null,
      since: new Date('2026-01-02T03:04:05Z'),
    });
    const query = new URL(url, 'http://shop.test').searchParams;
    expect(query.get('keyword')).toBe('rice cooker & pot');
    expect(query.get('page')).toBe('2');
    expect(query.get('inStock')).toBe('true');
    expect(query.getAll('brand')).toEqual(['Tiger', 'Zojirushi']);
    expect(query.has('left')).toBe(false);
    expect(query.has('none')).toBe(false);
    expect(query.get('since')).toBe('2026-01-02T03:04:05.000Z');
  });

  it('adds to a query the path already has', () => {
    expect(urlOf('/api', '/x?a=1', { b: 2 })).toBe('/api/x?a=1&b=2');
  });
});

describe('createHttpClient', () => {
  it('sends a GET with no body and a POST with its JSON, headers from the setup', async () => {
    const seen: ApiRequest[] = [];
    const { client } = clientOf(async (request) => {
      seen.push(request);
      return { status: 200, data: { ok: true }, headers: {} };
    });
    const got = await client.get<{ ok: boolean }>('/cart/get', { params: { idCustomer: 7 } });
    await client.post('/cart/add', { idStyle: 'A-1', totQty: 2 });
    expect(got).toEqual({ status: 200, data: { ok: true }, headers: {} });
    expect(seen[0]).toMatchObject({ method: 'GET', path: '/cart/get', url: '/api/cart/get?idCustomer=7' });
    expect(seen[0]?.body).toBeUndefined();
    expect(seen[0]?.headers).toEqual({ 'x-path': '/cart/get' });
    expect(seen[1]).toMatchObject({ method: 'POST', url: '/api/cart/add', body: '{"idStyle":"A-1","totQty":2}' });
    expect(seen[1]?.headers).toEqual({ 'x-path': '/cart/add', 'content-type': 'json' });
  });

  it('keeps FormData as it is, for the browser to write its boundary', async () => {
    const seen: ApiRequest[] = [];
    const { client } = clientOf(async (request) => (seen.push(request), { status: 200, data: {}, headers: {} }));
    const form = new FormData();
    form.append('note', 'hello');
    await client.post('/customer/register-cs', form);
    expect(seen[0]?.body).toBe(form);
    expect(seen[0]?.headers['content-type']).toBeUndefined();
  });

  it('rejects a status outside 2xx with its answer, 4xx and 5xx apart, and tells onFailure', async () => {
    for (const [status, code] of [
      [404, 'ERR_BAD_REQUEST'],
      [503, 'ERR_BAD_RESPONSE'],
    ] as const) {
      const { client, answers, failures } = clientOf(answering(status, { message: 'no' }));
      const failure = await client.get('/x').catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(ApiCallError);
      expect(failure).toMatchObject({ code, response: { status, data: { message: 'no' } }, request: { path: '/x' } });
      expect(failures).toEqual([failure]);
      expect(answers).toEqual([]);
    }
  });

  it('takes a refused status as an answer where the call says so', async () => {
    const { client, answers } = clientOf(answering(401, { message: 'Wrong password' }));
    const got = await client.post('/customer/login', {}, { validateStatus: (status) => status < 500 });
    expect(got.status).toBe(401);
    expect(answers).toEqual([got]);
  });

  it('hands the call to the transport before it returns, so it leaves in the task that makes it', () => {
    const seen: ApiRequest[] = [];
    const { client } = clientOf((request) => (seen.push(request), new Promise<never>(() => undefined)));
    void client.get('/product/get');
    expect(seen).toHaveLength(1);
  });

  it('cancels by the page’s signal, before or while the call is out, and aborts the transport’s signal', async () => {
    const seen: ApiRequest[] = [];
    const { client, failures } = clientOf((request) => (seen.push(request), new Promise<never>(() => undefined)));
    await expect(client.get('/x', { signal: AbortSignal.abort() })).rejects.toMatchObject({ code: 'ERR_CANCELED' });
    expect(seen).toHaveLength(0);
    const controller = new AbortController();
    const call = client.get('/x', { signal: controller.signal });
    expect(seen[0]?.signal.aborted).toBe(false);
    controller.abort();
    await expect(call).rejects.toMatchObject({ code: 'ERR_CANCELED' });
    expect(seen[0]?.signal.aborted).toBe(true);
    expect(failures).toHaveLength(2);
  });

  it('gives up once the timeout passes (the call’s own, else the client’s), and aborts the transport’s signal', async () => {
    jest.useFakeTimers();
    try {
      const seen: ApiRequest[] = [];
      const { client } = clientOf((request) => (seen.push(request), new Promise<never>(() => undefined)), 20_000);
      const ownTimeout = client.get('/x', { timeout: 1_000 }).catch((error: unknown) => error);
      const clientTimeout = client.get('/y').catch((error: unknown) => error);
      await jest.advanceTimersByTimeAsync(1_000);
      expect(await ownTimeout).toMatchObject({ code: 'ECONNABORTED', message: 'timeout of 1000ms exceeded' });
      expect(seen[0]?.signal.aborted).toBe(true);
      expect(seen[1]?.signal.aborted).toBe(false);
      await jest.advanceTimersByTimeAsync(19_000);
      expect(await clientTimeout).toMatchObject({ code: 'ECONNABORTED' });
    } finally {
      jest.useRealTimers();
    }
  });

  it('passes a transport’s failure on as it is', async () => {
    const { client, failures } = clientOf(async (request) => {
      throw networkFailure(request);
    });
    await expect(client.get('/x')).rejects.toMatchObject({ code: 'ERR_NETWORK' });
    const thrown = new TypeError('boom');
    const { client: throwing } = clientOf(() => {
      throw thrown;
    });
    await expect(throwing.get('/x')).rejects.toBe(thrown);
    expect(failures).toHaveLength(1);
  });

  it('sends later calls under a new base URL and through a new transport', async () => {
    const { client } = clientOf(answering(200));
    const seen: ApiRequest[] = [];
    client.defaults.baseURL = 'https://shop.example/api';
    const before = client.setTransport(
      async (request) => (seen.push(request), { status: 204, data: undefined, headers: {} }),
    );
    await client.get('/system/get-store');
    expect(seen[0]?.url).toBe('https://shop.example/api/system/get-store');
    client.setTransport(before);
    await expect(client.get('/z')).resolves.toMatchObject({ status: 200 });
    expect(seen).toHaveLength(1);
  });
});
