import { useRef } from 'react';
import { Button, callApi, FormMessage, type ServiceCaseSetStatus } from '@storefront/shared-kernel';
import { adminServiceRoutes } from '@storefront/shared-kernel/back-office';
import pageStyles from '../../components/admin.module.css';
import { Card } from '../../components/card';
import { SAVED, statusLabel } from './service-words';
import { useCaseSave, type CaseFormProps } from './use-case-save';

/**
 * Closing a case, or reopening it (docs/product.md §13.9): only what the API allows from the case's status
 * now is offered. A reply makes a case Answered and a buyer's new message opens it again by themselves.
 */
export function StatusForm({ theCase, onSaved, onReload }: CaseFormProps) {
  const target = useRef<ServiceCaseSetStatus>('closed');
  const save = useCaseSave<'status'>(async () => {
    const status = target.current;
    const answer = await callApi(adminServiceRoutes.setServiceCaseStatus, {
      caseNo: theCase.caseNo,
      version: theCase.version,
      status,
    });
    onSaved(answer.case, SAVED.status(status));
  });
  const { form } = save;
  const change = (status: ServiceCaseSetStatus) => {
    target.current = status;
    void form.submit();
  };
  const canClose = theCase.nextStatuses.includes('closed');
  // A New case is opened by taking it up (assigning it, a note): Reopen is for an Answered or Closed one.
  const canReopen = theCase.nextStatuses.includes('open') && theCase.status !== 'new';
  return (
    <Card id="status-title" title="Status">
      <p>Now {statusLabel(theCase.status)}.</p>
      <FormMessage {...form.messageProps} />
      <div className={pageStyles.actions}>
        {save.isConflict ? (
          <Button variant="secondary" onClick={onReload}>
            Reload
          </Button>
        ) : null}
        {canClose ? (
          <Button variant="secondary" isBusy={form.isSubmitting} onClick={() => change('closed')}>
            Close case
          </Button>
        ) : null}
        {canReopen ? (
          <Button variant="secondary" isBusy={form.isSubmitting} onClick={() => change('open')}>
            Reopen case
          </Button>
        ) : null}
      </div>
    </Card>
  );
}
