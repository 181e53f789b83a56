import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type StaffRow } from '@storefront/shared-kernel';
import { adminStaffRoutes } from '@storefront/shared-kernel/back-office';
import { fakeApiForEachTest } from '@storefront/shared-kernel/testing';
import { addressQuery, field, renderAt, resetSession, signInStaff } from '../../test-utils';
import StaffPage from './staff-page';

const api = fakeApiForEachTest();

const member = (id: number, email: string, row: Partial<StaffRow> = {}): StaffRow => ({
  id,
  email,
  name: '',
  role: 'rep',
  active: true,
  passwordSet: true,
  createdAt: '2026-01-05T10:00:00.000Z',
  ...row,
});
const ADMIN_ROW = member(1, 'admin@demo.storefront', { name: 'Alex Morgan', role: 'admin' });
const REP_ROW = member(2, 'rep@demo.storefront', { name: 'Riley Chen' });
const NEW_ROW = member(3, 'cat@demo.storefront', { name: 'Casey', role: 'catalog', passwordSet: false });
const LINK = 'http://localhost:8080/admin/set-password?token=one-time';
const EXPIRES = '2026-01-06T10:00:00.000Z';

const show = (path = '/admin/staff') => renderAt(path, '/admin/staff', <StaffPage />);
const rowOf = (email: string) => screen.getByRole('rowheader', { name: email }).closest('tr') as HTMLElement;
const emails = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);

describe('the staff page', () => {
  let staff: StaffRow[];
  beforeEach(() => {
    staff = [REP_ROW, ADMIN_ROW];
    api.on(adminStaffRoutes.listStaff, () => ({ is_success: true, staff }));
  });
  afterEach(resetSession);

  it('lists the members in a table: email, name, role, active, password set, by email', async () => {
    signInStaff('admin');
    staff = [REP_ROW, ADMIN_ROW, member(4, 'old@demo.storefront', { active: false, passwordSet: false })];
    show();
    expect(screen.getByRole('heading', { level: 1, name: 'Staff' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Staff members' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent?.replace(/[▲▼]/, '')),
    ).toEqual(['Email', 'Name', 'Role', 'Active', 'Password set', 'Actions']);
    expect(emails()).toEqual(['admin@demo.storefront', 'old@demo.storefront', 'rep@demo.storefront']);
    expect(
      within(rowOf('old@demo.storefront'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(expect.arrayContaining(['Sales rep', 'No', 'No']));
    expect(within(rowOf('admin@demo.storefront')).getByRole('cell', { name: 'Alex Morgan' })).toBeInTheDocument();
  });

  it('sorts by a column header, through the address', async () => {
    signInStaff('admin');
    show();
    await screen.findByRole('table', { name: 'Staff members' });
    await userEvent.click(screen.getByRole('button', { name: 'Role' }));
    expect(Object.fromEntries(addressQuery())).toEqual({ sort: 'role', direction: 'asc' });
    expect(emails()).toEqual(['admin@demo.storefront', 'rep@demo.storefront']);
    await userEvent.click(screen.getByRole('button', { name: 'Role' }));
    expect(emails()).toEqual(['rep@demo.storefront', 'admin@demo.storefront']);
    expect(screen.getByRole('columnheader', { name: /^Role/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('adds a member and shows its one-time set-password link once, with a copy button', async () => {
    signInStaff('admin');
    const writeText = jest.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    api.on(adminStaffRoutes.addStaff, () => {
      staff = [...staff, NEW_ROW];
      return { is_success: true, staff: NEW_ROW, link: LINK, expiresAt: EXPIRES };
    });
    api.on(adminStaffRoutes.listAudit, { is_success: true, rows: [], total: 0 });
    show();
    await screen.findByRole('table', { name: 'Staff members' });
    await userEvent.type(field('Email'), 'cat@demo.storefront');
    await userEvent.type(field('Name'), 'Casey');
    await userEvent.selectOptions(field('Role'), 'Catalogue');
    await userEvent.click(screen.getByRole('button', { name: 'Add staff member' }));

    expect(await screen.findByText(/cat@demo\.storefront is added\./)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Set-password link' })).toHaveValue(LINK);
    expect(api.calls(adminStaffRoutes.addStaff)).toEqual([
      { email: 'cat@demo.storefront', name: 'Casey', role: 'catalog' },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(LINK);
    expect(await screen.findByText('Copied.')).toBeInTheDocument();
    // The list is read again, with the new member, and the form is empty for the next.
    expect(await screen.findByRole('rowheader', { name: 'cat@demo.storefront' })).toBeInTheDocument();
    expect(field('Email')).toHaveValue('');
    expect(field('Role')).toHaveValue('');
  });

  it('asks for a role, and shows the server refusing a second member of one email', async () => {
    signInStaff('admin');
    api.refuse(adminStaffRoutes.addStaff, 409, { message: 'A staff member with this email exists already.' });
    show();
    await userEvent.type(field('Email'), 'rep@demo.storefront');
    await userEvent.click(screen.getByRole('button', { name: 'Add staff member' }));
    expect(field('Role')).toHaveAccessibleDescription('Role is required');
    expect(field('Role')).toHaveFocus();
    expect(api.calls(adminStaffRoutes.addStaff)).toEqual([]);
    await userEvent.selectOptions(field('Role'), 'Sales rep');
    await userEvent.click(screen.getByRole('button', { name: 'Add staff member' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A staff member with this email exists already.');
    expect(screen.queryByRole('textbox', { name: 'Set-password link' })).not.toBeInTheDocument();
  });

  it("changes a member's role and says its sessions ended", async () => {
    signInStaff('admin');
    api.on(adminStaffRoutes.updateStaff, (input) => {
      staff = staff.map((row) => (row.id === input.id ? { ...row, role: input.role ?? row.role } : row));
      return { is_success: true, staff: staff.find((row) => row.id === input.id)! };
    });
    api.on(adminStaffRoutes.listAudit, { is_success: true, rows: [], total: 0 });
    show();
    await screen.findByRole('rowheader', { name: 'rep@demo.storefront' });
    const row = rowOf('rep@demo.storefront');
    const change = within(row).getByRole('button', { name: 'Change role of rep@demo.storefront' });
    expect(change).toHaveAttribute('aria-disabled', 'true'); // the same role: nothing to change
    await userEvent.selectOptions(within(row).getByRole('combobox', { name: 'Role of rep@demo.storefront' }), 'Admin');
    expect(change).not.toHaveAttribute('aria-disabled');
    await userEvent.click(change);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'rep@demo.storefront is now Admin. Its sessions have ended.',
    );
    expect(api.calls(adminStaffRoutes.updateStaff)).toEqual([{ id: 2, role: 'admin' }]);
    await waitFor(() => expect(within(rowOf('rep@demo.storefront')).getByRole('cell', { name: 'Admin' })).toBeTruthy());
  });

  it('disables and enables a member, and shows why the server refused', async () => {
    signInStaff('admin');
    api.on(adminStaffRoutes.updateStaff, (input) => {
      staff = staff.map((row) => (row.id === input.id ? { ...row, active: input.active ?? row.active } : row));
      return { is_success: true, staff: staff.find((row) => row.id === input.id)! };
    });
    api.on(adminStaffRoutes.listAudit, { is_success: true, rows: [], total: 0 });
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Disable rep@demo.storefront' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'rep@demo.storefront is disabled: it can no longer sign in.',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Enable rep@demo.storefront' }));
    expect(await screen.findByText('rep@demo.storefront is enabled.')).toBeInTheDocument();
    expect(api.calls(adminStaffRoutes.updateStaff)).toEqual([
      { id: 2, active: false },
      { id: 2, active: true },
    ]);

    api.refuse(adminStaffRoutes.updateStaff, 422, {
      message: 'You cannot take away your own admin role or disable yourself.',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Disable admin@demo.storefront' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You cannot take away your own admin role or disable yourself.',
    );
  });

  it('gives a member a new one-time set-password link, shown until the next thing done', async () => {
    signInStaff('admin');
    api.on(adminStaffRoutes.staffPasswordLink, { is_success: true, link: LINK, expiresAt: EXPIRES });
    api.on(adminStaffRoutes.listAudit, { is_success: true, rows: [], total: 0 });
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'New set-password link for rep@demo.storefront' }));
    expect(await screen.findByText(/Send rep@demo\.storefront this one-time link/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Set-password link' })).toHaveValue(LINK);
    expect(api.calls(adminStaffRoutes.staffPasswordLink)).toEqual([{ id: 2 }]);
    // Shown this once: the next thing done takes its place.
    api.on(adminStaffRoutes.updateStaff, (input) => ({
      is_success: true,
      staff: { ...REP_ROW, active: !!input.active },
    }));
    await userEvent.click(screen.getByRole('button', { name: 'Disable rep@demo.storefront' }));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Set-password link' })).not.toBeInTheDocument());
  });

  it.each(['rep', 'catalog'] as const)('tells a %s its role does not allow the page, and asks nothing', (role) => {
    signInStaff(role);
    show();
    expect(screen.getByRole('heading', { level: 1, name: 'Staff' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Your role does not allow this page.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add staff member' })).not.toBeInTheDocument();
    expect(api.calls(adminStaffRoutes.listStaff)).toEqual([]);
  });
});
