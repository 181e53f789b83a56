import { act, renderHook } from '@testing-library/react';
import { useLatestRequest } from './use-latest-request';

/** A load whose answers the test hands out one by one, in any order. */
function heldLoads() {
  const pending: { signal: AbortSignal; resolve: (value: string) => void; reject: (error: Error) => void }[] = [];
  const load = (signal: AbortSignal) =>
    new Promise<string>((resolve, reject) => pending.push({ signal, resolve, reject }));
  return { load, pending };
}

describe('useLatestRequest', () => {
  it('drops an older answer that comes after a newer ask, and aborts the older ask', async () => {
    const { load, pending } = heldLoads();
    const { result } = renderHook(() => useLatestRequest(load));
    let older!: Promise<unknown>;
    let newer!: Promise<unknown>;
    act(() => {
      older = result.current();
      newer = result.current();
    });
    expect(pending[0]!.signal.aborted).toBe(true);
    expect(pending[1]!.signal.aborted).toBe(false);
    pending[1]!.resolve('new list');
    pending[0]!.resolve('old list');
    await expect(newer).resolves.toEqual({ ok: true, value: 'new list' });
    await expect(older).resolves.toBeNull();
  });

  it('hands back the newest ask’s failure, and nothing once the component has gone', async () => {
    const { load, pending } = heldLoads();
    const { result, unmount } = renderHook(() => useLatestRequest(load));
    const failure = new Error('offline');
    const failed = result.current();
    pending[0]!.reject(failure);
    await expect(failed).resolves.toEqual({ ok: false, error: failure });

    const late = result.current();
    unmount();
    expect(pending[1]!.signal.aborted).toBe(true);
    pending[1]!.resolve('too late');
    await expect(late).resolves.toBeNull();
  });
});
