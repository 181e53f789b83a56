import { useState } from 'react';
import { Button, checkApiAvailability, isApiUnavailable, useEvent } from '@storefront/shared-kernel';
import styles from './service-notice.module.css';
import { useRecoveryCheck } from './use-recovery-check';

export const SERVICE_NOTICE_TITLE = 'The store is not available right now.';

/**
 * The shell's one message while the API cannot serve (503 with Retry-After when its database is
 * away, or no answer at all). The live region is always present so the message is announced when it
 * appears; it goes away by itself as soon as any call succeeds again, or on Try again. Meanwhile the
 * API is asked again by itself (useRecoveryCheck), so the page heals without a click.
 */
export function ServiceNotice() {
  const [isShown, setIsShown] = useState(isApiUnavailable);
  const [isChecking, setIsChecking] = useState(false);
  useEvent('api/unavailable', () => setIsShown(true));
  useEvent('api/recovered', () => setIsShown(false));
  useRecoveryCheck();

  const tryAgain = async () => {
    setIsChecking(true);
    await checkApiAvailability();
    setIsChecking(false);
  };

  return (
    <div role="status" className={isShown ? styles.notice : undefined} data-testid="service-notice">
      {isShown ? (
        <>
          <p className={styles.text}>
            <strong>{SERVICE_NOTICE_TITLE}</strong> We could not reach our server, so parts of this page may be missing.
            Your cart and orders are safe; we keep trying, or please try again in a moment.
          </p>
          <Button size="small" variant="secondary" disabled={isChecking} onClick={() => void tryAgain()}>
            {isChecking ? 'Checking…' : 'Try again'}
          </Button>
        </>
      ) : null}
    </div>
  );
}
