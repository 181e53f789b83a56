import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  clearStoredToken,
  CS_UPLOAD_LIMITS_TEXT,
  customerRoutes,
  eventBus,
  resetUserInfo,
  setUserInfo,
  systemRoutes,
} from '@storefront/shared-kernel';
import { fakeApiForEachTest, noAnswer, refusal, type NoAnswer, type Refusal } from '@storefront/shared-kernel/testing';
import { BUYER, field, findField, renderAt, resetSession, signInBuyer } from '../../test-utils';
import { ACCEPT, addAttachments } from '../../lib/attachment-rules';
import { DRAFT_RESTORED, MESSAGE_TOO_SHORT, SUBMIT_SUCCESS } from './contact-form';
import { CONTACT_DRAFT_KEY, discardContactDraft, keepContactDraft } from './contact-draft';
import ContactPage, { DRAFT_KEPT } from './contact-page';

const api = fakeApiForEachTest();
const CMS = {
  is_success: true as const,
  cms: { gubun: '02', title: 'Contact Us', contents: '<h1>Contact Us</h1><p>We reply within one business day.</p>' },
};
/** The page once its text has answered or failed: the form waits for it (docs/product.md §3.7). */
const show = async () => {
  renderAt('/contactus', '/contactus', <ContactPage />);
  await waitFor(() => expect(screen.queryByText('Loading page')).not.toBeInTheDocument());
};
const file = (name: string, type: string, size = 1000) => new File([new Uint8Array(size)], name, { type });
const pick = (files: File[]) => fireEvent.change(screen.getByLabelText('Attachments'), { target: { files } });

const SENT = { is_success: true as const, message: 'ok', files: 1 };
/** What the service mailbox was sent: the message's words, and the names of its files. */
const sends = () => api.calls(customerRoutes.registerCs);
const fileNamesOf = (sent: Record<string, unknown> | undefined) => ((sent?.files ?? []) as File[]).map((f) => f.name);

const LONG_MESSAGE = 'Please quote 200 rice cookers, 40 kettles and 12 cases of the blue mugs.';

/** A send the server refuses 401: the client drops the token, and (as the shell does) the buyer becomes a guest. */
const sessionEndsOnSend = () =>
  api.on(customerRoutes.registerCs, () => {
    clearStoredToken();
    resetUserInfo();
    return refusal(401, { message: 'Your session has expired. Please sign in again.' });
  });

describe('ContactPage', () => {
  beforeEach(signInBuyer);
  afterEach(() => {
    resetSession();
    discardContactDraft();
    sessionStorage.clear();
  });

  it('shows the CMS page of code 02 first, then the form with names and email prefilled and the limits', async () => {
    api.on(systemRoutes.getCms, CMS);
    await show();
    expect(await screen.findByText('We reply within one business day.')).toBeInTheDocument();
    expect(api.calls(systemRoutes.getCms)).toEqual([{ gubun: '02' }]);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(field('First Name')).toHaveValue('Dana');
    expect(field('Last Name')).toHaveValue('Reyes');
    expect(field('Email')).toHaveValue('buyer@demo.storefront');
    expect(screen.getByLabelText('Attachments')).toHaveAccessibleDescription(CS_UPLOAD_LIMITS_TEXT);
    const cmsText = screen.getByText('We reply within one business day.');
    const formHeading = screen.getByRole('heading', { name: 'Send us a message' });
    expect(cmsText.compareDocumentPosition(formHeading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows a visitor the page and asks them to sign in to send a message, coming back here', async () => {
    resetSession();
    api.on(systemRoutes.getCms, CMS);
    await show();
    expect(await screen.findByText('We reply within one business day.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Send us a message' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'sign in' })).toHaveAttribute('href', '/login?returnTo=%2Fcontactus');
    expect(sends()).toEqual([]);
  });

  it.each(['', 'Too short', '   ten chars   ', '1234567890'])(
    'refuses the message %j with the page’s alert',
    async (text) => {
      api.on(systemRoutes.getCms, CMS);
      await show();
      if (text) await userEvent.type(field('Message'), text);
      await userEvent.click(screen.getByRole('button', { name: 'SUBMIT' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGE_TOO_SHORT);
      expect(sends()).toEqual([]);
    },
  );

  it('marks the short message field with the alert’s words and focuses it; typing drops the mark', async () => {
    api.on(systemRoutes.getCms, CMS);
    await show();
    await userEvent.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGE_TOO_SHORT);
    const message = field('Message');
    expect(message).toHaveAttribute('aria-invalid', 'true');
    expect(message).toHaveAccessibleDescription(expect.stringContaining(MESSAGE_TOO_SHORT));
    expect(message).toHaveFocus();
    await userEvent.type(message, 'P');
    expect(message).not.toHaveAttribute('aria-invalid');
    expect(message).toHaveAccessibleDescription('More than 10 characters.');
  });

  it('marks each field the server refuses and focuses the first', async () => {
    api.on(systemRoutes.getCms, CMS).refuse(customerRoutes.registerCs, 400, {
      message: 'Last name is required',
      code: 'VALIDATION_FAILED',
      fields: {
        'csInfo.lastname': ['Last name is required'],
        'csInfo.email': ['Please enter a valid email address'],
        files: ['Up to 5 files can be attached.'],
      },
    });
    await show();
    await userEvent.type(field('Message'), 'Please quote 200 rice cookers.');
    await userEvent.click(screen.getByRole('button', { name: 'SUBMIT' }));
    // The alert stays (the server's first message); each field carries its own as well.
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain('Last name is required'),
    );
    const lastname = field('Last Name');
    expect(lastname).toHaveAttribute('aria-invalid', 'true');
    expect(lastname).toHaveAccessibleDescription('Last name is required');
    expect(field('Email')).toHaveAccessibleDescription('Please enter a valid email address');
    expect(screen.getByLabelText('Attachments')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Attachments')).toHaveAccessibleDescription(
      expect.stringContaining('Up to 5 files can be attached.'),
    );
    expect(field('First Name')).not.toHaveAttribute('aria-invalid');
    expect(field('Message')).not.toHaveAttribute('aria-invalid');
    expect(lastname).toHaveFocus();
  });

  it('sends the message and files as multipart, says Submit Successful! and starts afresh', async () => {
    api.on(systemRoutes.getCms, CMS).on(customerRoutes.registerCs, SENT);
    await show();
    await userEvent.type(field('Message'), 'Please quote 200 rice cookers.');
    pick([file('list.csv', 'text/csv')]);
    expect(screen.getByRole('list', { name: 'Attached files' })).toHaveTextContent('list.csv');
    await userEvent.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect(await screen.findByRole('status')).toHaveTextContent(SUBMIT_SUCCESS);
    const [sent] = sends();
    expect(sent?.csInfo).toEqual({
      idCustomer: 1001,
      firstname: 'Dana',
      lastname: 'Reyes',
      email: 'buyer@demo.storefront',
      message: 'Please quote 200 rice cookers.',
      kind: 'question',
    });
    expect(sent?.destination).toBe('contactus');
    expect(fileNamesOf(sent)).toEqual(['list.csv']);
    await waitFor(() => expect(field('Message')).toHaveValue(''));
    expect(screen.queryByRole('list', { name: 'Attached files' })).toBeNull();
    // As a reload would, the page's text is asked for again.
    await waitFor(() => expect(api.calls(systemRoutes.getCms)).toHaveLength(2));
  });

  it('sends a quote request when Request a quote is chosen, with the same success', async () => {
    api.on(systemRoutes.getCms, CMS).on(customerRoutes.registerCs, { ...SENT, caseNo: 100001 });
    await show();
    const kinds = await screen.findByRole('group', { name: 'What is it about?' });
    expect(within(kinds).getByRole('radio', { name: 'A question' })).toBeChecked();
    await userEvent.click(within(kinds).getByRole('radio', { name: 'Request a quote' }));
    await userEvent.type(field('Message'), LONG_MESSAGE);
    await userEvent.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect(await screen.findByRole('status')).toHaveTextContent(SUBMIT_SUCCESS);
    expect(sends()[0]?.csInfo).toMatchObject({ message: LONG_MESSAGE, kind: 'quote' });
    // The page starts afresh: the next message is a question again.
    await waitFor(() => expect(screen.getByRole('radio', { name: 'A question' })).toBeChecked());
  });

  it('opens on a quote request from the home page’s Request a Quote, and a visitor’s sign-in comes back to it', async () => {
    api.on(systemRoutes.getCms, CMS);
    renderAt('/contactus?kind=quote', '/contactus', <ContactPage />);
    const kinds = await screen.findByRole('group', { name: 'What is it about?' });
    expect(within(kinds).getByRole('radio', { name: 'Request a quote' })).toBeChecked();
    cleanup();
    resetSession();
    renderAt('/contactus?kind=quote', '/contactus', <ContactPage />);
    expect(await screen.findByRole('link', { name: 'sign in' })).toHaveAttribute(
      'href',
      '/login?returnTo=%2Fcontactus%3Fkind%3Dquote',
    );
  });

  it('marks the attachments when the server refuses a file’s type', async () => {
    api.on(systemRoutes.getCms, CMS).refuse(customerRoutes.registerCs, 415, {
      message: 'notes.txt: only PDF, image, text, CSV, Excel and Word files can be attached.',
      code: 'UNSUPPORTED_FILE_TYPE',
    });
    await show();
    await userEvent.type(field('Message'), 'Please quote 200 rice cookers.');
    pick([file('notes.txt', 'text/plain')]);
    await userEvent.click(screen.getByRole('button', { name: 'SUBMIT' }));
    const attachments = screen.getByLabelText('Attachments');
    await waitFor(() => expect(attachments).toHaveAttribute('aria-invalid', 'true'));
    expect(attachments).toHaveAccessibleDescription(
      expect.stringContaining('notes.txt: only PDF, image, text, CSV, Excel and Word files can be attached.'),
    );
    expect(attachments).toHaveFocus();
    expect(field('Message')).not.toHaveAttribute('aria-invalid');
  });

  it.each<[() => Refusal | NoAnswer, string]>([
    [
      () => refusal(415, { message: 'evil.exe: only PDF, image, text, CSV, Excel and Word files can be attached.' }),
      'evil.exe: only PDF',
    ],
    [() => refusal(500, { message: '' }), 'Failed to send your message'],
    [
      () => refusal(503, { message: 'We could not store your message right now. Please try again in a few minutes.' }),
      'We could not store your message right now. Please try again in a few minutes.',
    ],
    [
      () =>
        refusal(429, {
          message:
            'One account can send at most 50 MB of files in 24 hours. Please send this message later, or with smaller files.',
        }),
      'One account can send at most 50 MB of files in 24 hours.',
    ],
    [() => noAnswer(), 'An error occurred. Please try again.'],
  ])('shows why a send failed and keeps the message (%#)', async (failure, message) => {
    api.on(systemRoutes.getCms, CMS).on(customerRoutes.registerCs, failure);
    await show();
    await userEvent.type(field('Message'), 'Please quote 200 rice cookers.');
    await userEvent.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(field('Message')).toHaveValue('Please quote 200 rice cookers.');
  });

  it('refuses files beyond the limits on selection, naming each, and Remove takes one off', async () => {
    api.on(systemRoutes.getCms, CMS);
    await show();
    pick([
      file('run.exe', 'application/x-msdownload'),
      file('big.pdf', 'application/pdf', 5 * 1024 * 1024 + 1),
      file('a.pdf', 'application/pdf'),
    ]);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('run.exe: only PDF, image, text, CSV, Excel and Word files can be attached.');
    expect(alert).toHaveTextContent('big.pdf is larger than 5 MB.');
    expect(screen.getByRole('list', { name: 'Attached files' })).toHaveTextContent('a.pdf');
    await userEvent.click(screen.getByRole('button', { name: 'Remove a.pdf' }));
    expect(screen.queryByRole('list', { name: 'Attached files' })).toBeNull();
  });
});

describe('ContactPage when the session ends', () => {
  beforeEach(() => {
    signInBuyer();
    api.on(systemRoutes.getCms, CMS);
  });
  afterEach(() => {
    resetSession();
    discardContactDraft();
    sessionStorage.clear();
  });

  /** Types the message, attaches a list and presses SUBMIT; the session ends on the send. */
  const writeAndLoseSession = async () => {
    sessionEndsOnSend();
    await show();
    await userEvent.clear(field('First Name'));
    await userEvent.type(field('First Name'), 'Danielle');
    await userEvent.type(field('Message'), LONG_MESSAGE);
    pick([file('list.csv', 'text/csv')]);
    await userEvent.click(screen.getByRole('button', { name: 'SUBMIT' }));
  };

  it('keeps the message and files, says so with a way to sign in, and brings them back after signing in', async () => {
    await writeAndLoseSession();
    const kept = await screen.findByText((_, element) => element?.textContent === `${DRAFT_KEPT} sign in to send it.`);
    expect(kept).toHaveAttribute('role', 'alert');
    expect(within(kept).getByRole('link', { name: 'sign in' })).toHaveAttribute('href', '/login?returnTo=%2Fcontactus');
    expect(screen.queryByRole('heading', { name: 'Send us a message' })).not.toBeInTheDocument();

    // Off to sign in and back: the page is left and opened again, signed in as the same customer.
    cleanup();
    signInBuyer();
    api.on(customerRoutes.registerCs, SENT);
    await show();
    expect(await screen.findByText(DRAFT_RESTORED)).toBeInTheDocument();
    expect(field('Message')).toHaveValue(LONG_MESSAGE);
    expect(field('First Name')).toHaveValue('Danielle');
    expect(screen.getByRole('list', { name: 'Attached files' })).toHaveTextContent('list.csv');

    await userEvent.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect(await screen.findByText(SUBMIT_SUCCESS)).toBeInTheDocument();
    await waitFor(() => expect(field('Message')).toHaveValue(''));
    // The first send was refused with the session; the second carries the kept draft.
    expect(sends()).toHaveLength(2);
    const sent = sends()[1];
    expect(sent?.csInfo).toMatchObject({ firstname: 'Danielle', message: LONG_MESSAGE });
    expect(fileNamesOf(sent)).toEqual(['list.csv']);

    // Sent: nothing comes back the next time.
    cleanup();
    await show();
    expect(await findField('Message')).toHaveValue('');
    expect(screen.queryByText(DRAFT_RESTORED)).not.toBeInTheDocument();
    expect(sessionStorage.getItem(CONTACT_DRAFT_KEY)).toBeNull();
  });

  it('brings the draft back when the buyer signs in again without leaving the page', async () => {
    await writeAndLoseSession();
    await screen.findByRole('link', { name: 'sign in' });
    act(() => signInBuyer());
    expect(await findField('Message')).toHaveValue(LONG_MESSAGE);
    expect(screen.getByRole('list', { name: 'Attached files' })).toHaveTextContent('list.csv');
  });

  it('never gives the draft to another account, and drops it then', async () => {
    await writeAndLoseSession();
    await screen.findByRole('link', { name: 'sign in' });
    act(() => setUserInfo({ ...BUYER, userId: 2002, idCustomer: 2002, firstname: 'Sam', email: 'sam@other.example' }));
    expect(await findField('Message')).toHaveValue('');
    expect(field('First Name')).toHaveValue('Sam');
    expect(screen.queryByRole('list', { name: 'Attached files' })).toBeNull();
    expect(screen.queryByText(DRAFT_RESTORED)).not.toBeInTheDocument();
    expect(sessionStorage.getItem(CONTACT_DRAFT_KEY)).toBeNull();

    cleanup();
    signInBuyer();
    await show();
    expect(await findField('Message')).toHaveValue('');
  });

  it('keeps the words in the tab’s storage, never the files’ contents, and a sign-out on purpose drops them', async () => {
    await writeAndLoseSession();
    await screen.findByRole('link', { name: 'sign in' });
    expect(JSON.parse(sessionStorage.getItem(CONTACT_DRAFT_KEY) ?? 'null')).toEqual({
      idCustomer: 1001,
      firstname: 'Danielle',
      lastname: 'Reyes',
      email: 'buyer@demo.storefront',
      kind: 'question',
      message: LONG_MESSAGE,
      fileNames: ['list.csv'],
    });
    act(() => eventBus.publish('session/logged-out', {}));
    expect(sessionStorage.getItem(CONTACT_DRAFT_KEY)).toBeNull();
    expect(screen.queryByText(/It was kept/)).not.toBeInTheDocument();
  });

  it('after a reload gives back the words, for the same customer only, and the names of the files', async () => {
    sessionStorage.setItem(
      CONTACT_DRAFT_KEY,
      JSON.stringify({ idCustomer: 1001, firstname: 'Dana', message: LONG_MESSAGE, fileNames: ['list.csv'] }),
    );
    // A reload runs the page's code afresh: the draft is read from the tab's storage.
    await jest.isolateModulesAsync(async () => {
      const { peekContactDraft } = await import('./contact-draft');
      expect(peekContactDraft(2002)).toBeNull();
      expect(peekContactDraft(1001)).toEqual({
        firstname: 'Dana',
        lastname: '',
        email: '',
        kind: 'question',
        message: LONG_MESSAGE,
        files: [],
        lostFileNames: ['list.csv'],
      });
    });
    // The form says which files to attach again.
    const { firstname, lastname, email } = BUYER;
    keepContactDraft(1001, {
      firstname,
      lastname,
      email,
      kind: 'quote',
      message: LONG_MESSAGE,
      files: [],
      lostFileNames: ['list.csv'],
    });
    await show();
    expect(await findField('Message')).toHaveValue(LONG_MESSAGE);
    expect(screen.getByRole('radio', { name: 'Request a quote' })).toBeChecked();
    expect(screen.getByText(/Attach your files again: list\.csv\./)).toBeInTheDocument();
  });

  it('keeps nothing when the buyer leaves the form while signed in', async () => {
    await show();
    await userEvent.type(await findField('Message'), LONG_MESSAGE);
    cleanup();
    await show();
    expect(await findField('Message')).toHaveValue('');
    expect(sessionStorage.getItem(CONTACT_DRAFT_KEY)).toBeNull();
  });
});

describe('addAttachments', () => {
  const ONLY_KINDS = 'only PDF, image, text, CSV, Excel and Word files can be attached.';
  it('keeps at most 5 files', () => {
    const six = Array.from({ length: 6 }, (_, i) => file(`f${i}.txt`, 'text/plain'));
    const { accepted, errors } = addAttachments([], six);
    expect(accepted).toHaveLength(5);
    expect(errors).toEqual(['You can attach up to 5 files; f5.txt was not added.']);
  });

  it('accepts exactly 5 MB and refuses one byte more', () => {
    expect(addAttachments([], [file('ok.png', 'image/png', 5 * 1024 * 1024)]).accepted).toHaveLength(1);
    expect(addAttachments([], [file('no.png', 'image/png', 5 * 1024 * 1024 + 1)]).accepted).toHaveLength(0);
  });

  it('settles a missing or vague type by the extension, and sends the file with that type', () => {
    const { accepted } = addAttachments([], [file('list.csv', ''), file('quote.PDF', 'application/octet-stream')]);
    expect(accepted.map((f) => f.type)).toEqual(['text/csv', 'application/pdf']);
  });

  it('does not trust an allowed extension over a specific other type', () => {
    expect(addAttachments([], [file('x.pdf', 'application/x-msdownload')]).errors).toHaveLength(1);
  });

  it('takes text only under a text name, as the server does: a page declared as text is refused on picking', () => {
    const { accepted, errors } = addAttachments(
      [],
      [file('invoice.html', 'text/plain'), file('export.csv', 'text/plain'), file('notes.txt', 'text/csv')],
    );
    expect(errors).toEqual(['invoice.html: only PDF, image, text, CSV, Excel and Word files can be attached.']);
    expect(accepted.map((f) => f.name)).toEqual(['export.csv', 'notes.txt']);
  });

  it('takes Excel and Word files, also when the system gives them a vague type', () => {
    const { accepted, errors } = addAttachments(
      [],
      [
        file('prices.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
        file('terms.DOCX', ''),
        file('order.xlsx', 'application/zip'),
        file('photo.jpeg', 'image/jpeg'),
      ],
    );
    expect(errors).toEqual([]);
    expect(accepted.map((f) => f.type)).toEqual([
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'image/jpeg',
    ]);
  });

  it('refuses a name whose type disagrees with the one the system gave, as the server would by content', () => {
    const { accepted, errors } = addAttachments(
      [],
      [
        file('photo.jpg', 'image/png'),
        file('invoice\u202Efdp.exe', 'application/pdf'),
        file('old.doc', 'application/msword'),
      ],
    );
    expect(accepted).toEqual([]);
    expect(errors).toEqual([
      `photo.jpg: ${ONLY_KINDS}`,
      `invoice\u202Efdp.exe: ${ONLY_KINDS}`,
      `old.doc: ${ONLY_KINDS}`,
    ]);
  });

  it('keeps the files of one message within 20 MB together', () => {
    const four = Array.from({ length: 4 }, (_, i) => file(`part${i}.pdf`, 'application/pdf', 4.5 * 1024 * 1024));
    const { accepted, errors } = addAttachments([], four);
    expect(accepted).toHaveLength(4);
    const { errors: more } = addAttachments(accepted, [file('last.pdf', 'application/pdf', 2.5 * 1024 * 1024)]);
    expect(errors).toEqual([]);
    expect(more).toEqual(['The files of one message can be at most 20 MB together; last.pdf was not added.']);
  });

  it('offers the allowed extensions and types in the picker', () => {
    expect(ACCEPT.split(',')).toEqual(
      expect.arrayContaining([
        '.xlsx',
        '.docx',
        '.jpeg',
        '.csv',
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ]),
    );
  });

  it('refuses empty files', () => {
    expect(addAttachments([], [file('e.txt', 'text/plain', 0)]).errors).toEqual(['e.txt is empty.']);
  });
});
