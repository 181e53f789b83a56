import { firstValueFrom, take, toArray } from 'rxjs';
import { createStore } from './create-store';

describe('createStore', () => {
  it('gets, sets and derives from the previous state', () => {
    const store = createStore({ n: 1 });
    store.set({ n: 2 });
    expect(store.get()).toEqual({ n: 2 });
    store.set((prev) => ({ n: prev.n + 10 }));
    expect(store.get()).toEqual({ n: 12 });
  });

  it('notifies listeners of later changes only, until unsubscribed', () => {
    const store = createStore(0);
    const listener = jest.fn();
    const stop = store.subscribe(listener);
    expect(listener).not.toHaveBeenCalled();
    store.set(1);
    stop();
    store.set(2);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith(1);
  });

  it('does not notify when the value is the same', () => {
    const state = { a: 1 };
    const store = createStore(state);
    const listener = jest.fn();
    store.subscribe(listener);
    store.set(state);
    store.set((prev) => prev);
    expect(listener).not.toHaveBeenCalled();
  });

  it('emits the current value then every change on state$', async () => {
    const store = createStore('a');
    const values = firstValueFrom(store.state$.pipe(take(3), toArray()));
    store.set('b');
    store.set('c');
    await expect(values).resolves.toEqual(['a', 'b', 'c']);
  });
});
