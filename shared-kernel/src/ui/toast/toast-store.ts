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

export function dismissToast(id: number): void {
  toastStore.set((toasts) => (toasts.some((t) => t.id === id) ? toasts.filter((t) => t.id !== id) : toasts));
}

/**
 * Shows a message to the user (the spec's "alerts") in the <ToastViewport /> the host renders.
 * Returns the toast's id, for dismissToast.
 */
export function notify(message: string, tone: ToastTone = 'info', options: NotifyOptions = {}): number {
  const id = nextId;
  nextId += 1;
  toastStore.set((toasts) => [...toasts, { id, message, tone }]);
  const duration = options.durationMs ?? (tone === 'error' ? ERROR_TOAST_DURATION_MS : TOAST_DURATION_MS);
  if (duration > 0) setTimeout(() => dismissToast(id), duration);
  return id;
}

/** Removes every toast (tests, and a page that wants a clean slate). */
export function clearToasts(): void {
  toastStore.set([]);
}
