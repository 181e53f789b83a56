import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type AuditRow, type StaffRow } from '@storefront/shared-kernel';
import { adminStaffRoutes } from '@storefront/shared-kernel/back-office';
import { fakeApiForEachTest } from '@storefront/shared-kernel/testing';
import { addressQuery, field, location, renderAt, resetSession, signInStaff } from '../../test-utils';
import AuditPage from './audit-page';

const api = fakeApiForEachTest();

const STAFF: StaffRow[] = [
  {
    id: 1,
    email: 'admin@demo.storefront',
    name: 'Alex Morgan',
    role: 'admin',
    active: true,
    passwordSet: true,
    createdAt: '2026-01-01T00:00:00.000Z',
  },
  {
    id: 2,
    email: 'rep@demo.storefront',
    name: '',
    role: 'rep',
    active: true,
    passwordSet: false,
    createdAt: '2026-01-02T00:00:00.000Z',
  },
];

const entry = (id: number, row: Partial<AuditRow>): AuditRow => ({
  id: String(id),
  at: '2026-01-05T18:30:00.000Z',
  actor: 'admin@demo.storefront',
  action: 'staff.update',
  recordKind: 'staff',
  recordId: '2',
  before: null,
  after: null,
  ...row,
});

const ROWS: AuditRow[] = [
  entry(3, { before: { role: 'rep', active: true }, after: { role: 'admin', active: false } }),
  entry(2, { action: 'staff.add', recordId: '3', after: { email: 'cat@demo.storefront', name: '' } }),
  entry(1, {
    actor: 'cli',
    action: 'customer.approve',
    recordKind: 'customer',
    recordId: '1001',
    before: { status: 'pending' },
    after: { status: 'approved', priceLevel: 2 },
  }),
];

const show = (path = '/admin/audit') => renderAt(path, '/admin/audit', <AuditPage />);
const lastCall = () => api.calls(adminStaffRoutes.listAudit).at(-1);

describe('the audit log page', () => {
  let total: number;
  beforeEach(() => {
    total = ROWS.length;
    api.on(adminStaffRoutes.listStaff, { is_success: true, staff: STAFF });
    api.on(adminStaffRoutes.listAudit, () => ({ is_success: true, rows: ROWS, total }));
  });
  afterEach(resetSession);

  it('lists the newest first in a table of when, who, action, record and the changes, readable', async () => {
    signInStaff('admin');
    show();
    expect(screen.getByRole('heading', { level: 1, name: 'Audit log' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Audit log entries' });
    expect(lastCall()).toEqual({ page: 1, pageSize: 25, direction: 'desc' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent?.replace(/[▲▼]/, '')),
    ).toEqual(['When', 'Who', 'Action', 'Record', 'Changes']);
    expect(screen.getByRole('columnheader', { name: /^When/ })).toHaveAttribute('aria-sort', 'descending');
    const [, first, second, third] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('list')).toHaveTextContent('role: rep → adminactive: Yes → No');
    // In the member's own time zone: 'Jan 5, 2026, 10:30 AM' in California.
    expect(within(first!).getByRole('rowheader')).toHaveTextContent(/^[A-Z][a-z]{2} \d{1,2}, 2026, \d{1,2}:30\s[AP]M$/);
    expect(within(second!).getByRole('list')).toHaveTextContent('email: cat@demo.storefrontname: —');
    expect(
      within(third!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Command line', 'customer.approve', 'customer 1001', 'status: pending → approvedprice level: — → 2']);
    expect(screen.getByText('Showing 1–3 of 3')).toBeInTheDocument();
  });

  it('sends the filters, page and size the address names, and shows them in the form', async () => {
    signInStaff('admin');
    show('/admin/audit?staffId=0&kind=order&from=2026-01-01&to=2026-01-31&page=2&pageSize=50');
    await screen.findByRole('table', { name: 'Audit log entries' });
    expect(lastCall()).toEqual({
      page: 2,
      pageSize: 50,
      direction: 'desc',
      staffId: 0,
      kind: 'order',
      from: '2026-01-01',
      to: '2026-01-31',
    });
    await waitFor(() => expect(field('Member')).toHaveDisplayValue('Command line'));
    expect(field('Kind')).toHaveValue('order');
    expect(field('From')).toHaveValue('2026-01-01');
    expect(field('To')).toHaveValue('2026-01-31');
  });

  it('offers every member and the command line, and applies the filters into the address, from the first page', async () => {
    signInStaff('admin');
    show('/admin/audit?page=3');
    await screen.findByRole('table', { name: 'Audit log entries' });
    await waitFor(() =>
      expect(
        within(field('Member'))
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['All members', 'Alex Morgan', 'rep@demo.storefront', 'Command line']),
    );
    await userEvent.selectOptions(field('Member'), 'Alex Morgan');
    await userEvent.type(field('Kind'), ' staff ');
    fireEvent.change(field('From'), { target: { value: '2026-01-01' } });
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(Object.fromEntries(addressQuery())).toEqual({ staffId: '1', kind: 'staff', from: '2026-01-01' });
    await waitFor(() =>
      expect(lastCall()).toEqual({
        page: 1,
        pageSize: 25,
        direction: 'desc',
        staffId: 1,
        kind: 'staff',
        from: '2026-01-01',
      }),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(location()).toBe('/admin/audit');
    expect(field('Kind')).toHaveValue('');
    expect(field('Member')).toHaveValue('');
  });

  it('pages by 25, 50 or 100, through the address', async () => {
    signInStaff('admin');
    total = 120;
    show();
    expect(await screen.findByText('Showing 1–25 of 120')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(lastCall()).toMatchObject({ page: 2, pageSize: 25 }));
    expect(screen.getByText('Showing 26–50 of 120')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '100');
    await waitFor(() => expect(lastCall()).toMatchObject({ page: 1, pageSize: 100 }));
    expect(Object.fromEntries(addressQuery())).toEqual({ pageSize: '100' });
  });

  it('shows the oldest first when When is sorted again', async () => {
    signInStaff('admin');
    show();
    await screen.findByRole('table', { name: 'Audit log entries' });
    await userEvent.click(screen.getByRole('button', { name: 'When' }));
    expect(Object.fromEntries(addressQuery())).toEqual({ sort: 'at', direction: 'asc' });
    await waitFor(() => expect(lastCall()).toMatchObject({ direction: 'asc' }));
    expect(screen.getByRole('columnheader', { name: /^When/ })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('says when no entry matches the filters', async () => {
    signInStaff('admin');
    total = 0;
    api.on(adminStaffRoutes.listAudit, { is_success: true, rows: [], total: 0 });
    show('/admin/audit?kind=nothing');
    expect(await screen.findByRole('cell', { name: 'No entries match these filters.' })).toBeInTheDocument();
    expect(screen.getByText('Showing 0 of 0')).toBeInTheDocument();
  });

  it("shows the server's refusal of a filter, with Retry", async () => {
    signInStaff('admin');
    api.refuse(adminStaffRoutes.listAudit, 400);
    show(`/admin/audit?kind=${'k'.repeat(61)}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Kind is too long');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('tells a rep its role does not allow the page, and asks nothing', () => {
    signInStaff('rep');
    show();
    expect(screen.getByRole('alert')).toHaveTextContent('Your role does not allow this page.');
    expect(api.calls(adminStaffRoutes.listAudit)).toEqual([]);
    expect(api.calls(adminStaffRoutes.listStaff)).toEqual([]);
  });
});
