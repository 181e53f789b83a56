import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type CustomerRow } from '@storefront/shared-kernel';
import { adminCustomerRoutes } from '@storefront/shared-kernel/back-office';
import { fakeApiForEachTest } from '@storefront/shared-kernel/testing';
import { addressQuery, field, location, renderAt, resetSession, signInStaff } from '../../test-utils';
import CustomersPage from './customers-page';
import { customerRow } from './test-fixtures';

const api = fakeApiForEachTest();

const ROWS: CustomerRow[] = [
  customerRow(7, { company: 'Sakura Trading', name: 'Kenji Mori', email: 'kenji@sakura.test', priceLevel: 2 }),
  customerRow(8, { company: '', name: 'Bea Baker', email: 'bea@baker.test', status: 'inactive' }),
];

const show = (path = '/admin/customers') => renderAt(path, '/admin/customers', <CustomersPage />);
const lastCall = () => api.calls(adminCustomerRoutes.listCustomers).at(-1);

describe('the customers page', () => {
  let total: number;
  beforeEach(() => {
    total = ROWS.length;
    api.on(adminCustomerRoutes.listCustomers, () => ({ is_success: true, rows: ROWS, total }));
  });
  afterEach(resetSession);

  it('lists the customers newest first in a table, each company linking to its page', async () => {
    signInStaff('rep');
    show();
    expect(screen.getByRole('heading', { level: 1, name: 'Customers' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Customers' });
    expect(lastCall()).toEqual({ page: 1, pageSize: 25, sort: 'created', direction: 'desc' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent?.replace(/[▲▼]/, '')),
    ).toEqual(['Company', 'Name', 'Email', 'Phone', 'Status', 'Price level', 'Registered']);
    expect(screen.getByRole('columnheader', { name: /^Registered/ })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('link', { name: 'Sakura Trading' })).toHaveAttribute('href', '/admin/customers/7');
    // A customer without a company is named by its email.
    const bea = screen.getByRole('link', { name: 'bea@baker.test' }).closest('tr') as HTMLElement;
    expect(
      within(bea)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Bea Baker', 'bea@baker.test', '310-555-0100', 'Inactive', '1', expect.stringMatching(/^Jan 5, 2026/)]);
    expect(screen.getByText('Showing 1–2 of 2')).toBeInTheDocument();
  });

  it('sends the search, filters, sort and page the address names, and shows them in the form', async () => {
    signInStaff('admin');
    show('/admin/customers?q=sakura&status=approved&priceLevel=2&sort=company&direction=asc&page=2&pageSize=50');
    await screen.findByRole('table', { name: 'Customers' });
    expect(lastCall()).toEqual({
      page: 2,
      pageSize: 50,
      sort: 'company',
      direction: 'asc',
      q: 'sakura',
      status: 'approved',
      priceLevel: 2,
    });
    expect(field('Search')).toHaveValue('sakura');
    expect(field('Status')).toHaveDisplayValue('Approved');
    expect(field('Price level')).toHaveDisplayValue('Level 2');
    expect(screen.getByRole('columnheader', { name: /^Company/ })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('applies the search and filters into the address from the first page, and clears them', async () => {
    signInStaff('rep');
    show('/admin/customers?page=3&pageSize=100');
    await screen.findByRole('table', { name: 'Customers' });
    await userEvent.type(field('Search'), ' 310-555 ');
    await userEvent.selectOptions(field('Status'), 'Inactive');
    await userEvent.selectOptions(field('Price level'), 'Level 3');
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(Object.fromEntries(addressQuery())).toEqual({
      q: '310-555',
      status: 'inactive',
      priceLevel: '3',
      pageSize: '100',
    });
    await waitFor(() =>
      expect(lastCall()).toEqual({
        page: 1,
        pageSize: 100,
        sort: 'created',
        direction: 'desc',
        q: '310-555',
        status: 'inactive',
        priceLevel: 3,
      }),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(location()).toBe('/admin/customers?pageSize=100');
    expect(field('Search')).toHaveValue('');
    expect(field('Status')).toHaveValue('');
    expect(field('Price level')).toHaveValue('');
  });

  it('sorts by a header and pages by 25, 50 or 100, through the address', async () => {
    signInStaff('rep');
    total = 120;
    show();
    expect(await screen.findByText('Showing 1–25 of 120')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Price level' }));
    expect(Object.fromEntries(addressQuery())).toEqual({ sort: 'priceLevel', direction: 'asc' });
    await waitFor(() => expect(lastCall()).toMatchObject({ sort: 'priceLevel', direction: 'asc', page: 1 }));
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(lastCall()).toMatchObject({ sort: 'priceLevel', page: 2, pageSize: 25 }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '50');
    await waitFor(() => expect(lastCall()).toMatchObject({ page: 1, pageSize: 50 }));
    expect(Object.fromEntries(addressQuery())).toEqual({ sort: 'priceLevel', direction: 'asc', pageSize: '50' });
    // Name and phone are not columns the server sorts by: their headers are plain.
    expect(within(screen.getByRole('columnheader', { name: 'Name' })).queryByRole('button')).toBeNull();
  });

  it('says when no customer matches, and shows a refused search in the server’s words', async () => {
    signInStaff('rep');
    api.on(adminCustomerRoutes.listCustomers, { is_success: true, rows: [], total: 0 });
    const { unmount } = show('/admin/customers?q=nobody');
    expect(await screen.findByRole('cell', { name: 'No customers match these filters.' })).toBeInTheDocument();
    unmount();
    api.refuse(adminCustomerRoutes.listCustomers, 400);
    show(`/admin/customers?q=${'x'.repeat(101)}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Search is too long');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('tells a catalogue member its role does not allow the page, and asks nothing', () => {
    signInStaff('catalog');
    show();
    expect(screen.getByRole('alert')).toHaveTextContent('Your role does not allow this page.');
    expect(screen.queryByRole('form', { name: 'Find customers' })).not.toBeInTheDocument();
    expect(api.calls(adminCustomerRoutes.listCustomers)).toEqual([]);
  });
});
