import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { Store } from './create-store';
import { drawnStateOf } from './drawn-state';

/** The selection of a state, computed once per state so React sees a stable snapshot. */
function memoisedSnapshot<T, S>(stateOf: () => T, selector: (state: T) => S): () => S {
  let cached: { state: T; selection: S } | null = null;
  return () => {
    const state = stateOf();
    if (cached && Object.is(cached.state, state)) return cached.selection;
    cached = { state, selection: selector(state) };
    return cached.selection;
  };
}

/**
 * Reads a slice of a store and re-renders when that slice changes (compared with Object.is).
 *
 * Selectors should return primitives or values already held in the state (e.g. `s => s.lines`).
 * A selector that builds a new array or object is memoised per state, so it cannot loop
 * ("getSnapshot should be cached"), but its result is new after every state change and on every
 * render with an inline selector; derive such values in the component with useMemo instead.
 */
export function useStore<T, S>(store: Store<T>, selector: (state: T) => S): S {
  const getSnapshot = useMemo(() => memoisedSnapshot(() => store.get(), selector), [store, selector]);
  // Hydrating a drawn page, React reads the state it was drawn with (drawn-state.ts), then renders again.
  const getDrawnSnapshot = useMemo(() => memoisedSnapshot(() => drawnStateOf(store), selector), [store, selector]);

  const subscribe = useCallback((onChange: () => void) => store.subscribe(onChange), [store]);
  return useSyncExternalStore(subscribe, getSnapshot, getDrawnSnapshot);
}
