import axios, { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import {
  describeFailure,
  failureMessage,
  fieldErrors,
  isCancelled,
  isUnanswered,
  serverCode,
  serverMessage,
} from './call-failure';

/** The error a real axios call rejects with when the server answers `status` with `data`. */
async function refusal(status: number, data: unknown): Promise<unknown> {
  const client = axios.create({
    adapter: async (config: InternalAxiosRequestConfig) => {
      const response: AxiosResponse = { data, status, statusText: '', headers: {}, config };
      throw new AxiosError('refused', 'ERR_BAD_REQUEST', config, null, response);
    },
  });
  return client.get('/x').catch((error: unknown) => error);
}

/** The error a real axios call rejects with when no answer comes (`code`: timeout, network, cancel). */
async function unanswered(code: string): Promise<unknown> {
  const client = axios.create({
    adapter: async (config: InternalAxiosRequestConfig) => {
      throw new AxiosError('no answer', code, config);
    },
  });
  return client.get('/x').catch((error: unknown) => error);
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
    for (const code of ['ECONNABORTED', 'ETIMEDOUT', 'ERR_NETWORK']) {
      const error = await unanswered(code);
      expect(isUnanswered(error)).toBe(true);
      expect(isCancelled(error)).toBe(false);
      expect(describeFailure(error)).toEqual({ kind: 'exception' });
      expect(failureMessage(error, 'refused wording', 'no-answer wording')).toBe('no-answer wording');
      expect(serverMessage(error)).toBeUndefined();
    }
    const cancelled = await unanswered('ERR_CANCELED');
    expect(isCancelled(cancelled)).toBe(true);
    expect(isUnanswered(cancelled)).toBe(false);
    expect(isCancelled(new DOMException('gone', 'AbortError'))).toBe(true);
  });

  it('anything that is not an axios error reads as no answer and no message', () => {
    for (const thing of [undefined, null, 'boom', new Error('boom'), { response: 'odd' }]) {
      expect(describeFailure(thing)).toEqual({ kind: 'exception' });
      expect(serverMessage(thing)).toBeUndefined();
      expect(fieldErrors(thing)).toEqual({});
      expect(isUnanswered(thing)).toBe(false);
    }
  });
});
