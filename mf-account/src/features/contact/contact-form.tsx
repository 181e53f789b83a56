import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import {
  apiClient,
  Button,
  customerRoutes,
  failureMessage,
  isCsMessageLongEnough,
  notify,
  type registerCsCall,
  type ResponseOf,
  userStore,
  useStore,
} from '@storefront/shared-kernel';
import { TextField } from '../../components/text-field';
import { useFieldErrors } from '../../components/use-field-errors';
import form from '../../components/form.module.css';
import page from '../../components/page.module.css';
import { ACCEPT, addAttachments, formatSize, LIMITS_TEXT } from './attachment-rules';
import { discardContactDraft, keepContactDraft, peekContactDraft } from './contact-draft';
import styles from './contact-page.module.css';

export const MESSAGE_TOO_SHORT = 'Please enter a message of at least 10 characters.';
export const SUBMIT_SUCCESS = 'Submit Successful!';
export const DRAFT_RESTORED = 'We kept the message you were writing. Check it and press SUBMIT to send it.';
/** Tells the service mailbox where the request came from. */
const DESTINATION = 'contactus';

/** The fields the form checks and the server may name in a refusal ('files' is the attachments). */
type ContactField = 'firstname' | 'lastname' | 'email' | 'message' | 'files';

const NO_NAMES: string[] = [];

/**
 * The customer-service form: message, names and email (prefilled), attachments. It is the form of one
 * customer (`idCustomer`): what is typed is kept as a draft for them (contact-draft.ts), and comes back
 * if the session ends before it is sent.
 */
export function ContactForm({ idCustomer, onSent }: { idCustomer: number; onSent: () => void }) {
  const user = useStore(userStore, (u) => u);
  const [restored] = useState(() => peekContactDraft(idCustomer));
  const [firstname, setFirstname] = useState(restored?.firstname ?? user.firstname);
  const [lastname, setLastname] = useState(restored?.lastname ?? user.lastname);
  const [email, setEmail] = useState(restored?.email ?? user.email);
  const [message, setMessage] = useState(restored?.message ?? '');
  const [files, setFiles] = useState<File[]>(restored?.files ?? []);
  const lostFileNames = restored?.lostFileNames ?? NO_NAMES;
  const [fileErrors, setFileErrors] = useState<string[]>([]);
  const [isBusy, setIsBusy] = useState(false);
  const fileInputId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const { formRef, errors, show, showRefusal, clear } = useFieldErrors<ContactField>();
  /** Sets a field and drops the message it had. */
  const edit = (name: ContactField, set: (value: string) => void) => (value: string) => {
    set(value);
    clear(name);
  };
  // Kept as it is typed: the session may end at any moment (a send refused 401 takes the form away).
  useEffect(() => {
    keepContactDraft(idCustomer, { firstname, lastname, email, message, files, lostFileNames });
  }, [idCustomer, firstname, lastname, email, message, files, lostFileNames]);
  // Left while still signed in as this customer (another page, a sent message): nothing to keep.
  useEffect(
    () => () => {
      const now = userStore.get();
      if (now.userId !== 0 && now.idCustomer === idCustomer) discardContactDraft();
    },
    [idCustomer],
  );

  // The picks refused here are announced as they happen; the server's word on the files marks the field.
  const fileProblems = errors.files ? [...fileErrors, errors.files] : fileErrors;
  const fileErrorsId = `${fileInputId}-errors`;

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    const { accepted, errors } = addAttachments(files, picked);
    setFiles(accepted);
    setFileErrors(errors);
    clear('files');
    // Clearing the input lets the same file be picked again after removing it.
    event.target.value = '';
  };

  const remove = (index: number) => {
    setFiles((prev) => prev.filter((_, i) => i !== index));
    setFileErrors([]);
    clear('files');
    fileInput.current?.focus();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isBusy) return;
    if (!isCsMessageLongEnough(message)) {
      show({ message: MESSAGE_TOO_SHORT });
      notify(MESSAGE_TOO_SHORT, 'error');
      return;
    }
    show({});
    const body = new FormData();
    body.append(
      'csInfo',
      JSON.stringify({ idCustomer: userStore.get().idCustomer, firstname, lastname, email, message: message.trim() }),
    );
    body.append('destination', DESTINATION);
    for (const file of files) body.append('files', file, file.name);
    setIsBusy(true);
    try {
      // Not callApi: the message goes as multipart form data with its files, not as a JSON body.
      await apiClient.post<ResponseOf<typeof registerCsCall>>(customerRoutes.registerCs.path, body);
      discardContactDraft();
      notify(SUBMIT_SUCCESS, 'success');
      onSent();
    } catch (error) {
      // A refusal names each failing field; one about the files (a type, a size, the day's amount) marks them.
      showRefusal(error, { byCode: { UNSUPPORTED_FILE_TYPE: 'files' } });
      notify(failureMessage(error, 'Failed to send your message', 'An error occurred. Please try again.'), 'error');
      setIsBusy(false);
    }
  };

  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="contact-form-title"
      className={`${page.card} ${styles.form}`}
    >
      <h2 id="contact-form-title" className={page.cardTitle}>
        Send us a message
      </h2>
      <p className={page.muted}>
        Questions, or a quote for volume orders: list the items and quantities, or attach your list.
      </p>
      {restored && (
        <p role="status" className={page.notice}>
          {DRAFT_RESTORED}
          {lostFileNames.length > 0 && ` Attach your files again: ${lostFileNames.join(', ')}.`}
        </p>
      )}
      <div className={styles.names}>
        <TextField
          label="First Name"
          name="firstname"
          autoComplete="given-name"
          value={firstname}
          onChange={edit('firstname', setFirstname)}
          error={errors.firstname}
          isRequired
        />
        <TextField
          label="Last Name"
          name="lastname"
          autoComplete="family-name"
          value={lastname}
          onChange={edit('lastname', setLastname)}
          error={errors.lastname}
          isRequired
        />
      </div>
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={edit('email', setEmail)}
        error={errors.email}
        isRequired
      />
      <TextField
        label="Message"
        name="message"
        multiline
        maxLength={5000}
        value={message}
        onChange={edit('message', setMessage)}
        error={errors.message}
        hint="More than 10 characters."
        isRequired
      />
      <div className={form.field}>
        <label htmlFor={fileInputId} className={form.label}>
          Attachments
        </label>
        <span id={`${fileInputId}-limits`} className={form.hint}>
          {LIMITS_TEXT}
        </span>
        <input
          ref={fileInput}
          id={fileInputId}
          type="file"
          name="files"
          multiple
          accept={ACCEPT}
          aria-describedby={fileProblems.length > 0 ? `${fileInputId}-limits ${fileErrorsId}` : `${fileInputId}-limits`}
          aria-invalid={errors.files ? true : undefined}
          className={styles.fileInput}
          onChange={onPick}
        />
        {fileProblems.length > 0 && (
          <ul id={fileErrorsId} role="alert" className={`${form.error} ${styles.fileErrors}`}>
            {fileProblems.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
        )}
        {files.length > 0 && (
          <ul className={styles.files} aria-label="Attached files">
            {files.map((file, index) => (
              <li key={`${file.name}-${index}`}>
                <span>
                  {file.name} <span className={page.muted}>({formatSize(file.size)})</span>
                </span>
                <Button variant="link" size="small" aria-label={`Remove ${file.name}`} onClick={() => remove(index)}>
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <Button type="submit" isBusy={isBusy}>
        {isBusy ? 'Sending...' : 'SUBMIT'}
      </Button>
    </form>
  );
}
