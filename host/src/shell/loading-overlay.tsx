import { Spinner, systemStore, useStore } from '@storefront/shared-kernel';
import styles from './loading-overlay.module.css';

/** Full-screen overlay while any part of the site sets the system loading flag. */
export function LoadingOverlay() {
  const isLoading = useStore(systemStore, (flags) => flags.showLoading);
  if (!isLoading) return null;
  return (
    <div className={styles.overlay} role="status" aria-live="polite">
      <Spinner label="Loading" />
      <p className={styles.text}>Loading, please wait...</p>
    </div>
  );
}
