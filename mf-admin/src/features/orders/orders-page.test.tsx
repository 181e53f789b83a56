import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type AdminOrderRow } from '@storefront/shared-kernel';
import { adminOrderRoutes } from '@storefront/shared-kernel/back-office';
import { fakeApiForEachTest } from '@storefront/shared-kernel/testing';
import { addressQuery, field, location, renderAt, resetSession, signInStaff } from '../../test-utils';
import { fileNameOf } from '@storefront/shared-kernel/file-download';
import { orderRow } from './order-fixtures';
import OrdersPage from './orders-page';

const api = fakeApiForEachTest();

const ROWS: AdminOrderRow[] = [
  orderRow(500124, {
    status: 'PARTIALLY SHIPPED',
    paymentStatus: 2,
    grandTotal: 99.9,
    lineCount: 1,
    customer: { id: 1002, company: 'Harbor Foods', email: 'ops@harbor.test' },
  }),
  orderRow(500123),
];

const show = (path = '/admin/orders') => renderAt(path, '/admin/orders', <OrdersPage />);
const lastCall = () => api.calls(adminOrderRoutes.listAdminOrders).at(-1);
const table = () => screen.findByRole('table', { name: 'Orders' });
/** A file's text (jsdom's Blob has no text()). */
const textOf = (blob: Blob) =>
  new Promise<unknown>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result);
    reader.readAsText(blob);
  });

describe('the order list', () => {
  let total: number;
  beforeEach(() => {
    total = ROWS.length;
    api.on(adminOrderRoutes.listAdminOrders, () => ({ is_success: true, rows: ROWS, total }));
  });
  afterEach(resetSession);

  it('lists the orders newest first in a table, each order linking to its page', async () => {
    signInStaff('rep');
    show();
    expect(screen.getByRole('heading', { level: 1, name: 'Orders' })).toBeInTheDocument();
    const orders = await table();
    expect(lastCall()).toEqual({ page: 1, pageSize: 25, sort: 'date', direction: 'desc' });
    expect(
      within(orders)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent?.replace(/[▲▼]/, '')),
    ).toEqual(['Order #', 'Date', 'Customer', 'PO number', 'Status', 'Payment', 'Lines', 'Total']);
    expect(screen.getByRole('columnheader', { name: /^Date/ })).toHaveAttribute('aria-sort', 'descending');
    const [, first, second] = within(orders).getAllByRole('row');
    expect(within(first!).getByRole('link', { name: '500124' })).toHaveAttribute('href', '/admin/orders/500124');
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      expect.stringMatching(/^[A-Z][a-z]{2} \d{1,2}, 2026/),
      'Harbor Foodsops@harbor.test',
      'PO-500124',
      'PARTIALLY SHIPPED',
      'FULLY PAID',
      '1',
      '$99.90',
    ]);
    expect(within(second!).getByRole('link', { name: '500123' })).toHaveAttribute('href', '/admin/orders/500123');
    expect(within(second!).getByRole('cell', { name: 'UNPAID' })).toBeInTheDocument();
    expect(screen.getByText('Showing 1–2 of 2')).toBeInTheDocument();
  });

  it('sends the filters, sort and page the address names, and shows them in the form', async () => {
    signInStaff('admin');
    show(
      '/admin/orders?status=SHIPPED&paymentStatus=1&from=2026-03-01&to=2026-03-31&customer=harbor&po=77&orderNo=500124&sku=RC-&sort=total&direction=asc&page=2&pageSize=50',
    );
    await table();
    expect(lastCall()).toEqual({
      page: 2,
      pageSize: 50,
      sort: 'total',
      direction: 'asc',
      status: 'SHIPPED',
      paymentStatus: 1,
      from: '2026-03-01',
      to: '2026-03-31',
      customer: 'harbor',
      po: '77',
      orderNo: 500124,
      sku: 'RC-',
    });
    expect(field('Status')).toHaveDisplayValue('SHIPPED');
    expect(field('Payment status')).toHaveDisplayValue('PARTIALLY PAID');
    expect(field('From')).toHaveValue('2026-03-01');
    expect(field('To')).toHaveValue('2026-03-31');
    expect(field('Customer')).toHaveValue('harbor');
    expect(field('PO number')).toHaveValue('77');
    expect(field('Order number')).toHaveValue('500124');
    expect(field('SKU')).toHaveValue('RC-');
    expect(screen.getByRole('columnheader', { name: /^Total/ })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('applies the filters into the address, from the first page, and clears them', async () => {
    signInStaff('admin');
    show('/admin/orders?page=3');
    await table();
    await userEvent.selectOptions(field('Status'), 'OPEN');
    await userEvent.selectOptions(field('Payment status'), 'UNPAID');
    fireEvent.change(field('From'), { target: { value: '2026-03-01' } });
    // Typed as a whole (a paste): key by key, seven fields took most of the test's time on a busy machine.
    fireEvent.change(field('Customer'), { target: { value: ' Lee ' } });
    fireEvent.change(field('PO number'), { target: { value: 'PO-5' } });
    fireEvent.change(field('Order number'), { target: { value: '500123' } });
    fireEvent.change(field('SKU'), { target: { value: 'rc' } });
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(Object.fromEntries(addressQuery())).toEqual({
      status: 'OPEN',
      paymentStatus: '0',
      from: '2026-03-01',
      customer: 'Lee',
      po: 'PO-5',
      orderNo: '500123',
      sku: 'rc',
    });
    await waitFor(() =>
      expect(lastCall()).toEqual({
        page: 1,
        pageSize: 25,
        sort: 'date',
        direction: 'desc',
        status: 'OPEN',
        paymentStatus: 0,
        from: '2026-03-01',
        customer: 'Lee',
        po: 'PO-5',
        orderNo: 500123,
        sku: 'rc',
      }),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(location()).toBe('/admin/orders');
    expect(field('Customer')).toHaveValue('');
    expect(field('Status')).toHaveValue('');
  });

  it('sorts by a column header, through the address: the sorted column turns round', async () => {
    signInStaff('admin');
    show('/admin/orders?page=2');
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Customer' }));
    expect(Object.fromEntries(addressQuery())).toEqual({ sort: 'customer', direction: 'asc' });
    await waitFor(() => expect(lastCall()).toEqual({ page: 1, pageSize: 25, sort: 'customer', direction: 'asc' }));
    expect(screen.getByRole('columnheader', { name: /^Customer/ })).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(screen.getByRole('button', { name: 'Customer' }));
    await waitFor(() => expect(lastCall()).toMatchObject({ sort: 'customer', direction: 'desc' }));
    expect(screen.getByRole('columnheader', { name: /^Customer/ })).toHaveAttribute('aria-sort', 'descending');
    // Columns the API does not sort by have plain headers.
    expect(within(screen.getByRole('columnheader', { name: 'PO number' })).queryByRole('button')).toBeNull();
  });

  it('pages by 25, 50 or 100, through the address', async () => {
    signInStaff('admin');
    total = 120;
    show();
    expect(await screen.findByText('Showing 1–25 of 120')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(lastCall()).toMatchObject({ page: 2, pageSize: 25 }));
    expect(Object.fromEntries(addressQuery())).toEqual({ page: '2' });
    expect(screen.getByText('Showing 26–50 of 120')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '50');
    await waitFor(() => expect(lastCall()).toMatchObject({ page: 1, pageSize: 50 }));
    expect(Object.fromEntries(addressQuery())).toEqual({ pageSize: '50' });
    expect(screen.getByText('Showing 1–50 of 120')).toBeInTheDocument();
  });

  it('says when no order matches the filters', async () => {
    signInStaff('admin');
    api.on(adminOrderRoutes.listAdminOrders, { is_success: true, rows: [], total: 0 });
    show('/admin/orders?sku=nothing');
    expect(await screen.findByRole('cell', { name: 'No orders match these filters.' })).toBeInTheDocument();
    expect(screen.getByText('Showing 0 of 0')).toBeInTheDocument();
  });

  it("shows the server's refusal of a filter, with Retry", async () => {
    signInStaff('admin');
    api.refuse(adminOrderRoutes.listAdminOrders, 400);
    show('/admin/orders?orderNo=abc');
    expect(await screen.findByRole('alert')).toHaveTextContent('Must be a number');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('downloads the CSV of the current filters through the API client, and names the file as the server does', async () => {
    signInStaff('admin');
    const saved: Array<{ href: string; download: string }> = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ href: this.href, download: this.download });
    });
    const createObjectURL = jest.fn((blob: Blob) => `blob:orders/${blob.size}`);
    const revokeObjectURL = jest.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const csv = 'order_no,sku\r\n500123,RC-11\r\n';
    api.on(adminOrderRoutes.exportOrders, csv);
    try {
      show('/admin/orders?status=OPEN&sku=RC&page=2&sort=total');
      await table();
      await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
      await waitFor(() => expect(saved).toHaveLength(1));
      expect(api.calls(adminOrderRoutes.exportOrders)).toEqual([{ status: 'OPEN', sku: 'RC' }]);
      const blob = createObjectURL.mock.calls[0]![0];
      expect(await textOf(blob)).toBe(csv);
      expect(saved[0]).toEqual({ href: `blob:orders/${csv.length}`, download: 'orders.csv' });
      await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith(`blob:orders/${csv.length}`));

      api.refuse(adminOrderRoutes.exportOrders, 400, { message: 'From must be a date (YYYY-MM-DD)' });
      await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('From must be a date (YYYY-MM-DD)');
      expect(saved).toHaveLength(1);
    } finally {
      click.mockRestore();
    }
  });

  it('tells a catalogue member its role does not allow the page, and asks nothing', () => {
    signInStaff('catalog');
    show();
    expect(screen.getByRole('alert')).toHaveTextContent('Your role does not allow this page.');
    expect(screen.queryByRole('button', { name: 'Download CSV' })).not.toBeInTheDocument();
    expect(api.calls(adminOrderRoutes.listAdminOrders)).toEqual([]);
  });
});

describe('fileNameOf', () => {
  it('reads the name a Content-Disposition gives, plain or encoded, and falls back to orders.csv', () => {
    expect(fileNameOf('attachment; filename="orders-2026-03-02.csv"', 'orders.csv')).toBe('orders-2026-03-02.csv');
    expect(fileNameOf('attachment; filename=orders.csv', 'orders.csv')).toBe('orders.csv');
    expect(fileNameOf("attachment; filename*=UTF-8''orders%20march.csv", 'orders.csv')).toBe('orders march.csv');
    expect(fileNameOf(undefined, 'orders.csv')).toBe('orders.csv');
  });
});
