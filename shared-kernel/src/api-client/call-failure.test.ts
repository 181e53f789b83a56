import {
  describeFailure,
  failureMessage,
  fieldErrors,
  isCancelled,
  isUnanswered,
  serverCode,
  serverMessage,
} from './call-failure';
import { createHttpClient, networkFailure, type CallOptions, type Transport } from './http-client';

/** What a call of a client whose network is `transport` rejects with. */
const failureOf = (transport: Transport, options: CallOptions = {}): Promise<unknown> =>
  createHttpClient({ baseURL: '/api', timeout: 0, transport, headersFor: () => ({}) })
    .get('/x', options)
    .then(
      () => new Error('The call did not fail'),
      (error: unknown) => error,
    );

/** The error the client rejects with when the server answers `status` with `data`. */
const refusal = (status: number, data: unknown) => failureOf(async () => ({ status, data, headers: {} }));

/** The error the client rejects with when no answer comes: a network failure, a timeout, a cancelled call. */
function unanswered(code: 'ERR_NETWORK' | 'ECONNABORTED' | 'ERR_CANCELED'): Promise<unknown> {
  const silence = () => new Promise<never>(() => undefined);
  if (code === 'ECONNABORTED') return failureOf(silence, { timeout: 1 });
  if (code === 'ERR_CANCELED') return failureOf(silence, { signal: AbortSignal.abort() });
  return failureOf(async (request) => {
    throw networkFailure(request);
  });
}

describe('reading a failed call', () => {
  it('a refusal carries the server message, code and failing fields (last path part)', async () => {
    const error = await refusal(400, {
      is_success: false,
      message: ' Check the highlighted fields. ',
      code: 'VALIDATION',
      fields: { 'addressInfo.city': ['City is required', 'ignored'], zip: ['Zip is invalid'], odd: 'not a list' },
    });
    expect(describeFailure(error)).toEqual({
      kind: 'refused',
      status: 400,
      message: 'Check the highlighted fields.',
      code: 'VALIDATION',
      fields: { city: 'City is required', zip: 'Zip is invalid' },
    });
    expect(serverMessage(error)).toBe('Check the highlighted fields.');
    expect(serverCode(error)).toBe('VALIDATION');
    expect(fieldErrors(error)).toEqual({ city: 'City is required', zip: 'Zip is invalid' });
    expect(failureMessage(error, 'fallback')).toBe('Check the highlighted fields.');
    expect(isUnanswered(error)).toBe(false);
  });

  it('a refusal without a usable message falls back to the page wording', async () => {
    for (const body of [{ message: '   ' }, 'Bad Gateway', null, { message: 42 }]) {
      const error = await refusal(502, body);
      expect(serverMessage(error)).toBeUndefined();
      expect(serverCode(error)).toBeUndefined();
      expect(failureMessage(error, 'Please try again.', 'No answer.')).toBe('Please try again.');
      expect(describeFailure(error)).toMatchObject({ kind: 'refused', status: 502, message: '', fields: {} });
    }
  });

  it('timeouts and network failures are unanswered; cancellations are neither answered nor unanswered', async () => {
    for (const code of ['ECONNABORTED', 'ERR_NETWORK'] as const) {
      const error = await unanswered(code);
      expect(error).toMatchObject({ code });
      expect(isUnanswered(error)).toBe(true);
      expect(isCancelled(error)).toBe(false);
      expect(describeFailure(error)).toEqual({ kind: 'exception' });
      expect(failureMessage(error, 'refused wording', 'no-answer wording')).toBe('no-answer wording');
      expect(serverMessage(error)).toBeUndefined();
    }
    const cancelled = await unanswered('ERR_CANCELED');
    expect(cancelled).toMatchObject({ code: 'ERR_CANCELED' });
    expect(isCancelled(cancelled)).toBe(true);
    expect(isUnanswered(cancelled)).toBe(false);
    expect(isCancelled(new DOMException('gone', 'AbortError'))).toBe(true);
  });

  it('anything that is not the client’s error reads as no answer and no message', () => {
    for (const thing of [undefined, null, 'boom', new Error('boom'), { response: 'odd' }]) {
      expect(describeFailure(thing)).toEqual({ kind: 'exception' });
      expect(serverMessage(thing)).toBeUndefined();
      expect(fieldErrors(thing)).toEqual({});
      expect(isUnanswered(thing)).toBe(false);
    }
  });
});
