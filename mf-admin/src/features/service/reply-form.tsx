import { useId, useState } from 'react';
import { Button, callApi, TextField } from '@storefront/shared-kernel';
import { adminServiceRoutes } from '@storefront/shared-kernel/back-office';
import { SERVICE_MESSAGE_MAX } from '@storefront/shared-kernel/service-desk';
import { Card } from '../../components/card';
import { SaveFailure } from '../../components/use-versioned-save';
import { caseTitle, SAVED } from './service-words';
import styles from './service.module.css';
import { useCaseSave, type CaseFormProps } from './use-case-save';

export const REPLY_BLANK = 'Please enter a reply.';

/**
 * The reply to the buyer (docs/product.md §13.9): kept on the case, which becomes Answered, and emailed to
 * the address the buyer wrote from, with the case number in the subject. The form says so by its button.
 */
export function ReplyForm({ theCase, onSaved, onReload }: CaseFormProps) {
  const [reply, setReply] = useState('');
  const mailedId = useId();
  const save = useCaseSave<'message'>(
    async () => {
      const answer = await callApi(adminServiceRoutes.replyToServiceCase, {
        caseNo: theCase.caseNo,
        version: theCase.version,
        message: reply.trim(),
      });
      setReply('');
      onSaved(answer.case, SAVED.reply);
    },
    { validate: () => (reply.trim() === '' ? { message: REPLY_BLANK } : undefined) },
  );
  const { form } = save;
  return (
    <Card id="reply-title" title="Reply to the buyer">
      <form {...form.formProps} aria-labelledby="reply-title">
        <TextField
          label="Reply"
          name="message"
          multiline
          maxLength={SERVICE_MESSAGE_MAX}
          value={reply}
          onChange={setReply}
          field={form.field('message')}
          isRequired
        />
        <SaveFailure save={save} onReload={onReload} />
        <div className={styles.replyActions}>
          <Button type="submit" isBusy={form.isSubmitting} aria-describedby={mailedId}>
            {form.isSubmitting ? 'Sending...' : 'Send reply'}
          </Button>
          <p id={mailedId} className={styles.muted}>
            The reply is emailed to {theCase.email} with “{caseTitle(theCase.caseNo)}” in its subject, and the case
            becomes Answered.
          </p>
        </div>
      </form>
    </Card>
  );
}
