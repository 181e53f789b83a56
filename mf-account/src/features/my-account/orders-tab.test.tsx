import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  cartRoutes,
  cartStore,
  eventBus,
  orderRoutes,
  type OrderSummary,
  systemStore,
  toastStore,
} from '@storefront/shared-kernel';
import { fakeApiForEachTest, noAnswer, refusal } from '@storefront/shared-kernel/testing';
import { renderAt, resetSession, signInBuyer } from '../../test-utils';
import MyAccountPage from './my-account-page';

const api = fakeApiForEachTest();

const order = (over: Partial<OrderSummary>): OrderSummary => ({
  idSO: 500001,
  custPO: 'PO-2025-0412',
  orderDT: '2025-09-24T12:00:00.000Z',
  idStyle: 'PAN-1000/BL',
  status: 'SHIPPED',
  paidStatus: 2,
  subTotal: 100,
  taxAmount: 7.25,
  grandAmount: 1107.25,
  discount: 0,
  shipFee: 0,
  shippingMethod: 'Ground',
  paymentMethod: 'Credit Card',
  shippingAddress: '1200 W Artesia Blvd, Gardena, CA 90248',
  ...over,
});

const ORDERS = [
  order({ shipFee: 45.5 }),
  order({ idSO: 500002, custPO: 'PO-2', paidStatus: 1, status: 'OPEN' }),
  order({ idSO: 500003, custPO: 'PO-3', paidStatus: 0 }),
  order({ idSO: 500004, custPO: 'PO-4', paidStatus: 7 }),
];

const listed = (orderList: OrderSummary[], hasMore = false) => ({ is_success: true as const, orderList, hasMore });
const TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;
const orderSearches = () => api.calls(orderRoutes.getOrders);

const show = () => renderAt('/myaccount/orders', '/myaccount/:page', <MyAccountPage />);
const rowOf = (po: string) => screen.getByRole('cell', { name: po }).closest('tr') as HTMLElement;

describe('Orders tab', () => {
  beforeEach(signInBuyer);
  afterEach(resetSession);

  it('lists the orders with PO, date, order number, style, status, payment, shipping fee, total and the two actions', async () => {
    api.on(orderRoutes.getOrders, listed(ORDERS));
    show();
    const row = within(await screen.findByRole('row', { name: /PO-2025-0412/ }));
    expect(orderSearches()).toEqual([{ idCustomer: 1001, timeZone: TIME_ZONE }]);
    expect(row.getByRole('rowheader')).toHaveTextContent('500001');
    expect(row.getByText('09/24/2025')).toBeInTheDocument();
    expect(row.getByText('PAN-1000/BL')).toBeInTheDocument();
    expect(row.getByText('SHIPPED')).toBeInTheDocument();
    expect(row.getByText('FULLY PAID')).toBeInTheDocument();
    expect(row.getByText('$1,107.25')).toBeInTheDocument();
    expect(row.getByText('$45.50')).toHaveAttribute('data-label', 'Shipping Fee');
    expect(row.getByRole('link', { name: /View Detail/ })).toHaveAttribute('href', '/order/500001');
    expect(row.getByRole('button', { name: /Copy Order/ })).toBeEnabled();
    for (const header of [
      'Cust PO #',
      'Order Date',
      'Order #',
      'Style ID',
      'Status',
      'Payment',
      'Shipping Fee',
      'Total',
    ])
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    // What the search found, announced in a few words rather than the whole table.
    expect(screen.getByRole('status')).toHaveTextContent('4 orders listed');
  });

  it('labels payment 0, 1 and 2 and leaves any other code blank', async () => {
    api.on(orderRoutes.getOrders, listed(ORDERS));
    show();
    await screen.findByRole('row', { name: /PO-4/ });
    const payment = (po: string) => (rowOf(po).querySelector('[data-label="Payment"]') as HTMLElement).textContent;
    expect(payment('PO-2025-0412')).toBe('FULLY PAID');
    expect(payment('PO-2')).toBe('PARTIALLY PAID');
    expect(payment('PO-3')).toBe('UNPAID');
    expect(payment('PO-4')).toBe('');
  });

  it('says when only the newest orders are listed, and only then', async () => {
    const notice = 'Showing the newest 200 orders. Narrow the dates or search by PO # to find older ones.';
    api.on(orderRoutes.getOrders, listed(ORDERS, true));
    const { unmount } = show();
    expect(await screen.findByText(notice)).toBeInTheDocument();
    unmount();
    api.on(orderRoutes.getOrders, listed(ORDERS, false));
    show();
    // The list is asked again on opening: the newer answer replaces the kept one.
    await waitFor(() => expect(screen.queryByText(notice)).not.toBeInTheDocument());
    expect(screen.getByRole('row', { name: /PO-4/ })).toBeInTheDocument();
  });

  it('says No orders when nothing matches', async () => {
    api.on(orderRoutes.getOrders, listed([]));
    show();
    expect(await screen.findByText('No orders')).toBeInTheDocument();
    // Announced in a few words, not the whole results area.
    expect(screen.getByText('No orders')).toHaveAttribute('role', 'status');
  });

  it('SEARCH sends each filled filter, trimmed, and only those', async () => {
    api.on(orderRoutes.getOrders, listed([]));
    show();
    await screen.findByText('No orders');
    for (const label of ['From Date', 'To Date', 'Purchase Order Number', 'SKU', 'Shipping Address1'])
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    expect(screen.getByLabelText('From Date')).toHaveAttribute('type', 'date');
    await userEvent.type(screen.getByLabelText('From Date'), '2025-01-01');
    await userEvent.type(screen.getByLabelText('To Date'), '2025-12-31');
    await userEvent.type(screen.getByLabelText('Purchase Order Number'), ' PO-2025 ');
    await userEvent.type(screen.getByLabelText('SKU'), 'TIG');
    await userEvent.click(screen.getByRole('button', { name: 'SEARCH' }));
    await waitFor(() => expect(orderSearches()).toHaveLength(2));
    expect(orderSearches()[1]).toEqual({
      idCustomer: 1001,
      from: '2025-01-01',
      to: '2025-12-31',
      orderNo: 'PO-2025',
      sku: 'TIG',
      // From and To are the buyer's days, as the list shows its dates in the browser's zone.
      timeZone: TIME_ZONE,
    });
    await userEvent.type(screen.getByLabelText('Shipping Address1'), 'Artesia');
    await userEvent.click(screen.getByRole('button', { name: 'SEARCH' }));
    await waitFor(() => expect(orderSearches()).toHaveLength(3));
    expect(orderSearches()[2]).toEqual(expect.objectContaining({ address: 'Artesia' }));
  });

  it('refuses To Date before From Date with a message on To Date, sending nothing; filters keep to their limits', async () => {
    api.on(orderRoutes.getOrders, listed([]));
    show();
    await screen.findByText('No orders');
    expect(screen.getByLabelText('Purchase Order Number')).toHaveAttribute('maxLength', '100');
    expect(screen.getByLabelText('Shipping Address1')).toHaveAttribute('maxLength', '200');
    await userEvent.type(screen.getByLabelText('From Date'), '2025-06-01');
    await userEvent.type(screen.getByLabelText('To Date'), '2025-05-31');
    await userEvent.click(screen.getByRole('button', { name: 'SEARCH' }));
    const to = screen.getByLabelText('To Date');
    expect(to).toHaveAccessibleDescription('To Date must not be before From Date');
    expect(to).toHaveFocus();
    expect(orderSearches()).toHaveLength(1);
    await userEvent.clear(to);
    await userEvent.type(to, '2025-06-01');
    await userEvent.click(screen.getByRole('button', { name: 'SEARCH' }));
    await waitFor(() => expect(orderSearches()).toHaveLength(2));
    expect(to).not.toHaveAttribute('aria-invalid');
  });

  it('shows the server message when a search is refused', async () => {
    api.refuse(orderRoutes.getOrders, 400, { message: 'From Date must be a date (YYYY-MM-DD)' });
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent('From Date must be a date (YYYY-MM-DD)');
  });

  it('says the orders could not be loaded when no answer comes', async () => {
    api.unreachable(orderRoutes.getOrders);
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load orders');
  });

  it('offers Retry when the orders cannot be loaded, and loads them by itself once the API is back', async () => {
    let isDown = true;
    api.on(orderRoutes.getOrders, () => (isDown ? noAnswer() : listed(ORDERS)));
    show();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load orders');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(orderSearches()).toHaveLength(2));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load orders');

    isDown = false;
    act(() => eventBus.publish('api/recovered', {}));
    expect(await screen.findByRole('row', { name: /PO-3/ })).toBeInTheDocument();
    expect(screen.queryByText('Failed to load orders')).not.toBeInTheDocument();
    expect(orderSearches()).toHaveLength(3);
  });

  it('does not send a refused search again when the API comes back; Retry sends the last search again', async () => {
    let next: () => ReturnType<typeof refusal> | ReturnType<typeof noAnswer> | undefined = () =>
      refusal(400, { message: 'Purchase Order Number is too long' });
    api.on(orderRoutes.getOrders, () => {
      const answer = next();
      next = () => undefined;
      return answer ?? listed([]);
    });
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent('Purchase Order Number is too long');
    // The same search gets the same refusal: the API coming back does not send it again by itself.
    act(() => eventBus.publish('api/recovered', {}));
    expect(orderSearches()).toHaveLength(1);
    await userEvent.type(screen.getByLabelText('SKU'), 'TIG');
    await userEvent.click(screen.getByRole('button', { name: 'SEARCH' }));
    expect(await screen.findByText('No orders')).toBeInTheDocument();
    next = () => noAnswer();
    await userEvent.clear(screen.getByLabelText('SKU'));
    await userEvent.click(screen.getByRole('button', { name: 'SEARCH' }));
    await userEvent.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No orders')).toBeInTheDocument();
    expect(orderSearches()).toHaveLength(4);
    expect(orderSearches()[3]).not.toHaveProperty('sku');
  });

  it('SEARCH with the filters of the list shown asks the server again', async () => {
    api.on(orderRoutes.getOrders, listed([]));
    show();
    await screen.findByText('No orders');
    api.on(orderRoutes.getOrders, listed(ORDERS));
    await userEvent.click(screen.getByRole('button', { name: 'SEARCH' }));
    expect(await screen.findByRole('row', { name: /PO-3/ })).toBeInTheDocument();
    expect(orderSearches()).toEqual([
      { idCustomer: 1001, timeZone: TIME_ZONE },
      { idCustomer: 1001, timeZone: TIME_ZONE },
    ]);
  });

  it('shows the list kept from a visit a moment ago at once, and asks for it again (an order just placed)', async () => {
    api.on(orderRoutes.getOrders, listed([ORDERS[0] as OrderSummary]));
    const { unmount } = show();
    await screen.findByRole('row', { name: /PO-2025-0412/ });
    unmount();
    api.on(orderRoutes.getOrders, listed(ORDERS));
    show();
    expect(screen.getByRole('row', { name: /PO-2025-0412/ })).toBeInTheDocument();
    expect(await screen.findByRole('row', { name: /PO-3/ })).toBeInTheDocument();
    expect(orderSearches()).toHaveLength(2);
  });

  it('Copy Order stays focusable while it copies, and keeps focus when the copy fails', async () => {
    api.on(orderRoutes.getOrders, listed(ORDERS));
    let fail: () => void = () => undefined;
    api.on(orderRoutes.copyOrder, () => new Promise((resolve) => (fail = () => resolve(noAnswer()))));
    show();
    await screen.findByRole('row', { name: /PO-3/ });
    const button = within(rowOf('PO-3')).getByRole('button', { name: /Copy Order/ });
    await userEvent.click(button);
    // Read while it copies, checked once the copy has failed (so a failing check leaves no copy running).
    const whileCopying = {
      text: button.textContent,
      isDisabled: (button as HTMLButtonElement).disabled,
      ariaDisabled: button.getAttribute('aria-disabled'),
      otherAriaDisabled: within(rowOf('PO-2'))
        .getByRole('button', { name: /Copy Order/ })
        .getAttribute('aria-disabled'),
    };
    await waitFor(() => expect(api.calls(orderRoutes.copyOrder)).toHaveLength(1));
    await act(async () => fail());
    // Busy, not disabled: a disabled button would drop keyboard focus to the page.
    expect(whileCopying).toEqual({
      text: 'Copying...',
      isDisabled: false,
      ariaDisabled: 'true',
      otherAriaDisabled: 'true',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error copying order');
    expect(button).toHaveTextContent('Copy Order');
    expect(button).not.toHaveAttribute('aria-disabled');
    expect(button).toHaveFocus();
  });

  it('Copy Order copies into the cart, reloads the cart and goes to checkout with the order number', async () => {
    const cartLine = {
      idCartDtl: 1,
      idStyle: 'PAN-1000/BL',
      idStyleDtl: 1,
      webTitle: 'Rice cooker',
      price: 10,
      retailPrice: 12,
      totQty: 6,
      subTotal: 60,
      filepath1: '',
      color: 'Black',
      avaQty: 100,
      qtyPerUOM: 1,
      minBuy: 1,
      problem: null,
    };
    api
      .on(orderRoutes.getOrders, listed(ORDERS))
      .on(cartRoutes.getCart, { is_success: true, cart: { cartList: [cartLine], totalQty: 6, subTotal: 60 } });
    let answer: () => void = () => undefined;
    api.on(
      orderRoutes.copyOrder,
      () => new Promise((resolve) => (answer = () => resolve({ is_success: true, copied: 3, skipped: 0 }))),
    );
    show();
    await screen.findByRole('row', { name: /PO-3/ });
    await userEvent.click(within(rowOf('PO-3')).getByRole('button', { name: /Copy Order/ }));
    // The page-wide 'Loading, please wait...' overlay is up while the cart is filled.
    expect(systemStore.get().showLoading).toBe(true);
    await waitFor(() => expect(api.calls(orderRoutes.copyOrder)).toEqual([{ idCustomer: 1001, idSO: 500003 }]));
    answer();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/checkout?from=500003'));
    expect(systemStore.get().showLoading).toBe(false);
    expect(api.calls(cartRoutes.getCart)).toHaveLength(1);
    expect(cartStore.get().count).toBeGreaterThan(0);
    expect(toastStore.get()).toEqual([]);
  });

  it('Copy Order says how many products were left out as not sold any more, and goes on to checkout', async () => {
    api
      .on(orderRoutes.getOrders, listed(ORDERS))
      .on(cartRoutes.getCart, { is_success: true, cart: { cartList: [], totalQty: 0, subTotal: 0 } })
      .on(orderRoutes.copyOrder, { is_success: true, copied: 1, skipped: 2 });
    show();
    await screen.findByRole('row', { name: /PO-3/ });
    await userEvent.click(within(rowOf('PO-3')).getByRole('button', { name: /Copy Order/ }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/checkout?from=500003'));
    expect(toastStore.get().map(({ message, tone }) => ({ message, tone }))).toEqual([
      { message: '2 products of this order are not sold any more and were left out.', tone: 'info' },
    ]);
  });

  it.each([
    [
      () => refusal(422, { message: 'None of the products of this order are sold any more.' }),
      'Failed to copy order: None of the products of this order are sold any more.',
    ],
    [() => refusal(500, { message: '' }), 'Failed to copy order'],
    [() => noAnswer(), 'Error copying order'],
  ])('a failed copy says so and stays (%#)', async (failure, message) => {
    api.on(orderRoutes.getOrders, listed(ORDERS)).on(orderRoutes.copyOrder, failure);
    show();
    await screen.findByRole('row', { name: /PO-2025-0412/ });
    await userEvent.click(within(rowOf('PO-2025-0412')).getByRole('button', { name: /Copy Order/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByTestId('location')).toHaveTextContent('/myaccount/orders');
    expect(systemStore.get().showLoading).toBe(false);
  });
});
