import { LoadFailure } from '@storefront/shared-kernel';
import type { LoadedList } from './use-loaded-list';
import styles from './checkout-page.module.css';

export interface ListStatusProps {
  list: LoadedList<unknown>;
  /** Shown with Retry when the list could not be loaded. */
  failureMessage: string;
  /** Shown when the server's list is empty. */
  emptyText?: string;
}

/**
 * What a list of step 1 says about itself: that it could not be loaded (with Retry), never "none on
 * file" for a list the server did not give; or that it is truly empty.
 */
export function ListStatus({ list, failureMessage, emptyText }: ListStatusProps) {
  if (list.hasFailed) {
    return <LoadFailure message={failureMessage} onRetry={() => void list.reload()} className={styles.listFailure} />;
  }
  if (emptyText && list.items?.length === 0) return <p className={styles.muted}>{emptyText}</p>;
  return null;
}
