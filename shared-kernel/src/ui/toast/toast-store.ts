import { createStore } from '../../stores/create-store';

export type ToastTone = 'success' | 'error' | 'info';

export interface Toast {
  id: number;
  message: string;
  tone: ToastTone;
}

export interface NotifyOptions {
  /** How long the toast stays; 0 keeps it until closed. */
  durationMs?: number;
}

/** Long enough to read a sentence; errors stay longer because they usually ask for an action. */
export const TOAST_DURATION_MS = 5000;
export const ERROR_TOAST_DURATION_MS = 8000;

export const toastStore = createStore<Toast[]>([]);

let nextId = 1;

/** Each timed toast's time left, and its timer while it runs (none while the toasts are paused). */
const timers = new Map<number, { remainingMs: number; startedAt: number; timer?: ReturnType<typeof setTimeout> }>();
let isPaused = false;

const run = (id: number): void => {
  const entry = timers.get(id);
  if (!entry || isPaused) return;
  entry.startedAt = Date.now();
  entry.timer = setTimeout(() => dismissToast(id), entry.remainingMs);
};

export function dismissToast(id: number): void {
  clearTimeout(timers.get(id)?.timer);
  timers.delete(id);
  toastStore.set((toasts) => (toasts.some((t) => t.id === id) ? toasts.filter((t) => t.id !== id) : toasts));
}

/**
 * Holds every toast while the pointer or keyboard focus is on them (WCAG 2.2.1): a message must not
 * go while it is being read or its close button reached. `resumeToasts` gives each its time left.
 */
export function pauseToasts(): void {
  if (isPaused) return;
  isPaused = true;
  for (const entry of timers.values()) {
    clearTimeout(entry.timer);
    entry.timer = undefined;
    entry.remainingMs = Math.max(0, entry.remainingMs - (Date.now() - entry.startedAt));
  }
}

export function resumeToasts(): void {
  if (!isPaused) return;
  isPaused = false;
  for (const id of timers.keys()) run(id);
}

/**
 * Shows a message to the user (the product's "alerts", docs/product.md §3.6) in the <ToastViewport />
 * the host renders. Returns the toast's id, for dismissToast.
 */
export function notify(message: string, tone: ToastTone = 'info', options: NotifyOptions = {}): number {
  const id = nextId;
  nextId += 1;
  toastStore.set((toasts) => [...toasts, { id, message, tone }]);
  const duration = options.durationMs ?? (tone === 'error' ? ERROR_TOAST_DURATION_MS : TOAST_DURATION_MS);
  if (duration > 0) {
    timers.set(id, { remainingMs: duration, startedAt: Date.now() });
    run(id);
  }
  return id;
}

/** Removes every toast (tests, and a page that wants a clean slate). */
export function clearToasts(): void {
  for (const entry of timers.values()) clearTimeout(entry.timer);
  timers.clear();
  isPaused = false;
  toastStore.set([]);
}
