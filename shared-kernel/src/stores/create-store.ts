import { BehaviorSubject } from 'rxjs';
import type { Observable } from 'rxjs';

export interface Store<T> {
  get(): T;
  /** Replaces the state, or derives it from the previous one. Setting the same value notifies no one. */
  set(next: T | ((prev: T) => T)): void;
  /** Calls the listener on every later change (not with the current value); returns an unsubscribe. */
  subscribe(listener: (state: T) => void): () => void;
  /** The state as an observable: emits the current value first, then every change (RxJS convention). */
  state$: Observable<T>;
}

/**
 * A tiny store over a BehaviorSubject. State must be treated as immutable: `set` with a new object,
 * never mutate the current one, or listeners and `useStore` will not see the change.
 */
export function createStore<T>(initial: T): Store<T> {
  const subject = new BehaviorSubject<T>(initial);
  const listeners = new Set<(state: T) => void>();

  return {
    get: () => subject.getValue(),
    set(next) {
      const prev = subject.getValue();
      // T itself may be a function type only in theory; stores here hold data.
      const value = typeof next === 'function' ? (next as (prev: T) => T)(prev) : next;
      if (Object.is(value, prev)) return;
      subject.next(value);
      for (const listener of [...listeners]) listener(value);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    state$: subject.asObservable(),
  };
}
