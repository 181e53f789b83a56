import { useStore } from '../../stores/use-store';
import { cx } from '../class-names';
import { dismissToast, pauseToasts, resumeToasts, toastStore } from './toast-store';
import type { Toast } from './toast-store';
import styles from './toast-viewport.module.css';

const selectToasts = (toasts: Toast[]): Toast[] => toasts;

/**
 * Where notify() messages appear. The host renders exactly one; errors are alerts (announced at
 * once), the rest are polite statuses. A region of its own (every part of a page is in a landmark), at
 * the foot of the screen: at its head it covered the header's links and a dialog's Close button.
 */
export function ToastViewport({ closeLabel = 'Dismiss notification' }: { closeLabel?: string }) {
  const toasts = useStore(toastStore, selectToasts);
  if (toasts.length === 0) return null;
  return (
    <section className={styles.viewport} aria-label="Notifications">
      <ul
        className={styles.list}
        onMouseEnter={pauseToasts}
        onMouseLeave={resumeToasts}
        onFocus={pauseToasts}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) resumeToasts();
        }}
      >
        {toasts.map((toast) => (
          <li key={toast.id} className={cx(styles.toast, styles[toast.tone])}>
            <p className={styles.message} role={toast.tone === 'error' ? 'alert' : 'status'}>
              {toast.message}
            </p>
            <button
              type="button"
              className={styles.close}
              aria-label={closeLabel}
              onClick={() => dismissToast(toast.id)}
            >
              <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
