import type { Store } from './create-store';

/**
 * The states a page drawn by the server (docs/product.md §3.7) was drawn with, kept for the browser's first
 * render, which hydrates it: that render must draw what the server drew (useStore's server snapshot), even
 * when a store has changed since, e.g. the cart arriving while the landing page's code loaded. React renders
 * again with the current state right after.
 */
const drawnStates = new WeakMap<Store<unknown>, unknown>();

/** Keeps the store's current state as the one the page was drawn with. */
export function holdDrawnState<T>(store: Store<T>): void {
  drawnStates.set(store as Store<unknown>, store.get());
}

/** The state the page was drawn with, or the current one (a page not drawn, and on the server). */
export const drawnStateOf = <T>(store: Store<T>): T =>
  drawnStates.has(store as Store<unknown>) ? (drawnStates.get(store as Store<unknown>) as T) : store.get();
