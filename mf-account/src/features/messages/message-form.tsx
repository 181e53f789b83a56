import { useState } from 'react';
import {
  apiClient,
  Button,
  FormMessage,
  notify,
  type addServiceMessageCall,
  type ResponseOf,
  type ServiceCase,
  TextField,
  useSubmit,
} from '@storefront/shared-kernel';
import { SERVICE_MESSAGE_MAX, serviceDeskRoutes } from '@storefront/shared-kernel/service-desk';
import page from '../../components/page.module.css';
import { AttachmentsField } from '../../components/attachments-field';
import { dropMessage, keepMessage, keptMessage } from './message-draft';
import { MESSAGE_BLANK, MESSAGE_SENT } from './message-words';
import styles from './messages.module.css';

type MessageField = 'message' | 'files';

/** A case the buyer's message opens again (docs/product.md §8.1). */
const isSettled = (status: ServiceCase['status']): boolean => status === 'answered' || status === 'closed';

/**
 * The buyer's new message on one of their cases (docs/product.md §8.1), with the attachments of Contact Us
 * (§9.2, the same picker and rules). Sending it reopens an Answered or Closed case; the page then shows the
 * case as the server answers it.
 */
export function MessageForm({
  theCase,
  onSent,
}: {
  theCase: ServiceCase;
  /** The message was kept: the case as it is now. */
  onSent: (updated: ServiceCase) => void;
}) {
  const { caseNo } = theCase;
  // What was typed comes back after a reload or a sign-in (message-draft.ts).
  const [message, setMessage] = useState(() => keptMessage(caseNo));
  const type = (text: string) => {
    setMessage(text);
    keepMessage(caseNo, text);
  };
  const [files, setFiles] = useState<File[]>([]);
  const form = useSubmit<MessageField>(
    async () => {
      const body = new FormData();
      body.append('caseNo', String(caseNo));
      body.append('message', message.trim());
      for (const file of files) body.append('files', file, file.name);
      // Not callApi: the message goes as multipart form data with its files, as Contact Us's does.
      const { data } = await apiClient.post<ResponseOf<typeof addServiceMessageCall>>(
        serviceDeskRoutes.addServiceMessage.path,
        body,
      );
      dropMessage(caseNo);
      setMessage('');
      setFiles([]);
      notify(MESSAGE_SENT, 'success');
      onSent(data.case);
    },
    {
      validate: () => (message.trim() === '' ? { message: MESSAGE_BLANK } : undefined),
      // A refusal names each failing field; one about the files (a type, a size, the day's amount) marks them.
      byCode: { UNSUPPORTED_FILE_TYPE: 'files' },
      fallback: 'Failed to send your message',
      noAnswer: 'An error occurred. Please try again.',
    },
  );
  return (
    <form {...form.formProps} aria-labelledby="message-form-title" className={`${page.card} ${styles.form}`}>
      <h2 id="message-form-title" className={page.cardTitle}>
        Add a message
      </h2>
      <TextField
        label="Message"
        name="message"
        multiline
        maxLength={SERVICE_MESSAGE_MAX}
        value={message}
        onChange={type}
        field={form.field('message')}
        hint={isSettled(theCase.status) ? 'Sending a message opens this case again.' : undefined}
        isRequired
      />
      <AttachmentsField files={files} onChange={setFiles} field={form.field('files')} />
      <FormMessage {...form.messageProps} />
      <Button type="submit" isBusy={form.isSubmitting}>
        {form.isSubmitting ? 'Sending...' : 'Send message'}
      </Button>
    </form>
  );
}
