import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminServiceCase } from '@storefront/shared-kernel';
import { adminServiceRoutes } from '@storefront/shared-kernel/back-office';
import { fakeApiForEachTest, refusal } from '@storefront/shared-kernel/testing';
import { field, renderAt, resetSession, signInStaff } from '../../test-utils';
import CasePage from './case-page';
import { NOTE_BLANK } from './note-form';
import { REPLY_BLANK } from './reply-form';
import { CASE_NO, quoteCase, REP, withMessage } from './service-fixtures';
import { SAVED } from './service-words';

const api = fakeApiForEachTest();
const show = (caseNo: number | string = CASE_NO) =>
  renderAt(`/admin/service/${caseNo}`, '/admin/service/:caseNo', <CasePage />);
const thread = () => screen.findByRole('list', { name: 'Thread' });
const card = (name: string) => screen.getByRole('region', { name });
const CHANGED = 'This case was changed by someone else. Reload to see the changes.';

/** The desk reads `theCase`, and offers the service desk's members. */
function deskReads(theCase: AdminServiceCase) {
  let current = theCase;
  api
    .on(adminServiceRoutes.serviceCaseDetail, () => ({ is_success: true, case: current }))
    .on(adminServiceRoutes.serviceAssignees, {
      is_success: true,
      staff: [
        { id: 1, name: 'Alex Morgan', email: 'admin@demo.storefront', role: 'admin' },
        { ...REP, role: 'rep' },
      ],
    });
  return { changeTo: (next: AdminServiceCase) => (current = next) };
}

describe('a case at the service desk', () => {
  beforeEach(() => signInStaff('rep'));
  afterEach(resetSession);

  it("shows the buyer, kind and status, the quote's lines and total, and the thread with notes marked", async () => {
    deskReads(quoteCase());
    show();
    expect(screen.getByRole('heading', { level: 1, name: `Case #${CASE_NO}` })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to cases' })).toHaveAttribute('href', '/admin/service');
    const messages = await thread();
    expect(card('Case')).toHaveTextContent(/KindQuote/);
    expect(card('Case')).toHaveTextContent(/StatusAnswered/);
    expect(card('Case')).toHaveTextContent(/AssigneeRiley Chen/);
    expect(card('Buyer')).toHaveTextContent(/NameDana Reyes/);
    expect(card('Buyer')).toHaveTextContent(/Replies go todana@reyes\.example/);
    expect(within(card('Buyer')).getByRole('link', { name: 'Reyes Home & Kitchen Supply' })).toHaveAttribute(
      'href',
      '/admin/customers/1001',
    );

    const lines = screen.getByRole('table', { name: 'Quote lines' });
    expect(
      within(lines)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['SKU', 'Title', 'Color', 'Quantity', 'Price', 'Line total']);
    expect(
      within(lines)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['RC-10', 'KN-8']);
    expect(
      within(within(lines).getAllByRole('row')[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Rice Cooker', 'WHITE', '400', '$26.50', '$10,600.00']);
    expect(screen.getByText(/^Total/)).toHaveTextContent('Total $10,711.00');

    const [asked, note, reply] = within(messages).getAllByRole('article');
    expect(within(asked!).getByRole('heading', { name: 'Dana Reyes' })).toBeInTheDocument();
    expect(within(asked!).getByRole('button', { name: 'Download stores.csv' })).toBeInTheDocument();
    expect(within(note!).getByRole('heading', { name: 'Riley Chen Internal note' })).toBeInTheDocument();
    expect(note).toHaveTextContent('Staff only: the buyer never sees it.');
    expect(within(reply!).getByRole('heading', { name: 'Riley Chen Reply' })).toBeInTheDocument();
    expect(reply).toHaveTextContent(/Emailed to the buyer Mar 3, 2026/);
  });

  it('downloads a file through the API client under the name the buyer sent it with', async () => {
    deskReads(quoteCase());
    api.on(adminServiceRoutes.downloadServiceAttachment, 'sku,qty\n');
    const saved: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:file'), revokeObjectURL: jest.fn() });
    try {
      show();
      await userEvent.click(await screen.findByRole('button', { name: 'Download stores.csv' }));
      await waitFor(() => expect(saved).toEqual(['stores.csv']));
      expect(api.calls(adminServiceRoutes.downloadServiceAttachment)).toEqual([{ id: 7 }]);
    } finally {
      click.mockRestore();
    }
  });

  it('sends a reply with the version read, says it is emailed, and shows the case Answered', async () => {
    const open = quoteCase({ status: 'open', messages: quoteCase().messages.slice(0, 1), nextStatuses: ['closed'] });
    deskReads(open);
    api.on(adminServiceRoutes.replyToServiceCase, ({ message }) => ({
      is_success: true,
      case: withMessage(
        open,
        { kind: 'reply', body: message, staff: REP, mailedAt: null },
        { status: 'answered', nextStatuses: ['open', 'closed'] },
      ),
    }));
    show();
    await thread();
    const send = screen.getByRole('button', { name: 'Send reply' });
    expect(send).toHaveAccessibleDescription(
      `The reply is emailed to dana@reyes.example with “Case #${CASE_NO}” in its subject, and the case becomes Answered.`,
    );
    await userEvent.click(send);
    expect(field('Reply')).toHaveAccessibleDescription(REPLY_BLANK);
    expect(api.calls(adminServiceRoutes.replyToServiceCase)).toEqual([]);

    await userEvent.type(field('Reply'), '  We can do $24.50 each.  ');
    await userEvent.click(send);
    expect(await screen.findByRole('status')).toHaveTextContent(SAVED.reply);
    expect(api.calls(adminServiceRoutes.replyToServiceCase)).toEqual([
      { caseNo: CASE_NO, version: 4, message: 'We can do $24.50 each.' },
    ]);
    expect(card('Case')).toHaveTextContent(/StatusAnswered/);
    const [, reply] = within(await thread()).getAllByRole('article');
    expect(reply).toHaveTextContent('We can do $24.50 each.');
    expect(reply).toHaveTextContent('Not emailed yet.');
    expect(field('Reply')).toHaveValue('');
  });

  it('adds an internal note, and assigns the case to a member', async () => {
    const theCase = quoteCase({ status: 'new', assignee: null, nextStatuses: ['open', 'closed'] });
    deskReads(theCase);
    api
      .on(adminServiceRoutes.addServiceNote, ({ note, version }) => ({
        is_success: true,
        case: withMessage(
          { ...theCase, version },
          { kind: 'note', body: note, staff: REP },
          { status: 'open', nextStatuses: ['closed'] },
        ),
      }))
      .on(adminServiceRoutes.assignServiceCase, ({ version }) => ({
        is_success: true,
        case: { ...theCase, version: version + 1, status: 'open', assignee: REP, nextStatuses: ['closed'] },
      }));
    show();
    await thread();
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect(field('Internal note')).toHaveAccessibleDescription(expect.stringContaining(NOTE_BLANK));
    await userEvent.type(field('Internal note'), 'Call them on Monday.');
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByRole('status')).toHaveTextContent(SAVED.note);
    expect(api.calls(adminServiceRoutes.addServiceNote)).toEqual([
      { caseNo: CASE_NO, version: 4, note: 'Call them on Monday.' },
    ]);
    expect(
      within(await thread())
        .getAllByRole('article')
        .at(-1),
    ).toHaveTextContent('Call them on Monday.');
    expect(card('Case')).toHaveTextContent(/StatusOpen/);

    expect(field('Assign to')).toHaveDisplayValue('Nobody');
    await screen.findByRole('option', { name: 'Riley Chen' });
    await userEvent.selectOptions(field('Assign to'), 'Riley Chen');
    await userEvent.click(screen.getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(SAVED.assigned('Riley Chen')));
    // Sent with the version the note's answer moved the page on to.
    expect(api.calls(adminServiceRoutes.assignServiceCase)).toEqual([{ caseNo: CASE_NO, version: 5, staffId: 2 }]);
    expect(card('Case')).toHaveTextContent(/AssigneeRiley Chen/);
  });

  it('closes a case and reopens it', async () => {
    const answered = quoteCase();
    deskReads(answered);
    api.on(adminServiceRoutes.setServiceCaseStatus, ({ status, version }) => ({
      is_success: true,
      case: {
        ...answered,
        version: version + 1,
        status,
        nextStatuses: status === 'closed' ? ['open'] : ['closed'],
      },
    }));
    show();
    await thread();
    const status = card('Status');
    expect(within(status).getByRole('button', { name: 'Reopen case' })).toBeInTheDocument();
    await userEvent.click(within(status).getByRole('button', { name: 'Close case' }));
    expect(await screen.findByRole('status')).toHaveTextContent(SAVED.status('closed'));
    expect(status).toHaveTextContent('Now Closed.');
    expect(within(status).queryByRole('button', { name: 'Close case' })).not.toBeInTheDocument();
    await userEvent.click(within(status).getByRole('button', { name: 'Reopen case' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(SAVED.status('open')));
    expect(api.calls(adminServiceRoutes.setServiceCaseStatus)).toEqual([
      { caseNo: CASE_NO, version: 4, status: 'closed' },
      { caseNo: CASE_NO, version: 5, status: 'open' },
    ]);
  });

  it('keeps the reply typed when someone changed the case meanwhile, and Reload shows the case as it is now', async () => {
    const desk = deskReads(quoteCase());
    api.on(adminServiceRoutes.replyToServiceCase, () => refusal(409, { message: CHANGED, code: 'CASE_CHANGED' }));
    show();
    await thread();
    await userEvent.type(field('Reply'), 'We can do $24.50 each.');
    desk.changeTo(withMessage(quoteCase(), { body: 'Any news?', at: '2026-03-04T09:00:00.000Z' }, { status: 'open' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await within(card('Reply to the buyer')).findByRole('alert')).toHaveTextContent(CHANGED);
    expect(field('Reply')).toHaveValue('We can do $24.50 each.');

    await userEvent.click(within(card('Reply to the buyer')).getByRole('button', { name: 'Reload' }));
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Thread' })).getAllByRole('article')).toHaveLength(4),
    );
    expect(card('Case')).toHaveTextContent(/StatusOpen/);
    expect(field('Reply')).toHaveValue('');
  });

  it.each([
    ['a number the API finds no case for', CASE_NO],
    ['a number that is no case number', 'abc'],
  ])('says Case not found for %s', async (_, caseNo) => {
    api.refuse(adminServiceRoutes.serviceCaseDetail, 404, { message: 'Case not found', code: 'CASE_NOT_FOUND' });
    show(caseNo);
    expect(await screen.findByRole('alert')).toHaveTextContent('Case not found');
    expect(screen.queryByRole('button', { name: 'Send reply' })).not.toBeInTheDocument();
  });

  it('tells a catalogue member its role does not allow the page, and asks nothing', () => {
    resetSession();
    signInStaff('catalog');
    show();
    expect(screen.getByRole('alert')).toHaveTextContent('Your role does not allow this page.');
    expect(api.calls(adminServiceRoutes.serviceCaseDetail)).toEqual([]);
  });
});
