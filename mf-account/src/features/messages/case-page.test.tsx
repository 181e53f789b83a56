import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { serviceDeskRoutes } from '@storefront/shared-kernel/service-desk';
import { fakeApiForEachTest, refusal } from '@storefront/shared-kernel/testing';
import { field, renderAt, resetSession, signInBuyer } from '../../test-utils';
import CasePage from './case-page';
import { buyerMessage, CASE_NO, quoteCase } from './message-fixtures';
import { MESSAGE_BLANK, MESSAGE_SENT } from './message-words';

const api = fakeApiForEachTest();
const show = (caseNo: number | string = CASE_NO) =>
  renderAt(`/myaccount/messages/${caseNo}`, '/myaccount/messages/:caseNo', <CasePage />);
const file = (name: string, type: string, size = 1000) => new File([new Uint8Array(size)], name, { type });
const pick = (files: File[]) => fireEvent.change(screen.getByLabelText('Attachments'), { target: { files } });
const thread = () => screen.findByRole('list', { name: 'Messages of this case' });

describe('a case under Messages', () => {
  beforeEach(signInBuyer);
  afterEach(() => {
    resetSession();
    // A message's draft outlives its page in the tab (message-draft.ts): each test is a tab of its own.
    sessionStorage.clear();
  });

  it("shows the case's kind and status, the quote's lines and total, and the thread with the reply marked", async () => {
    api.on(serviceDeskRoutes.getServiceCase, { is_success: true, case: quoteCase() });
    show();
    expect(screen.getByRole('heading', { level: 1, name: `Case #${CASE_NO}` })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Messages' })).toHaveAttribute('href', '/myaccount/messages');
    expect(screen.getByRole('navigation', { name: 'My account' })).toBeInTheDocument();
    const messages = await thread();
    expect(api.calls(serviceDeskRoutes.getServiceCase)).toEqual([{ caseNo: CASE_NO }]);
    const facts = screen.getByText('Kind').closest('dl')!;
    expect(facts).toHaveTextContent(/KindQuote/);
    expect(facts).toHaveTextContent(/StatusAnswered/);

    const lines = screen.getByRole('table', { name: /The cart's lines/ });
    expect(
      within(lines)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['SKU', 'Title', 'Color', 'Quantity', 'Price', 'Line total']);
    const [, first, , total] = within(lines).getAllByRole('row');
    expect(within(first!).getByRole('rowheader')).toHaveTextContent('RC-10');
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Rice Cooker', 'WHITE', '400', '$26.50', '$10,600.00']);
    expect(total).toHaveTextContent('Total$10,711.00');

    const [asked, reply] = within(messages).getAllByRole('article');
    expect(within(asked!).getByRole('heading', { name: 'Dana Reyes' })).toBeInTheDocument();
    expect(asked).toHaveTextContent('Please quote these for 40 stores.');
    expect(within(asked!).getByRole('button', { name: 'Download stores.csv' })).toBeInTheDocument();
    expect(within(reply!).getByRole('heading', { name: 'Customer Service Reply' })).toBeInTheDocument();
    expect(reply).toHaveTextContent('We can do $24.50 each for 400.');
  });

  it('downloads an attachment through the API client, under the name it was sent with', async () => {
    api
      .on(serviceDeskRoutes.getServiceCase, { is_success: true, case: quoteCase() })
      .on(serviceDeskRoutes.getServiceAttachment, 'sku,qty\n');
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
      expect(api.calls(serviceDeskRoutes.getServiceAttachment)).toEqual([{ id: 7 }]);

      api.refuse(serviceDeskRoutes.getServiceAttachment, 404, { message: 'File not found' });
      await userEvent.click(screen.getByRole('button', { name: 'Download stores.csv' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('File not found');
      expect(saved).toHaveLength(1);
    } finally {
      click.mockRestore();
    }
  });

  it('adds a message with a file as multipart, which reopens the case, and empties the form', async () => {
    api
      .on(serviceDeskRoutes.getServiceCase, { is_success: true, case: quoteCase() })
      .on(serviceDeskRoutes.addServiceMessage, ({ message }) => ({
        is_success: true,
        message: 'Message sent',
        files: 1,
        case: quoteCase({
          status: 'open',
          messages: [...quoteCase().messages, buyerMessage(3, { body: message, at: '2026-03-04T09:00:00.000Z' })],
        }),
      }));
    show();
    await thread();
    expect(field('Message')).toHaveAccessibleDescription('Sending a message opens this case again.');
    await userEvent.type(field('Message'), '  Can you do 500 at $24?  ');
    pick([file('stores-2.csv', 'text/csv')]);
    expect(screen.getByRole('list', { name: 'Attached files' })).toHaveTextContent('stores-2.csv');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByRole('status')).toHaveTextContent(MESSAGE_SENT);
    const [sent] = api.calls(serviceDeskRoutes.addServiceMessage);
    expect(sent).toMatchObject({ caseNo: CASE_NO, message: 'Can you do 500 at $24?' });
    expect((sent?.files as File[]).map((f) => f.name)).toEqual(['stores-2.csv']);
    const messages = await thread();
    await waitFor(() => expect(within(messages).getAllByRole('article')).toHaveLength(3));
    expect(within(messages).getAllByRole('article')[2]).toHaveTextContent('Can you do 500 at $24?');
    expect(screen.getByText('Open')).toBeInTheDocument();
    expect(field('Message')).toHaveValue('');
    expect(screen.queryByRole('list', { name: 'Attached files' })).not.toBeInTheDocument();
  });

  it('keeps what is typed for that case through a reload, and forgets it once sent', async () => {
    api
      .on(serviceDeskRoutes.getServiceCase, { is_success: true, case: quoteCase({ status: 'open' }) })
      .on(serviceDeskRoutes.addServiceMessage, {
        is_success: true,
        message: 'Message sent',
        files: 0,
        case: quoteCase(),
      });
    show();
    await thread();
    await userEvent.type(field('Message'), 'Half a thought');
    cleanup();
    show();
    await thread();
    expect(field('Message')).toHaveValue('Half a thought');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('status')).toHaveTextContent(MESSAGE_SENT);
    cleanup();
    show();
    await thread();
    expect(field('Message')).toHaveValue('');
  });

  it('refuses a blank message before sending, and keeps what was typed when the server refuses it', async () => {
    api
      .on(serviceDeskRoutes.getServiceCase, { is_success: true, case: quoteCase({ status: 'open' }) })
      .on(serviceDeskRoutes.addServiceMessage, () =>
        refusal(429, {
          message:
            'One account can send at most 50 MB of files in 24 hours. Please send this message later, or with smaller files.',
          code: 'UPLOAD_QUOTA',
        }),
      );
    show();
    await thread();
    expect(field('Message')).not.toHaveAccessibleDescription('Sending a message opens this case again.');
    await userEvent.type(field('Message'), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(field('Message')).toHaveAccessibleDescription(MESSAGE_BLANK);
    expect(field('Message')).toHaveFocus();
    expect(api.calls(serviceDeskRoutes.addServiceMessage)).toEqual([]);

    await userEvent.type(field('Message'), 'Here is the list again.');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(/One account can send at most 50 MB/)).toBeInTheDocument();
    expect(field('Message')).toHaveValue('   Here is the list again.');
  });

  it.each([
    ['a case the server does not find (another buyer’s, say)', CASE_NO],
    ['a number that is no case number', 'abc'],
  ])('says Case not found for %s', async (_, caseNo) => {
    api.refuse(serviceDeskRoutes.getServiceCase, 404, { message: 'Case not found', code: 'CASE_NOT_FOUND' });
    show(caseNo);
    expect(await screen.findByText('Case not found')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });
});
