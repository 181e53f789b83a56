import { Button, useFocusLoadRegion, usePageTitle } from '@storefront/shared-kernel';
import styles from './remote-area.module.css';

const AREA_LABELS = {
  catalog: 'the catalogue',
  checkout: 'the cart and checkout',
  account: 'your account pages',
  admin: 'the back office',
};

/** What stands in a remote's place when it cannot be loaded or has crashed. */
export function RemoteFallback({ name, onRetry }: { name: keyof typeof AREA_LABELS; onRetry: () => void }) {
  // The page that could not come says so in the tab too, not the page before it.
  usePageTitle('Not available right now');
  // The area around it keeps focus when Retry gives way to the spinner (RemoteArea is a LoadRegion).
  const focusArea = useFocusLoadRegion();
  return (
    <div role="alert" className={styles.fallback} data-remote-fallback={name}>
      <h1 className={styles.fallbackTitle}>This part of the store is not available right now.</h1>
      <p>We could not load {AREA_LABELS[name]}. The rest of the site still works; please try again in a moment.</p>
      <Button
        onClick={() => {
          focusArea();
          onRetry();
        }}
      >
        Retry
      </Button>
    </div>
  );
}
