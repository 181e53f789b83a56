import type { ServiceCaseStatus } from '@storefront/shared-kernel';
import { statusLabel } from '../lib/case-words';
import styles from './case-status.module.css';

/** A case's status as Messages shows it (docs/product.md §8.1): New, Open, Answered or Closed; a reply stands out. */
export function CaseStatus({ status }: { status: ServiceCaseStatus }) {
  return (
    <span className={styles.status} data-status={status}>
      {statusLabel(status)}
    </span>
  );
}
