import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type AdminOrderDetail } from '@storefront/shared-kernel';
import { adminOrderRoutes } from '@storefront/shared-kernel/back-office';
import { fakeApiForEachTest, refusal } from '@storefront/shared-kernel/testing';
import { renderAt, resetSession, signInStaff } from '../../test-utils';
import { orderDetail, orderLine } from './order-fixtures';
import OrderPage from './order-page';

const api = fakeApiForEachTest();

const ORDER_CHANGED_MESSAGE = 'This order was changed by someone else. Reload to see the changes.';

const show = (orderNo: number | string = 500123) =>
  renderAt(`/admin/orders/${orderNo}`, '/admin/orders/:orderNo', <OrderPage />);

const section = (name: string) => screen.getByRole('region', { name });
const form = (name: string) => screen.getByRole('form', { name });
const lineGroup = (n: number) => screen.getByRole('group', { name: new RegExp(`^Line ${n}:`) });
/** A card's value for a term ('Status' → 'PROCESSING'). */
const fact = (card: string, term: string) =>
  within(section(card)).getByText(term, { selector: 'dt' }).closest('div')!.querySelector('dd')!.textContent;
const loaded = () => screen.findByRole('table', { name: 'Ordered items' });

describe('an order at the order desk', () => {
  let order: AdminOrderDetail;
  /** The order as saved, one version on. */
  const next = (changes: Partial<AdminOrderDetail>) => {
    order = orderDetail({ ...order, ...changes, version: order.version + 1, nextStatuses: undefined });
    return { is_success: true as const, order };
  };
  beforeEach(() => {
    order = orderDetail();
    api.on(adminOrderRoutes.adminOrderDetail, () => ({ is_success: true, order }));
    api.on(adminOrderRoutes.listAdminOrders, { is_success: true, rows: [], total: 0 });
  });
  afterEach(resetSession);

  it('shows what the buyer saw, the customer with a link to its page, and the internal note', async () => {
    signInStaff('rep');
    show();
    expect(screen.getByRole('heading', { level: 1, name: 'Order #500123' })).toBeInTheDocument();
    const items = await loaded();
    expect(api.calls(adminOrderRoutes.adminOrderDetail)).toEqual([{ orderNo: 500123 }]);
    expect(
      within(items)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'SKU',
      'Title',
      'Color',
      'Qty',
      'Price',
      'Total',
      'Shipping status',
      'Carrier',
      'Tracking number',
      'Ship date',
    ]);
    const second = within(items).getByRole('rowheader', { name: 'RC-12' }).closest('tr')!;
    expect(
      within(second)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Rice cooker 12', 'White', '4(1 backordered)', '$100.00', '$400.00', 'PROCESSING', '', '', '']);

    expect(fact('Order', 'Status')).toBe('PROCESSING');
    expect(fact('Order', 'Payment status')).toBe('UNPAID');
    expect(fact('Order', 'PO number')).toBe('PO-7781');
    expect(fact('Order', 'Payment method')).toBe('Visa ending in 4242');
    expect(fact('Order', 'Shipping method')).toBe('UPS Ground');
    expect(fact('Order', 'Coupon')).toBe('SPRING5');
    expect(fact('Order', 'Comment')).toBe('Deliver to dock 4');
    expect(within(section('Customer')).getByRole('link', { name: 'Lee Kitchen Outlet' })).toHaveAttribute(
      'href',
      '/admin/customers/1001',
    );
    expect(fact('Customer', 'Name')).toBe('Robin Lee');
    expect(fact('Customer', 'Email')).toBe('buyer@demo.storefront');
    expect(fact('Customer', 'Price level')).toBe('2');
    expect(section('Billing address')).toHaveTextContent('455 Commerce Way');
    expect(section('Shipping address')).toHaveTextContent('12 Harbor RdSparks, NV 89501');
    expect(fact('Totals', 'Subtotal')).toBe('$1,200.00');
    expect(fact('Totals', 'Discount')).toBe('$60.00');
    expect(fact('Totals', 'Tax')).toBe('$94.05');
    expect(fact('Totals', 'Shipping fee')).toBe('$0.00');
    expect(fact('Totals', 'Total')).toBe('$1,234.05');
    expect(within(form('Internal note')).getByRole('textbox', { name: 'Internal note' })).toHaveValue(
      'Called the buyer about dock hours.',
    );
  });

  it('offers only the statuses the order may take now, and shows the order as answered', async () => {
    signInStaff('admin');
    order = orderDetail({ status: 'OPEN' });
    api.on(adminOrderRoutes.setOrderStatus, (input) => next({ status: input.status }));
    show();
    await loaded();
    const status = within(form('Status')).getByRole('combobox', { name: /New status/ });
    expect(
      within(status)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a status', 'PROCESSING', 'CANCELLED']);

    await userEvent.click(screen.getByRole('button', { name: 'Change status' }));
    expect(status).toHaveAccessibleDescription('Choose the new status');
    expect(status).toHaveFocus();
    expect(api.calls(adminOrderRoutes.setOrderStatus)).toEqual([]);

    await userEvent.selectOptions(status, 'PROCESSING');
    await userEvent.click(screen.getByRole('button', { name: 'Change status' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The order is now PROCESSING.');
    expect(api.calls(adminOrderRoutes.setOrderStatus)).toEqual([{ orderNo: 500123, version: 3, status: 'PROCESSING' }]);
    expect(fact('Order', 'Status')).toBe('PROCESSING');
    expect(
      within(within(form('Status')).getByRole('combobox', { name: /New status/ }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a status', 'PARTIALLY SHIPPED', 'SHIPPED', 'CANCELLED']);
  });

  it('asks before cancelling, saying the stock is returned; a kept order is not touched', async () => {
    signInStaff('admin');
    api.on(adminOrderRoutes.setOrderStatus, (input) => next({ status: input.status }));
    show();
    await loaded();
    await userEvent.selectOptions(within(form('Status')).getByRole('combobox', { name: /New status/ }), 'CANCELLED');
    await userEvent.click(screen.getByRole('button', { name: 'Change status' }));
    let dialog = screen.getByRole('dialog', { name: 'Cancel Order #500123?' });
    expect(dialog).toHaveTextContent('The stock the order took is returned');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep order' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls(adminOrderRoutes.setOrderStatus)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Change status' }));
    dialog = screen.getByRole('dialog', { name: 'Cancel Order #500123?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The order is cancelled. Its stock is returned.');
    expect(api.calls(adminOrderRoutes.setOrderStatus)).toEqual([{ orderNo: 500123, version: 3, status: 'CANCELLED' }]);
    expect(fact('Order', 'Status')).toBe('CANCELLED');
    expect(section('Status')).toHaveTextContent('This order is CANCELLED: its status no longer changes.');
    expect(section('Shipping')).toHaveTextContent('The lines of a CANCELLED order no longer change.');
    expect(screen.queryByRole('button', { name: 'Save shipping' })).not.toBeInTheDocument();
  });

  it("shows the API's refusal of a transition the order cannot make, naming both statuses", async () => {
    signInStaff('admin');
    api.refuse(adminOrderRoutes.setOrderStatus, 422, {
      message: 'An order that is PROCESSING cannot become SHIPPED.',
      code: 'INVALID_TRANSITION',
    });
    show();
    await loaded();
    await userEvent.selectOptions(within(form('Status')).getByRole('combobox', { name: /New status/ }), 'SHIPPED');
    await userEvent.click(screen.getByRole('button', { name: 'Change status' }));
    expect(await within(form('Status')).findByRole('alert')).toHaveTextContent(
      'An order that is PROCESSING cannot become SHIPPED.',
    );
    expect(within(form('Status')).queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();
    expect(fact('Order', 'Status')).toBe('PROCESSING');
  });

  it('ships several lines in one save; the lines and status show as answered, other forms keep what was typed', async () => {
    signInStaff('admin');
    api.on(adminOrderRoutes.shipOrderLines, (input) =>
      next({
        status: 'PARTIALLY SHIPPED',
        lines: order.lines.map((line) => {
          const asked = input.lines.find((one) => one.lineId === line.lineId);
          if (!asked) return line;
          const shipped = asked.shippingStatus === 'SHIPPED';
          return orderLine(line.lineId, {
            ...line,
            shippingStatus: asked.shippingStatus,
            carrier: asked.carrier ?? line.carrier,
            trackingNo: asked.trackingNo ?? line.trackingNo,
            shipDate: shipped ? asked.shipDate || '2026-03-05' : null,
          });
        }),
      }),
    );
    api.on(adminOrderRoutes.setOrderNote, (input) => next({ internalNote: input.note }));
    show();
    await loaded();
    const note = within(form('Internal note')).getByRole('textbox', { name: 'Internal note' });
    await userEvent.clear(note);
    await userEvent.type(note, 'Ship the rest next week');

    await userEvent.selectOptions(within(lineGroup(1)).getByRole('combobox', { name: 'Shipping status' }), 'SHIPPED');
    await userEvent.type(within(lineGroup(1)).getByRole('textbox', { name: 'Carrier' }), 'UPS');
    await userEvent.type(within(lineGroup(1)).getByRole('textbox', { name: 'Tracking number' }), ' 1Z999AA1 ');
    await userEvent.selectOptions(
      within(lineGroup(2)).getByRole('combobox', { name: 'Shipping status' }),
      'BACKORDERED',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save shipping' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Shipping saved.');
    expect(api.calls(adminOrderRoutes.shipOrderLines)).toEqual([
      {
        orderNo: 500123,
        version: 3,
        lines: [
          { lineId: 11, shippingStatus: 'SHIPPED', carrier: 'UPS', trackingNo: '1Z999AA1' },
          { lineId: 12, shippingStatus: 'BACKORDERED', carrier: '', trackingNo: '' },
        ],
      },
    ]);
    expect(fact('Order', 'Status')).toBe('PARTIALLY SHIPPED');
    const first = within(screen.getByRole('table', { name: 'Ordered items' }))
      .getByRole('rowheader', { name: 'RC-11' })
      .closest('tr')!;
    expect(
      within(first)
        .getAllByRole('cell')
        .slice(5)
        .map((cell) => cell.textContent),
    ).toEqual(['SHIPPED', 'UPS', '1Z999AA1', '2026-03-05']);
    expect(within(lineGroup(1)).getByLabelText(/^Ship date/)).toHaveValue('2026-03-05');
    // The note typed before stays, and is saved from the order as the shipping save answered it.
    expect(note).toHaveValue('Ship the rest next week');
    await userEvent.click(screen.getByRole('button', { name: 'Save note' }));
    expect(await screen.findByText('Note saved.')).toBeInTheDocument();
    expect(api.calls(adminOrderRoutes.setOrderNote)).toEqual([
      { orderNo: 500123, version: 4, note: 'Ship the rest next week' },
    ]);
  });

  it('marks the failing field of a line: a shipped line needs a carrier, and the API names a line by its place', async () => {
    signInStaff('admin');
    show();
    await loaded();
    await userEvent.click(screen.getByRole('button', { name: 'Save shipping' }));
    expect(within(form('Shipping')).getByRole('alert')).toHaveTextContent('Nothing to save: no line was changed.');

    await userEvent.selectOptions(within(lineGroup(2)).getByRole('combobox', { name: 'Shipping status' }), 'SHIPPED');
    await userEvent.click(screen.getByRole('button', { name: 'Save shipping' }));
    const carrier = within(lineGroup(2)).getByRole('textbox', { name: 'Carrier' });
    expect(carrier).toHaveAccessibleDescription('Carrier is required for a shipped line');
    expect(carrier).toHaveFocus();
    expect(within(lineGroup(1)).getByRole('textbox', { name: 'Carrier' })).not.toHaveAttribute('aria-invalid');
    expect(api.calls(adminOrderRoutes.shipOrderLines)).toEqual([]);

    api.on(adminOrderRoutes.shipOrderLines, () =>
      refusal(400, {
        message: 'Tracking number must be on one line',
        code: 'VALIDATION_FAILED',
        fields: { 'lines.0.trackingNo': ['Tracking number must be on one line'] },
      }),
    );
    await userEvent.type(carrier, 'FedEx');
    await userEvent.click(screen.getByRole('button', { name: 'Save shipping' }));
    const tracking = within(lineGroup(2)).getByRole('textbox', { name: 'Tracking number' });
    await waitFor(() => expect(tracking).toHaveAccessibleDescription('Tracking number must be on one line'));
    expect(tracking).toHaveFocus();
    expect(within(lineGroup(1)).getByRole('textbox', { name: 'Tracking number' })).not.toHaveAttribute('aria-invalid');
  });

  it('sets the payment status and shipping fee, which the total then includes; a refused fee is marked', async () => {
    signInStaff('rep');
    api.on(adminOrderRoutes.setOrderPayment, (input) =>
      next({
        paymentStatus: input.paymentStatus,
        shippingFee: input.shippingFee,
        grandTotal: 1234.05 + input.shippingFee,
      }),
    );
    show();
    await loaded();
    const payment = form('Payment');
    const fee = within(payment).getByRole('textbox', { name: /Shipping fee/ });
    expect(fee).toHaveValue('0.00');
    expect(within(payment).getByRole('combobox', { name: /Payment status/ })).toHaveDisplayValue('UNPAID');
    await userEvent.selectOptions(within(payment).getByRole('combobox', { name: /Payment status/ }), 'FULLY PAID');
    await userEvent.clear(fee);
    await userEvent.type(fee, '25.5');
    await userEvent.click(screen.getByRole('button', { name: 'Save payment' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Payment saved.');
    expect(api.calls(adminOrderRoutes.setOrderPayment)).toEqual([
      { orderNo: 500123, version: 3, paymentStatus: 2, shippingFee: 25.5 },
    ]);
    expect(fact('Totals', 'Shipping fee')).toBe('$25.50');
    expect(fact('Totals', 'Total')).toBe('$1,259.55');
    expect(fact('Order', 'Payment status')).toBe('FULLY PAID');
    expect(fee).toHaveValue('25.50');

    api.refuse(adminOrderRoutes.setOrderPayment, 400);
    await userEvent.clear(fee);
    await userEvent.type(fee, '-3');
    await userEvent.click(screen.getByRole('button', { name: 'Save payment' }));
    await waitFor(() => expect(fee).toHaveAccessibleDescription(/Shipping fee must not be negative/));
    expect(fee).toHaveFocus();
    expect(fact('Totals', 'Shipping fee')).toBe('$25.50');
  });

  it("on a save someone else's overtook, shows the API's words and Reload, keeping what was typed until then", async () => {
    signInStaff('admin');
    api.on(adminOrderRoutes.setOrderNote, () =>
      refusal(409, { message: ORDER_CHANGED_MESSAGE, code: 'ORDER_CHANGED' }),
    );
    show();
    await loaded();
    const note = within(form('Internal note')).getByRole('textbox', { name: 'Internal note' });
    await userEvent.clear(note);
    await userEvent.type(note, 'Mine');
    const fee = within(form('Payment')).getByRole('textbox', { name: /Shipping fee/ });
    await userEvent.clear(fee);
    await userEvent.type(fee, '9');
    await userEvent.click(screen.getByRole('button', { name: 'Save note' }));
    const alert = await within(form('Internal note')).findByRole('alert');
    expect(alert).toHaveTextContent(/^This order was changed by someone else\. Reload to see the changes\.$/);
    expect(note).toHaveValue('Mine');
    expect(fee).toHaveValue('9');

    // Another member's save, read by Reload: every form starts over from it.
    order = orderDetail({ version: 5, internalNote: 'Theirs', shippingFee: 12, status: 'SHIPPED' });
    await userEvent.click(within(form('Internal note')).getByRole('button', { name: 'Reload' }));
    await waitFor(() =>
      expect(within(form('Internal note')).getByRole('textbox', { name: 'Internal note' })).toHaveValue('Theirs'),
    );
    expect(api.calls(adminOrderRoutes.adminOrderDetail)).toHaveLength(2);
    expect(within(form('Internal note')).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(form('Payment')).getByRole('textbox', { name: /Shipping fee/ })).toHaveValue('12.00');
    expect(fact('Order', 'Status')).toBe('SHIPPED');

    api.on(adminOrderRoutes.setOrderNote, (input) => next({ internalNote: input.note }));
    await userEvent.type(within(form('Internal note')).getByRole('textbox', { name: 'Internal note' }), ' and mine');
    await userEvent.click(screen.getByRole('button', { name: 'Save note' }));
    expect(await screen.findByText('Note saved.')).toBeInTheDocument();
    expect(api.calls(adminOrderRoutes.setOrderNote).at(-1)).toEqual({
      orderNo: 500123,
      version: 5,
      note: 'Theirs and mine',
    });
  });

  it('says an order that is not there is not found', async () => {
    signInStaff('admin');
    api.refuse(adminOrderRoutes.adminOrderDetail, 404, { message: 'Order not found', code: 'ORDER_NOT_FOUND' });
    show(999999);
    expect(await screen.findByRole('alert')).toHaveTextContent('Order not found');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('tells a catalogue member its role does not allow the page, and asks nothing', () => {
    signInStaff('catalog');
    show();
    expect(screen.getByRole('heading', { level: 1, name: 'Order #500123' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Your role does not allow this page.');
    expect(api.calls(adminOrderRoutes.adminOrderDetail)).toEqual([]);
  });
});
