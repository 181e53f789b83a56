import { LoadFailure } from '@storefront/shared-kernel';
import type { ListQuery } from './use-payment-options';
import styles from './checkout-page.module.css';

export interface ListStatusProps {
  list: ListQuery<unknown>;
  /** Shown with Retry when the list could not be loaded. */
  failureMessage: string;
  /** Shown when the server's list is empty. */
  emptyText?: string;
}

/**
 * What a list of step 1 says about itself: that it could not be loaded (with Retry), never "none on
 * file" for a list the server did not give; or that it is truly empty. While it is asked again it says
 * nothing: a list never shown reads as loading again, not as failed.
 */
export function ListStatus({ list, failureMessage, emptyText }: ListStatusProps) {
  if (list.isError) {
    if (list.isFetching) return null;
    return <LoadFailure message={failureMessage} onRetry={() => void list.refetch()} className={styles.listFailure} />;
  }
  if (emptyText && list.data?.length === 0) return <p className={styles.muted}>{emptyText}</p>;
  return null;
}
