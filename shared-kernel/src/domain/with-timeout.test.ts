import { runInNewContext } from 'node:vm';
import { TimeoutError, withTimeout } from './with-timeout';

const settled = <T>(promise: Promise<T>) => {
  const state: { status: 'pending' | 'resolved' | 'rejected'; value?: T; error?: unknown } = { status: 'pending' };
  promise.then(
    (value) => Object.assign(state, { status: 'resolved', value }),
    (error: unknown) => Object.assign(state, { status: 'rejected', error }),
  );
  return state;
};

describe('withTimeout', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('resolves with the value when the promise settles in time, and clears its timer', async () => {
    let resolve!: (value: string) => void;
    const result = settled(withTimeout(new Promise<string>((r) => (resolve = r)), 1000, 'catalog@1'));

    await jest.advanceTimersByTimeAsync(999);
    expect(result.status).toBe('pending');
    resolve('routes');
    await jest.advanceTimersByTimeAsync(0);

    expect(result).toEqual({ status: 'resolved', value: 'routes' });
    expect(jest.getTimerCount()).toBe(0);
  });

  it('rejects naming what did not load once the time is up', async () => {
    const result = settled(withTimeout(new Promise<never>(() => undefined), 1000, 'catalog@0.1.0-abc'));

    await jest.advanceTimersByTimeAsync(999);
    expect(result.status).toBe('pending');
    await jest.advanceTimersByTimeAsync(1);

    expect(result.status).toBe('rejected');
    expect(result.error).toEqual(new Error('catalog@0.1.0-abc did not load within 1000 ms'));
    expect(result.error).toBeInstanceOf(TimeoutError);
  });

  it('passes the original error on when the promise fails in time, and clears its timer', async () => {
    const failure = new Error('manifest 404');
    await expect(withTimeout(Promise.reject(failure), 1000, 'x')).rejects.toBe(failure);
    await expect(withTimeout(Promise.reject(failure), 1000, 'x')).rejects.not.toBeInstanceOf(TimeoutError);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('wraps a non-Error rejection in an Error', async () => {
    await expect(withTimeout(Promise.reject('offline'), 1000, 'x')).rejects.toEqual(new Error('offline'));
  });

  it('passes on an error of another realm whole (a server module run apart), with what it carries', async () => {
    const failure = runInNewContext("Object.assign(new Error('API answered 400'), { response: { status: 400 } })");
    expect(failure).not.toBeInstanceOf(Error);
    await expect(withTimeout(Promise.reject(failure), 1000, 'x')).rejects.toBe(failure);
  });

  it('ignores a value that arrives after the timeout', async () => {
    let resolve!: (value: string) => void;
    const result = settled(withTimeout(new Promise<string>((r) => (resolve = r)), 50, 'late'));
    await jest.advanceTimersByTimeAsync(50);
    resolve('too late');
    await jest.advanceTimersByTimeAsync(0);
    expect(result.status).toBe('rejected');
  });
});
