import { eventBus } from '../events/event-bus';
import type { EventMap } from '../events/event-map';
import { answerOf, sendCallsTo } from '../testing/transport';
import { isApiUnavailable } from './api-availability';
import { apiClient, checkApiAvailability } from './api-client';
import { ApiCallError, networkFailure, type CallOptions } from './http-client';

/** An answer with its status, none at all (the network failed), or silence (it never comes). */
type Answer = { status: number; headers?: Record<string, string> } | 'no answer' | 'silence';

let restore: (() => void) | undefined;

/** Answers each request with the next of `answers` (the last one repeats), remembering the paths. */
function answerWith(...answers: Answer[]) {
  restore?.();
  const calls = sendCallsTo((request) => {
    const answer = answers[Math.min(calls.seen.length - 1, answers.length - 1)]!;
    if (answer === 'no answer') throw networkFailure(request);
    if (answer === 'silence') return new Promise(() => {});
    return answerOf({}, answer.status, answer.headers);
  });
  restore = calls.restore;
  return calls.seen;
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
    restore?.();
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
    await expect(apiClient.get('/cart/get')).rejects.toBeInstanceOf(ApiCallError);
    expect(events.seen).toEqual([{ type: 'api/unavailable', payload: { status, retryAfterSeconds: null } }]);
  });

  it('counts a network failure (no answer at all) as unavailable', async () => {
    answerWith('no answer');
    await expect(apiClient.get('/cart/get')).rejects.toBeInstanceOf(ApiCallError);
    expect(events.seen).toEqual([{ type: 'api/unavailable', payload: { status: null, retryAfterSeconds: null } }]);
  });

  it.each<[string, Answer, CallOptions, string]>([
    ['a 500', { status: 500 }, {}, 'ERR_BAD_RESPONSE'],
    ['a 400', { status: 400 }, {}, 'ERR_BAD_REQUEST'],
    ['a 409', { status: 409 }, {}, 'ERR_BAD_REQUEST'],
    ['a timeout', 'silence', { timeout: 5 }, 'ECONNABORTED'],
    ['a cancelled call', 'silence', { signal: AbortSignal.abort() }, 'ERR_CANCELED'],
  ])('does not count %s', async (_label, answer, options, code) => {
    answerWith(answer);
    await expect(apiClient.get('/cart/get', options)).rejects.toMatchObject({ code });
    expect(isApiUnavailable()).toBe(false);
    expect(events.seen).toEqual([]);
  });

  it('publishes nothing for successes while the API was never found unavailable', async () => {
    answerWith({ status: 200 });
    await apiClient.get('/cart/get');
    expect(events.seen).toEqual([]);
  });

  it('checkApiAvailability asks /ready and answers whether it is ready', async () => {
    const seen = answerWith({ status: 503 }, { status: 200 });
    await expect(checkApiAvailability()).resolves.toBe(false);
    await expect(checkApiAvailability()).resolves.toBe(true);
    expect(seen.map((request) => request.path)).toEqual(['/ready', '/ready']);
    expect(events.seen.map((event) => event.type)).toEqual(['api/unavailable', 'api/recovered']);
  });
});
