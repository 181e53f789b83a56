import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient, cartStore, eventBus, type OrderSummary, systemStore, toastStore } from '@storefront/shared-kernel';
import { noAnswer, ok, refused, renderAt, resetSession, signInBuyer } from '../../test-utils';
import MyAccountPage from './my-account-page';

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
  shippingMethod: 'Ground',
  paymentMethod: 'Credit Card',
  shippingAddress: '1200 W Artesia Blvd, Gardena, CA 90248',
  ...over,
});

const ORDERS = [
  order({}),
  order({ idSO: 500002, custPO: 'PO-2', paidStatus: 1, status: 'OPEN' }),
  order({ idSO: 500003, custPO: 'PO-3', paidStatus: 0 }),
  order({ idSO: 500004, custPO: 'PO-4', paidStatus: 7 }),
];

const show = () => renderAt('/myaccount/orders', '/myaccount/:page', <MyAccountPage />);
const rowOf = (po: string) => screen.getByRole('cell', { name: po }).closest('tr') as HTMLElement;

describe('Orders tab', () => {
  beforeEach(signInBuyer);
  afterEach(() => {
    jest.restoreAllMocks();
    resetSession();
  });

  it('lists the orders with PO, date, order number, style, status, payment, total and the two actions', async () => {
    const get = jest.spyOn(apiClient, 'get').mockResolvedValue(ok({ is_success: true, orderList: ORDERS }));
    show();
    const row = within(await screen.findByRole('row', { name: /PO-2025-0412/ }));
    expect(get).toHaveBeenCalledWith(
      '/order/get',
      expect.objectContaining({
        params: { idCustomer: 1001, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone },
      }),
    );
    expect(row.getByRole('rowheader')).toHaveTextContent('500001');
    expect(row.getByText('09/24/2025')).toBeInTheDocument();
    expect(row.getByText('PAN-1000/BL')).toBeInTheDocument();
    expect(row.getByText('SHIPPED')).toBeInTheDocument();
    expect(row.getByText('FULLY PAID')).toBeInTheDocument();
    expect(row.getByText('$1,107.25')).toBeInTheDocument();
    expect(row.getByRole('link', { name: /View Detail/ })).toHaveAttribute('href', '/order/500001');
    expect(row.getByRole('button', { name: /Copy Order/ })).toBeEnabled();
    for (const header of ['Cust PO #', 'Order Date', 'Order #', 'Style ID', 'Status', 'Payment', 'Total'])
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    // What the search found, announced in a few words rather than the whole table.
    expect(screen.getByRole('status')).toHaveTextContent('4 orders listed');
  });

  it('labels payment 0, 1 and 2 and leaves any other code blank', async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue(ok({ is_success: true, orderList: ORDERS }));
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
    jest.spyOn(apiClient, 'get').mockResolvedValue(ok({ is_success: true, orderList: ORDERS, hasMore: true }));
    const { unmount } = show();
    expect(await screen.findByText(notice)).toBeInTheDocument();
    unmount();
    jest.spyOn(apiClient, 'get').mockResolvedValue(ok({ is_success: true, orderList: ORDERS, hasMore: false }));
    show();
    await screen.findByRole('row', { name: /PO-4/ });
    expect(screen.queryByText(notice)).not.toBeInTheDocument();
  });

  it('says No orders when nothing matches', async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue(ok({ is_success: true, orderList: [] }));
    show();
    expect(await screen.findByText('No orders')).toBeInTheDocument();
    // Announced in a few words, not the whole results area.
    expect(screen.getByText('No orders')).toHaveAttribute('role', 'status');
  });

  it('SEARCH sends each filled filter, trimmed, and only those', async () => {
    const get = jest.spyOn(apiClient, 'get').mockResolvedValue(ok({ is_success: true, orderList: [] }));
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
    await waitFor(() => expect(get).toHaveBeenCalledTimes(2));
    expect(get).toHaveBeenLastCalledWith(
      '/order/get',
      expect.objectContaining({
        params: {
          idCustomer: 1001,
          from: '2025-01-01',
          to: '2025-12-31',
          orderNo: 'PO-2025',
          sku: 'TIG',
          // From and To are the buyer's days, as the list shows its dates in the browser's zone.
          timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
        },
      }),
    );
    await userEvent.type(screen.getByLabelText('Shipping Address1'), 'Artesia');
    await userEvent.click(screen.getByRole('button', { name: 'SEARCH' }));
    await waitFor(() => expect(get).toHaveBeenCalledTimes(3));
    expect(get.mock.calls[2]?.[1]).toEqual(
      expect.objectContaining({ params: expect.objectContaining({ address: 'Artesia' }) }),
    );
  });

  it('refuses To Date before From Date with a message on To Date, sending nothing; filters keep to their limits', async () => {
    const get = jest.spyOn(apiClient, 'get').mockResolvedValue(ok({ is_success: true, orderList: [] }));
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
    expect(get).toHaveBeenCalledTimes(1);
    await userEvent.clear(to);
    await userEvent.type(to, '2025-06-01');
    await userEvent.click(screen.getByRole('button', { name: 'SEARCH' }));
    await waitFor(() => expect(get).toHaveBeenCalledTimes(2));
    expect(to).not.toHaveAttribute('aria-invalid');
  });

  it('shows the server message when a search is refused', async () => {
    jest.spyOn(apiClient, 'get').mockRejectedValue(refused(400, 'From Date must be a date (YYYY-MM-DD)'));
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent('From Date must be a date (YYYY-MM-DD)');
  });

  it('says the orders could not be loaded when no answer comes', async () => {
    jest.spyOn(apiClient, 'get').mockRejectedValue(noAnswer());
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load orders');
  });

  it('offers Retry when the orders cannot be loaded, and loads them by itself once the API is back', async () => {
    let isDown = true;
    const get = jest.spyOn(apiClient, 'get').mockImplementation(async () => {
      if (isDown) throw noAnswer();
      return ok({ is_success: true, orderList: ORDERS });
    });
    show();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load orders');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(get).toHaveBeenCalledTimes(2));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load orders');

    isDown = false;
    act(() => eventBus.publish('api/recovered', {}));
    expect(await screen.findByRole('row', { name: /PO-3/ })).toBeInTheDocument();
    expect(screen.queryByText('Failed to load orders')).not.toBeInTheDocument();
    expect(get).toHaveBeenCalledTimes(3);
  });

  it('does not send a refused search again when the API comes back; Retry sends the last search again', async () => {
    const get = jest
      .spyOn(apiClient, 'get')
      .mockRejectedValueOnce(refused(400, 'Purchase Order Number is too long'))
      .mockResolvedValue(ok({ is_success: true, orderList: [] }));
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent('Purchase Order Number is too long');
    // The same search gets the same refusal: the API coming back does not send it again by itself.
    act(() => eventBus.publish('api/recovered', {}));
    expect(get).toHaveBeenCalledTimes(1);
    await userEvent.type(screen.getByLabelText('SKU'), 'TIG');
    await userEvent.click(screen.getByRole('button', { name: 'SEARCH' }));
    expect(await screen.findByText('No orders')).toBeInTheDocument();
    get.mockRejectedValueOnce(noAnswer());
    await userEvent.clear(screen.getByLabelText('SKU'));
    await userEvent.click(screen.getByRole('button', { name: 'SEARCH' }));
    await userEvent.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No orders')).toBeInTheDocument();
    expect(get).toHaveBeenCalledTimes(4);
    expect(get.mock.calls[3]?.[1]).toEqual(
      expect.objectContaining({ params: expect.not.objectContaining({ sku: 'TIG' }) }),
    );
  });

  it('Copy Order stays focusable while it copies, and keeps focus when the copy fails', async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue(ok({ is_success: true, orderList: ORDERS }));
    let fail: (error: unknown) => void = () => undefined;
    jest
      .spyOn(apiClient, 'post')
      .mockReturnValue(new Promise((_resolve, reject) => (fail = reject)) as ReturnType<typeof apiClient.post>);
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
    await act(async () => fail(noAnswer()));
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
      totQty: 6,
      filepath1: '',
      color: 'Black',
    };
    jest
      .spyOn(apiClient, 'get')
      .mockImplementation(async (url) =>
        url === '/cart/get'
          ? ok({ is_success: true, cart: { cartList: [cartLine] } })
          : ok({ is_success: true, orderList: ORDERS }),
      );
    let answer: (value: unknown) => void = () => undefined;
    const post = jest
      .spyOn(apiClient, 'post')
      .mockReturnValue(new Promise((resolve) => (answer = resolve)) as ReturnType<typeof apiClient.post>);
    show();
    await screen.findByRole('row', { name: /PO-3/ });
    await userEvent.click(within(rowOf('PO-3')).getByRole('button', { name: /Copy Order/ }));
    // The page-wide 'Loading, please wait...' overlay is up while the cart is filled.
    expect(systemStore.get().showLoading).toBe(true);
    answer(ok({ is_success: true, copied: 3, skipped: 0 }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/checkout?from=500003'));
    expect(systemStore.get().showLoading).toBe(false);
    expect(post).toHaveBeenCalledWith('/order/copy-so', { idCustomer: 1001, idSO: 500003 }, expect.anything());
    expect(cartStore.get().count).toBeGreaterThan(0);
    expect(toastStore.get()).toEqual([]);
  });

  it('Copy Order says how many products were left out as not sold any more, and goes on to checkout', async () => {
    jest
      .spyOn(apiClient, 'get')
      .mockImplementation(async (url) =>
        url === '/cart/get'
          ? ok({ is_success: true, cart: { cartList: [] } })
          : ok({ is_success: true, orderList: ORDERS }),
      );
    jest.spyOn(apiClient, 'post').mockResolvedValue(ok({ is_success: true, copied: 1, skipped: 2 }));
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
      refused(422, 'None of the products of this order are sold any more.'),
      'Failed to copy order: None of the products of this order are sold any more.',
    ],
    [refused(500), 'Failed to copy order'],
    [noAnswer(), 'Error copying order'],
  ])('a failed copy says so and stays (%#)', async (failure, message) => {
    jest.spyOn(apiClient, 'get').mockResolvedValue(ok({ is_success: true, orderList: ORDERS }));
    jest.spyOn(apiClient, 'post').mockRejectedValue(failure);
    show();
    await screen.findByRole('row', { name: /PO-2025-0412/ });
    await userEvent.click(within(rowOf('PO-2025-0412')).getByRole('button', { name: /Copy Order/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByTestId('location')).toHaveTextContent('/myaccount/orders');
    expect(systemStore.get().showLoading).toBe(false);
  });
});
