import { Link, useParams } from 'react-router-dom';
import { isNotFound, type AdminServiceCase } from '@storefront/shared-kernel';
import { AdminPage } from '../../components/admin-page';
import { Card } from '../../components/card';
import { ListStatus } from '../../components/list-status';
import { Notice } from '../../components/notice';
import { useDeskNotice } from '../../components/use-shown-answer';
import pageStyles from '../../components/admin.module.css';
import { recordIdFrom } from '../../lib/page-record';
import { AssignForm } from './assign-form';
import { CaseOverview } from './case-overview';
import { CaseThread } from './case-thread';
import { NoteForm } from './note-form';
import { QuoteLines } from './quote-lines';
import { ReplyForm } from './reply-form';
import { CASE_NOT_FOUND, caseTitle, RELOAD_FAILED, SERVICE_PATH } from './service-words';
import { StatusForm } from './status-form';
import { useShownCase } from './use-shown-case';
import styles from './service.module.css';

function CaseDesk({ caseNo }: { caseNo: number }) {
  const shown = useShownCase(caseNo);
  const { notice, say, onReload } = useDeskNotice(shown.reload, RELOAD_FAILED);
  const { theCase } = shown;
  if (!theCase) {
    // The API answers 404 for a number that is no case.
    if (shown.query.isError && isNotFound(shown.query.error)) return <Notice tone="error">{CASE_NOT_FOUND}</Notice>;
    return <ListStatus query={shown.query} what="case" />;
  }

  const onSaved = (answered: AdminServiceCase, text: string) => {
    shown.saved(answered);
    say(text);
  };
  const forms = { theCase, onSaved, onReload };
  return (
    <>
      {notice ? <Notice tone={notice.tone}>{notice.text}</Notice> : null}
      <CaseOverview theCase={theCase} />
      {theCase.quoteLines.length > 0 ? <QuoteLines lines={theCase.quoteLines} total={theCase.quoteTotal} /> : null}
      <Card id="thread-title" title="Thread">
        <CaseThread messages={theCase.messages} buyerName={theCase.name || theCase.customer.name} />
      </Card>
      {/* Each Reload starts the forms over from the case read; until then they keep what was typed. */}
      <div key={shown.generation} className={styles.forms}>
        <ReplyForm {...forms} />
        <NoteForm {...forms} />
        <AssignForm {...forms} />
        <StatusForm {...forms} />
      </div>
    </>
  );
}

/**
 * One case at the service desk (docs/product.md §13.9, /admin/service/{caseNo}): the buyer, its kind and
 * status, a quote's lines, the whole thread with internal notes and the buyer's files, and what staff do:
 * reply (stored and emailed), add an internal note, assign, close or reopen. Each change sends the version
 * it read; one another change overtook is refused.
 */
export default function CasePage() {
  const { caseNo: param } = useParams();
  const caseNo = recordIdFrom(param);
  return (
    <AdminPage
      title={caseNo === null ? `Case #${param ?? ''}` : caseTitle(caseNo)}
      area="service"
      actions={
        <Link to={SERVICE_PATH} className={pageStyles.textLink}>
          Back to cases
        </Link>
      }
    >
      {caseNo === null ? <Notice tone="error">{CASE_NOT_FOUND}</Notice> : <CaseDesk key={caseNo} caseNo={caseNo} />}
    </AdminPage>
  );
}
