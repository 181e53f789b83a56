import { AxiosError } from 'axios';
import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { eventBus } from '../events/event-bus';
import type { EventMap } from '../events/event-map';
import { isApiUnavailable } from './api-availability';
import { apiClient, checkApiAvailability } from './api-client';

type Answer = { status: number; headers?: Record<string, string> } | { code: string };

/** Answers each request with the next of `answers` (the last one repeats), remembering the URLs. */
function answerWith(...answers: Answer[]) {
  const urls: (string | undefined)[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    urls.push(config.url);
    const answer = answers[Math.min(urls.length - 1, answers.length - 1)]!;
    if ('code' in answer) throw new AxiosError('failed', answer.code, config);
    const response: AxiosResponse = {
      data: {},
      status: answer.status,
      statusText: String(answer.status),
      headers: answer.headers ?? {},
      config,
    };
    if (answer.status >= 400) throw new AxiosError('bad status', 'ERR_BAD_RESPONSE', config, null, response);
    return response;
  };
  apiClient.defaults.adapter = adapter;
  return urls;
}

/** Every api/* event published while the test runs, in order. */
function recordApiEvents() {
  const seen: { type: string; payload: EventMap['api/unavailable'] | EventMap['api/recovered'] }[] = [];
  const stops = [
    eventBus.subscribe('api/unavailable', (payload) => seen.push({ type: 'api/unavailable', payload })),
    eventBus.subscribe('api/recovered', (payload) => seen.push({ type: 'api/recovered', payload })),
  ];
  return { seen, stop: () => stops.forEach((stop) => stop()) };
}

describe('API availability', () => {
  let events: ReturnType<typeof recordApiEvents>;
  beforeEach(() => {
    events = recordApiEvents();
  });
  afterEach(async () => {
    // Leave the client available for the next test.
    answerWith({ status: 200 });
    await apiClient.get('/system/get-store');
    events.stop();
  });

  it('publishes api/unavailable with Retry-After on a 503, then api/recovered once on the next success', async () => {
    answerWith({ status: 503, headers: { 'retry-after': '5' } }, { status: 200 });
    await expect(apiClient.get('/product/get')).rejects.toMatchObject({ response: { status: 503 } });
    expect(isApiUnavailable()).toBe(true);
    await apiClient.get('/product/get');
    await apiClient.get('/product/get');
    expect(isApiUnavailable()).toBe(false);
    expect(events.seen).toEqual([
      { type: 'api/unavailable', payload: { status: 503, retryAfterSeconds: 5 } },
      { type: 'api/recovered', payload: {} },
    ]);
  });

  it.each([502, 504])('counts a proxy’s %i as unavailable too', async (status) => {
    answerWith({ status });
    await expect(apiClient.get('/cart/get')).rejects.toBeInstanceOf(AxiosError);
    expect(events.seen).toEqual([{ type: 'api/unavailable', payload: { status, retryAfterSeconds: null } }]);
  });

  it('counts a network failure (no answer at all) as unavailable', async () => {
    answerWith({ code: 'ERR_NETWORK' });
    await expect(apiClient.get('/cart/get')).rejects.toBeInstanceOf(AxiosError);
    expect(events.seen).toEqual([{ type: 'api/unavailable', payload: { status: null, retryAfterSeconds: null } }]);
  });

  it.each([
    ['a 500', { status: 500 }],
    ['a 400', { status: 400 }],
    ['a 409', { status: 409 }],
    ['a timeout', { code: 'ECONNABORTED' }],
    ['a cancelled call', { code: 'ERR_CANCELED' }],
  ] as const)('does not count %s', async (_label, answer) => {
    answerWith(answer);
    await expect(apiClient.get('/cart/get')).rejects.toBeInstanceOf(Error);
    expect(isApiUnavailable()).toBe(false);
    expect(events.seen).toEqual([]);
  });

  it('publishes nothing for successes while the API was never found unavailable', async () => {
    answerWith({ status: 200 });
    await apiClient.get('/cart/get');
    expect(events.seen).toEqual([]);
  });

  it('checkApiAvailability asks /ready and answers whether it is ready', async () => {
    const urls = answerWith({ status: 503 }, { status: 200 });
    await expect(checkApiAvailability()).resolves.toBe(false);
    await expect(checkApiAvailability()).resolves.toBe(true);
    expect(urls).toEqual(['/ready', '/ready']);
    expect(events.seen.map((event) => event.type)).toEqual(['api/unavailable', 'api/recovered']);
  });
});
