import { useEffect, useId, useState } from 'react';
import {
  apiClient,
  Button,
  customerRoutes,
  isCsMessageLongEnough,
  notify,
  type registerCsCall,
  type ResponseOf,
  type ServiceCaseKind,
  TextField,
  userStore,
  useStore,
  useSubmit,
} from '@storefront/shared-kernel';
import page from '../../components/page.module.css';
import { AttachmentsField } from '../../components/attachments-field';
import { discardContactDraft, holdContactDraft, keepContactDraft, peekContactDraft } from './contact-draft';
import styles from './contact-page.module.css';

export const MESSAGE_TOO_SHORT = 'Please enter a message of at least 10 characters.';
export const SUBMIT_SUCCESS = 'Submit Successful!';
export const DRAFT_RESTORED = 'We kept the message you were writing. Check it and press SUBMIT to send it.';
/** Tells the service mailbox where the request came from. */
const DESTINATION = 'contactus';

/** What the message is (docs/product.md §9.1): a question, or a quote request; each becomes a case of its kind. */
export const KIND_CHOICES: readonly { kind: ServiceCaseKind; label: string }[] = [
  { kind: 'question', label: 'A question' },
  { kind: 'quote', label: 'Request a quote' },
];

/** The fields the form checks and the server may name in a refusal ('files' is the attachments). */
type ContactField = 'firstname' | 'lastname' | 'email' | 'message' | 'files';

const NO_NAMES: string[] = [];
const selectUser = <T,>(user: T): T => user;

/**
 * The customer-service form: names and email (prefilled), a question or a quote request, message,
 * attachments. It is the form of one customer (`idCustomer`): what is typed is kept as a draft for them
 * (contact-draft.ts), and comes back if the session ends before it is sent.
 */
export function ContactForm({
  idCustomer,
  initialKind = 'question',
  onSent,
}: {
  idCustomer: number;
  /** The choice the form opens with, when no draft says otherwise. */
  initialKind?: ServiceCaseKind;
  onSent: () => void;
}) {
  const user = useStore(userStore, selectUser);
  const [restored] = useState(() => peekContactDraft(idCustomer));
  const [firstname, setFirstname] = useState(restored?.firstname ?? user.firstname);
  const [lastname, setLastname] = useState(restored?.lastname ?? user.lastname);
  const [email, setEmail] = useState(restored?.email ?? user.email);
  const [message, setMessage] = useState(restored?.message ?? '');
  const [kind, setKind] = useState<ServiceCaseKind>(restored?.kind ?? initialKind);
  const [files, setFiles] = useState<File[]>(restored?.files ?? []);
  const lostFileNames = restored?.lostFileNames ?? NO_NAMES;
  const kindName = useId();

  const form = useSubmit<ContactField>(
    async () => {
      const body = new FormData();
      body.append(
        'csInfo',
        JSON.stringify({
          idCustomer: userStore.get().idCustomer,
          firstname,
          lastname,
          email,
          message: message.trim(),
          kind,
        }),
      );
      body.append('destination', DESTINATION);
      for (const file of files) body.append('files', file, file.name);
      // Not callApi: the message goes as multipart form data with its files, not as a JSON body (its
      // route still names where it goes).
      await apiClient.post<ResponseOf<typeof registerCsCall>>(customerRoutes.registerCs.path, body);
      discardContactDraft();
      notify(SUBMIT_SUCCESS, 'success');
      onSent();
    },
    {
      validate: () => {
        if (isCsMessageLongEnough(message)) return undefined;
        // The field says so, and the alert as the page's every alert (docs/product.md §9.1).
        notify(MESSAGE_TOO_SHORT, 'error');
        return { message: MESSAGE_TOO_SHORT };
      },
      // A refusal names each failing field; one about the files (a type, a size, the day's amount) marks them.
      byCode: { UNSUPPORTED_FILE_TYPE: 'files' },
      fallback: 'Failed to send your message',
      noAnswer: 'An error occurred. Please try again.',
      onFailure: (text) => notify(text, 'error'),
    },
  );
  // Kept as it is typed: the session may end at any moment (a send refused 401 takes the form away).
  useEffect(() => {
    keepContactDraft(idCustomer, { firstname, lastname, email, kind, message, files, lostFileNames });
  }, [idCustomer, firstname, lastname, email, kind, message, files, lostFileNames]);
  // Left while still signed in as this customer (another page, a sent message): nothing to keep. Left
  // because the session ended: the draft is written at once, for the page that says it was kept.
  useEffect(
    () => () => {
      const now = userStore.get();
      if (now.userId !== 0 && now.idCustomer === idCustomer) discardContactDraft();
      else holdContactDraft();
    },
    [idCustomer],
  );

  return (
    <form {...form.formProps} aria-labelledby="contact-form-title" className={`${page.card} ${styles.form}`}>
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
          onChange={setFirstname}
          field={form.field('firstname')}
          isRequired
        />
        <TextField
          label="Last Name"
          name="lastname"
          autoComplete="family-name"
          value={lastname}
          onChange={setLastname}
          field={form.field('lastname')}
          isRequired
        />
      </div>
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={setEmail}
        field={form.field('email')}
        isRequired
      />
      <fieldset className={styles.kind}>
        <legend>What is it about?</legend>
        <div className={styles.kindChoices}>
          {KIND_CHOICES.map((choice) => (
            <label key={choice.kind}>
              <input
                type="radio"
                name={kindName}
                value={choice.kind}
                checked={kind === choice.kind}
                onChange={() => setKind(choice.kind)}
              />
              {choice.label}
            </label>
          ))}
        </div>
      </fieldset>
      <TextField
        label="Message"
        name="message"
        multiline
        maxLength={5000}
        value={message}
        onChange={setMessage}
        field={form.field('message')}
        hint="More than 10 characters."
        isRequired
      />
      <AttachmentsField files={files} onChange={setFiles} field={form.field('files')} />
      <Button type="submit" isBusy={form.isSubmitting}>
        {form.isSubmitting ? 'Sending...' : 'SUBMIT'}
      </Button>
    </form>
  );
}
