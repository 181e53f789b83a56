import { Link } from 'react-router-dom';
import {
  failureMessage,
  LoadFailure,
  LoadRegion,
  type ServiceCaseSummary,
  Spinner,
  useApiQuery,
} from '@storefront/shared-kernel';
import { serviceDeskRoutes } from '@storefront/shared-kernel/service-desk';
import page from '../../components/page.module.css';
import { CaseStatus } from '../../components/case-status';
import { caseTitle, casePath, formatDateTime, kindLabel } from '../../lib/case-words';
import cardTable from '../../components/card-table.module.css';
import styles from './messages-tab.module.css';

export const MESSAGES_LOAD_FAILED = 'Failed to load your messages';

const COLUMNS = ['Case #', 'Kind', 'Message', 'Status', 'Last activity'] as const;

/**
 * Messages (docs/product.md §8.1, /myaccount/messages): the buyer's questions and quote requests, each a
 * case of the service desk, latest activity first, with its status; a case's number opens its thread.
 */
export function MessagesTab() {
  // A reply may have come since the list was last read: the answer is never taken as fresh, and the list
  // kept in the page still shows at once while it is asked again.
  const cases = useApiQuery(serviceDeskRoutes.getServiceCases, {}, { staleTime: 0 });
  const hasFailed = cases.isError && !cases.isFetching;
  const list = cases.isError ? undefined : cases.data?.cases;
  const isLoading = !hasFailed && !list;
  return (
    // Retry gives way to the spinner: focus stays on this region rather than falling to the page.
    <LoadRegion aria-busy={isLoading}>
      {isLoading && <Spinner label="Loading your messages" />}
      {hasFailed && (
        <LoadFailure
          message={failureMessage(cases.error, MESSAGES_LOAD_FAILED)}
          onRetry={() => void cases.refetch()}
          className={page.failure}
        />
      )}
      {list &&
        (list.length === 0 ? (
          <p className={page.notice}>
            No messages yet. The questions and quote requests you send from <Link to="/contactus">Contact Us</Link> or
            your cart are kept here, with our replies.
          </p>
        ) : (
          <CasesTable cases={list} />
        ))}
    </LoadRegion>
  );
}

function CasesTable({ cases }: { cases: readonly ServiceCaseSummary[] }) {
  return (
    <table className={cardTable.table}>
      <caption className={cardTable.caption}>{cases.length === 1 ? '1 case' : `${cases.length} cases`}</caption>
      <thead>
        <tr>
          {COLUMNS.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {cases.map((item) => (
          <tr key={item.caseNo}>
            <th scope="row" data-label="Case #">
              <Link to={casePath(item.caseNo)} className={page.textLink} aria-label={caseTitle(item.caseNo)}>
                {item.caseNo}
              </Link>
            </th>
            <td data-label="Kind">{kindLabel(item.kind)}</td>
            <td data-label="Message" className={styles.preview}>
              {item.preview}
            </td>
            <td data-label="Status">
              <CaseStatus status={item.status} />
            </td>
            <td data-label="Last activity">{formatDateTime(item.lastActivityAt)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
