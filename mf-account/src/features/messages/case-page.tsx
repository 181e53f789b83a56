import { useCallback } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import {
  getStoredToken,
  invalidateApi,
  isNotFound,
  LoadFailure,
  LoadRegion,
  MAX_ID,
  type ServiceCase,
  setCachedAnswer,
  Spinner,
  useApiQuery,
  usePageTitle,
} from '@storefront/shared-kernel';
import { serviceDeskRoutes } from '@storefront/shared-kernel/service-desk';
import page from '../../components/page.module.css';
import { AccountLayout } from '../../components/account-layout';
import { CaseThread } from './case-thread';
import { MessageForm } from './message-form';
import { CaseStatus } from '../../components/case-status';
import { caseTitle, formatDateTime, kindLabel, MESSAGES_PATH } from '../../lib/case-words';
import { CASE_LOAD_FAILED, CASE_NOT_FOUND } from './message-words';
import { QuoteLines } from './quote-lines';
import styles from './messages.module.css';

/** A case number is a positive whole number an id can be; anything else is none of the buyer's cases. */
const toCaseNo = (text: string | undefined): number | null =>
  text && /^\d{1,10}$/.test(text) && Number(text) > 0 && Number(text) <= MAX_ID ? Number(text) : null;

/** One of the buyer's cases: its facts, a quote's lines, the thread and a new message. */
function CaseView({ caseNo }: { caseNo: number }) {
  const read = useApiQuery(serviceDeskRoutes.getServiceCase, { caseNo }, { staleTime: 0 });
  const theCase = read.data?.case;
  const sent = useCallback(
    (updated: ServiceCase) => {
      setCachedAnswer(serviceDeskRoutes.getServiceCase, { caseNo }, { is_success: true, case: updated });
      // The list's status and last activity moved on.
      void invalidateApi(serviceDeskRoutes.getServiceCases);
    },
    [caseNo],
  );
  if (!theCase) {
    // The server answers 404 alike for a missing case and another buyer's.
    if (read.isError && isNotFound(read.error)) return <p className={page.notice}>{CASE_NOT_FOUND}</p>;
    if (read.isError && !read.isFetching)
      return <LoadFailure message={CASE_LOAD_FAILED} onRetry={() => void read.refetch()} className={page.failure} />;
    return <Spinner label="Loading this case" />;
  }
  return (
    <>
      <dl className={styles.facts}>
        <div>
          <dt>Kind</dt>
          <dd>{kindLabel(theCase.kind)}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>
            <CaseStatus status={theCase.status} />
          </dd>
        </div>
        <div>
          <dt>Sent</dt>
          <dd>{formatDateTime(theCase.createdAt)}</dd>
        </div>
        <div>
          <dt>Last activity</dt>
          <dd>{formatDateTime(theCase.lastActivityAt)}</dd>
        </div>
      </dl>
      {theCase.quoteLines.length > 0 && (
        <section aria-labelledby="quote-lines-title" className={styles.section}>
          <h2 id="quote-lines-title" className={page.cardTitle}>
            Quote request
          </h2>
          <QuoteLines lines={theCase.quoteLines} total={theCase.quoteTotal} />
        </section>
      )}
      <section aria-labelledby="thread-title" className={styles.section}>
        <h2 id="thread-title" className={page.cardTitle}>
          Conversation
        </h2>
        <CaseThread messages={theCase.messages} />
      </section>
      <MessageForm key={theCase.caseNo} theCase={theCase} onSent={sent} />
    </>
  );
}

/**
 * A case under Messages (docs/product.md §8.1, /myaccount/messages/{caseNo}), in the account area's frame:
 * the thread of a question or quote request with customer service, and the buyer's next message.
 */
export default function CasePage() {
  const { caseNo: param = '' } = useParams();
  const caseNo = toCaseNo(param);
  const title = caseNo === null ? `Case #${param}` : caseTitle(caseNo);
  usePageTitle(title);
  // The shell's guard sends visitors home too; this covers the remote running on its own.
  if (!getStoredToken()) return <Navigate to="/" replace />;
  return (
    <AccountLayout title={title}>
      <p className={styles.back}>
        <Link to={MESSAGES_PATH} className={page.textLink}>
          Back to Messages
        </Link>
      </p>
      {/* Retry gives way to the spinner: focus stays on this region rather than falling to the page. */}
      <LoadRegion>
        {caseNo === null ? <p className={page.notice}>{CASE_NOT_FOUND}</p> : <CaseView key={caseNo} caseNo={caseNo} />}
      </LoadRegion>
    </AccountLayout>
  );
}
