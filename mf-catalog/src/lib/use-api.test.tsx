import { act, renderHook, waitFor } from '@testing-library/react';
import { eventBus, FIRST_PAINT_ANSWERS_ID, resetFirstPaintAnswers } from '@storefront/shared-kernel';
import { prefetchApi, useApi } from './use-api';

describe('useApi with a prefetched call', () => {
  afterEach(() => jest.useRealTimers());

  it('takes the prefetched answer for its first load, and asks itself on Retry', async () => {
    const early = jest.fn().mockResolvedValue('early answer');
    prefetchApi('list:a', early);
    const load = jest.fn().mockResolvedValue('own answer');
    const { result } = renderHook(() => useApi('list:a', load));
    await waitFor(() => expect(result.current.data).toBe('early answer'));
    expect(early).toHaveBeenCalledTimes(1);
    expect(load).not.toHaveBeenCalled();

    act(() => result.current.retry());
    await waitFor(() => expect(result.current.data).toBe('own answer'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('takes a prefetched call for a new key after a Retry of the one before (retries count per key)', async () => {
    const load = jest.fn().mockResolvedValue('own answer');
    const { result, rerender } = renderHook(({ key }) => useApi(key, load), { initialProps: { key: 'list:e' } });
    await waitFor(() => expect(result.current.data).toBe('own answer'));
    act(() => result.current.retry());
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));

    prefetchApi('list:f', () => Promise.resolve('early answer'));
    rerender({ key: 'list:f' });
    await waitFor(() => expect(result.current.data).toBe('early answer'));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('is taken once: a second page of the same key asks again', async () => {
    prefetchApi('list:b', () => Promise.resolve('early answer'));
    const first = renderHook(() => useApi('list:b', () => Promise.resolve('own answer')));
    await waitFor(() => expect(first.result.current.data).toBe('early answer'));
    const load = jest.fn().mockResolvedValue('own answer');
    const second = renderHook(() => useApi('list:b', load));
    await waitFor(() => expect(second.result.current.data).toBe('own answer'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('leaves a prefetched call of over 10 s unused (the page did not show then)', async () => {
    jest.useFakeTimers({ now: 1_000_000, doNotFake: ['queueMicrotask', 'nextTick'] });
    prefetchApi('list:c', () => Promise.resolve('old answer'));
    jest.setSystemTime(1_000_000 + 10_001);
    const load = jest.fn().mockResolvedValue('fresh answer');
    const { result } = renderHook(() => useApi('list:c', load));
    await act(async () => {
      await Promise.resolve();
    });
    expect(load).toHaveBeenCalledTimes(1);
    jest.useRealTimers();
    await waitFor(() => expect(result.current.data).toBe('fresh answer'));
  });

  it('shows a failed prefetched call as the load failing, and never as an unhandled rejection', async () => {
    prefetchApi('list:d', () => Promise.reject(new Error('down')));
    const { result } = renderHook(() => useApi('list:d', () => Promise.resolve('own answer')));
    await waitFor(() => expect(result.current.error).toEqual(new Error('down')));
    expect(result.current.data).toBeUndefined();
  });
});

describe('useApi on a page the server painted first', () => {
  // Earlier renders read the page already (it had no answers then).
  beforeEach(() => resetFirstPaintAnswers());
  afterEach(() => {
    document.getElementById(FIRST_PAINT_ANSWERS_ID)?.remove();
    resetFirstPaintAnswers();
  });

  it('draws its first render from the page answer, asks nothing, and asks on Retry', async () => {
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = FIRST_PAINT_ANSWERS_ID;
    element.textContent = JSON.stringify({ 'list:painted': 'painted answer' });
    document.body.append(element);
    const load = jest.fn().mockResolvedValue('own answer');
    const early = jest.fn().mockResolvedValue('prefetched');
    prefetchApi('list:painted', early);
    const { result } = renderHook(() => useApi('list:painted', load));
    expect(result.current).toMatchObject({ data: 'painted answer', isLoading: false });
    await act(async () => {
      await Promise.resolve();
    });
    expect(load).not.toHaveBeenCalled();
    expect(early).not.toHaveBeenCalled();

    act(() => result.current.retry());
    await waitFor(() => expect(result.current.data).toBe('own answer'));
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('useApi of a section whose failure is only logged (spec section 8)', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('logs a failed load once, naming the section, and leaves the data empty', async () => {
    const { result } = renderHook(() =>
      useApi('banners:x', () => Promise.reject(new Error('Network Error')), { logFailureAs: 'the banners' }),
    );
    await waitFor(() => expect(result.current.error).toBeDefined());
    expect(result.current.data).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('[storefront] the banners failed to load: Network Error');
  });

  it('logs nothing for an answer, for a call it cancelled, or for a section that shows its own failure', async () => {
    const answered = renderHook(() => useApi('tiles:x', () => Promise.resolve([1]), { logFailureAs: 'the tiles' }));
    await waitFor(() => expect(answered.result.current.data).toEqual([1]));
    let rejectFirst: (error: unknown) => void = () => undefined;
    const first = new Promise<string>((_resolve, reject) => {
      rejectFirst = reject;
    });
    const { rerender } = renderHook(
      ({ key }) => useApi(key, () => (key === 'cms:a' ? first : Promise.resolve('b')), { logFailureAs: 'cms' }),
      { initialProps: { key: 'cms:a' } },
    );
    rerender({ key: 'cms:b' });
    rejectFirst(new Error('late'));
    const shown = renderHook(() => useApi('list:shown', () => Promise.reject(new Error('down'))));
    await waitFor(() => expect(shown.result.current.error).toBeDefined());
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('useApi once the API is back', () => {
  const answered = (status: number) =>
    Object.assign(new Error(`Request failed with status code ${status}`), {
      response: { status, data: { is_success: false, message: 'No' } },
    });

  it('asks again a load that got no answer or a server failure, and not one the server refused for what it asked', async () => {
    const loads = { gone: 0, down: 0, busy: 0, missing: 0, bad: 0 };
    const failing = (name: keyof typeof loads, error: unknown) => () => {
      loads[name] += 1;
      return Promise.reject(error);
    };
    const hooks = [
      renderHook(() =>
        useApi('r:gone', failing('gone', Object.assign(new Error('Network Error'), { code: 'ERR_NETWORK' }))),
      ),
      renderHook(() => useApi('r:down', failing('down', answered(503)))),
      renderHook(() => useApi('r:busy', failing('busy', answered(429)))),
      renderHook(() => useApi('r:missing', failing('missing', answered(404)))),
      renderHook(() => useApi('r:bad', failing('bad', answered(400)))),
    ];
    await waitFor(() => hooks.forEach(({ result }) => expect(result.current.error).toBeDefined()));

    act(() => eventBus.publish('api/recovered', {}));
    await waitFor(() => expect(loads).toEqual({ gone: 2, down: 2, busy: 2, missing: 1, bad: 1 }));
    await waitFor(() => hooks.forEach(({ result }) => expect(result.current.error).toBeDefined()));
    expect(loads).toEqual({ gone: 2, down: 2, busy: 2, missing: 1, bad: 1 });
  });
});
