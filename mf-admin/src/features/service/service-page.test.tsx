import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminServiceRoutes } from '@storefront/shared-kernel/back-office';
import { fakeApiForEachTest } from '@storefront/shared-kernel/testing';
import { addressQuery, field, location, renderAt, resetSession, signInStaff } from '../../test-utils';
import { caseRow, REP } from './service-fixtures';
import ServicePage from './service-page';

const api = fakeApiForEachTest();
const show = (path = '/admin/service') => renderAt(path, '/admin/service', <ServicePage />);
const lastCall = () => api.calls(adminServiceRoutes.listServiceCases).at(-1);
const table = () => screen.findByRole('table', { name: 'Cases' });

describe('the service desk list', () => {
  beforeEach(() => {
    api
      .on(adminServiceRoutes.listServiceCases, {
        is_success: true,
        rows: [
          caseRow(100002, {
            kind: 'quote',
            status: 'answered',
            preview: 'Quote for this cart.',
            assignee: REP,
            messageCount: 3,
            lastActivityAt: '2026-03-03T15:05:00.000Z',
          }),
          caseRow(100001),
        ],
        total: 2,
      })
      .on(adminServiceRoutes.serviceAssignees, {
        is_success: true,
        staff: [{ ...REP, role: 'rep' }],
      });
  });
  afterEach(resetSession);

  it('lists the cases newest first, each linking to its page', async () => {
    signInStaff('rep');
    show();
    expect(screen.getByRole('heading', { level: 1, name: 'Service desk' })).toBeInTheDocument();
    const cases = await table();
    expect(lastCall()).toEqual({ page: 1, pageSize: 25, sort: 'created', direction: 'desc' });
    expect(
      within(cases)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent?.replace(/[▲▼]/, '')),
    ).toEqual(['Case #', 'Received', 'Kind', 'Customer', 'Message', 'Status', 'Messages', 'Assignee', 'Last activity']);
    expect(screen.getByRole('columnheader', { name: /^Received/ })).toHaveAttribute('aria-sort', 'descending');
    const [, first, second] = within(cases).getAllByRole('row');
    expect(within(first!).getByRole('link', { name: 'Case #100002' })).toHaveAttribute('href', '/admin/service/100002');
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      expect.stringMatching(/^Mar 2, 2026/),
      'Quote',
      'Reyes Home & Kitchen SupplyDana Reyes · buyer@demo.storefront',
      'Quote for this cart.',
      'Answered',
      '3',
      'Riley Chen',
      expect.stringMatching(/^Mar 3, 2026/),
    ]);
    expect(within(second!).getByRole('cell', { name: 'New' })).toBeInTheDocument();
    expect(within(second!).getByRole('cell', { name: 'Unassigned' })).toBeInTheDocument();
  });

  it('sends the filters the address names, shows them in the form, and offers each assignee', async () => {
    signInStaff('admin');
    show('/admin/service?status=open&kind=quote&assignee=2&from=2026-03-01&to=2026-03-31&customer=reyes&caseNo=100002');
    await table();
    expect(lastCall()).toEqual({
      page: 1,
      pageSize: 25,
      sort: 'created',
      direction: 'desc',
      status: 'open',
      kind: 'quote',
      assignee: '2',
      from: '2026-03-01',
      to: '2026-03-31',
      customer: 'reyes',
      caseNo: 100002,
    });
    expect(field('Status')).toHaveDisplayValue('Open');
    expect(field('Kind')).toHaveDisplayValue('Quote');
    expect(await screen.findByRole('option', { name: 'Riley Chen' })).toBeInTheDocument();
    expect(field('Assignee')).toHaveDisplayValue('Riley Chen');
    expect(
      within(field('Assignee'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Anyone', 'Me', 'Unassigned', 'Riley Chen']);
    expect(field('From')).toHaveValue('2026-03-01');
    expect(field('Case number')).toHaveValue('100002');
  });

  it('applies the filters into the address, from the first page, and clears them', async () => {
    signInStaff('admin');
    show('/admin/service?page=2');
    await table();
    await userEvent.selectOptions(field('Status'), 'New');
    await userEvent.selectOptions(field('Assignee'), 'Unassigned');
    fireEvent.change(field('From'), { target: { value: '2026-03-01' } });
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(Object.fromEntries(addressQuery())).toEqual({ status: 'new', assignee: 'unassigned', from: '2026-03-01' });
    expect(lastCall()).toMatchObject({ page: 1, status: 'new', assignee: 'unassigned', from: '2026-03-01' });

    await userEvent.selectOptions(field('Assignee'), 'Me');
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(addressQuery().get('assignee')).toBe('mine');

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(location()).toBe('/admin/service');
    expect(field('Status')).toHaveDisplayValue('All statuses');
  });

  it('sorts by a column into the address', async () => {
    signInStaff('admin');
    show();
    await table();
    await userEvent.click(screen.getByRole('button', { name: /^Last activity/ }));
    expect(Object.fromEntries(addressQuery())).toEqual({ sort: 'activity', direction: 'asc' });
    expect(lastCall()).toMatchObject({ sort: 'activity', direction: 'asc' });
  });

  it('tells a catalogue member its role does not allow the page, and asks nothing', () => {
    signInStaff('catalog');
    show();
    expect(screen.getByRole('alert')).toHaveTextContent('Your role does not allow this page.');
    expect(api.calls(adminServiceRoutes.listServiceCases)).toEqual([]);
    expect(api.calls(adminServiceRoutes.serviceAssignees)).toEqual([]);
  });
});
