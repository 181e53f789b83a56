import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ServiceCaseSummary } from '@storefront/shared-kernel';
import { serviceDeskRoutes } from '@storefront/shared-kernel/service-desk';
import { fakeApiForEachTest, noAnswer } from '@storefront/shared-kernel/testing';
import { renderAt, resetSession, signInBuyer } from '../../test-utils';
import MyAccountPage from './my-account-page';

const api = fakeApiForEachTest();

const caseSummary = (caseNo: number, changes: Partial<ServiceCaseSummary> = {}): ServiceCaseSummary => ({
  caseNo,
  kind: 'question',
  status: 'new',
  createdAt: '2026-03-02T17:41:00.000Z',
  lastActivityAt: '2026-03-02T17:41:00.000Z',
  preview: 'Do the rice cookers come with a 220 V plug?',
  messageCount: 1,
  ...changes,
});
const show = () => renderAt('/myaccount/messages', '/myaccount/:page', <MyAccountPage />);

describe('Messages in My Account', () => {
  beforeEach(signInBuyer);
  afterEach(resetSession);

  it("lists the buyer's cases with number, kind, message, status and last activity, each opening its case", async () => {
    api.on(serviceDeskRoutes.getServiceCases, {
      is_success: true,
      cases: [
        caseSummary(100002, {
          kind: 'quote',
          status: 'answered',
          preview: 'Please quote the cart.',
          lastActivityAt: '2026-03-03T15:05:00.000Z',
        }),
        caseSummary(100001, { status: 'closed' }),
      ],
    });
    show();
    expect(screen.getByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: '2 cases' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Case #', 'Kind', 'Message', 'Status', 'Last activity']);
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('rowheader')).toHaveTextContent('100002');
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Quote', 'Please quote the cart.', 'Answered', expect.stringMatching(/^Mar 3, 2026, \d{1,2}:05/)]);
    expect(within(second!).getByRole('cell', { name: 'Closed' })).toBeInTheDocument();
    expect(within(second!).getByRole('cell', { name: 'Question' })).toBeInTheDocument();
    await userEvent.click(within(first!).getByRole('link', { name: 'Case #100002' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/myaccount\/messages\/100002$/);
  });

  it('says there are none yet, pointing to Contact Us', async () => {
    api.on(serviceDeskRoutes.getServiceCases, { is_success: true, cases: [] });
    show();
    expect(await screen.findByText(/No messages yet\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contactus');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says a list that could not be loaded failed, with Retry', async () => {
    let isDown = true;
    api.on(serviceDeskRoutes.getServiceCases, () =>
      isDown ? noAnswer() : { is_success: true as const, cases: [caseSummary(100001)] },
    );
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load your messages');
    isDown = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: '1 case' })).toBeInTheDocument();
  });
});
