import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient, eventBus } from '@storefront/shared-kernel';
import { noAnswer, ok, refused, renderAt, resetSession, signInBuyer } from '../../test-utils';
import OrderDetailPage from './order-detail-page';
import { ITEMS_LOAD_FAILED } from './order-items';

const SUMMARY = {
  idSO: 500001,
  custPO: 'PO-2025-0412',
  orderDT: '2025-09-24T12:00:00.000Z',
  idStyle: 'PAN-1000/BL',
  status: 'SHIPPED',
  paidStatus: 2,
  subTotal: 6130.44,
  taxAmount: 444.46,
  grandAmount: 6574.9,
  discount: 0,
  shippingMethod: 'Ground',
  paymentMethod: 'Credit Card',
  shippingAddress: '1200 W Artesia Blvd',
};
const ADDRESS = {
  firstNm: 'Dana',
  lastNm: 'Reyes',
  companyNm: 'Reyes Home & Kitchen Supply',
  addr: '1200 W Artesia Blvd',
  addr2: 'Suite 4',
  city: 'Gardena',
  states: 'CA',
  zipcode: '90248',
  country: 'United States',
  tel: '310-555-0142',
};
const ITEM = {
  filepath1: '/uploads/products/PAN-1000_BL-1.svg',
  idStyle: 'PAN-1000/BL',
  webTitle: 'PANASONIC Compact Rice Cooker 0.5 L, Black',
  color: 'Black',
  totQty: 6,
  backorderQty: 0,
  costPrice: 166.77,
  totPrice: 1000.62,
  shippingStatus: 'SHIPPED',
};

type Answers = Record<string, unknown>;
const DEFAULT_ANSWERS: Answers = {
  '/order/get-detail': { is_success: true, order: SUMMARY },
  '/order/get-pay-method': { is_success: true, codeNm: 'Credit Card' },
  '/order/get-ship-method': { is_success: true, codeNm: 'Ground (freight added to invoice)' },
  '/order/get-bill-addr': [ADDRESS],
  '/order/get-ship-addr': [
    { ...ADDRESS, addr: '88 Harbor Way', addr2: '', city: 'Seattle', states: 'WA', zipcode: '98101' },
  ],
  '/order/get-item-details': [ITEM],
  '/cart/get': { is_success: true, cart: { cartList: [] } },
};

const mockApi = (answers: Answers = {}) => {
  const all = { ...DEFAULT_ANSWERS, ...answers };
  return jest.spyOn(apiClient, 'get').mockImplementation(async (url) => {
    const answer = all[url as string];
    if (answer instanceof Error) throw answer;
    return ok(answer);
  });
};

const show = (orderNo = '500001') => renderAt(`/order/${orderNo}`, '/order/:orderNo', <OrderDetailPage />);

describe('OrderDetailPage', () => {
  beforeEach(signInBuyer);
  afterEach(() => {
    jest.restoreAllMocks();
    resetSession();
  });

  it('shows Loading order details... first', () => {
    jest.spyOn(apiClient, 'get').mockReturnValue(new Promise(() => undefined));
    show();
    expect(screen.getByRole('status')).toHaveTextContent('Loading order details...');
    expect(screen.getByRole('link', { name: 'Back to Orders' })).toHaveAttribute('href', '/myaccount/orders');
  });

  it('shows every section of the order', async () => {
    const get = mockApi();
    show();
    const facts = within(await screen.findByRole('region', { name: 'Order Details' }));
    expect(get).toHaveBeenCalledWith(
      '/order/get-detail',
      expect.objectContaining({ params: { idSO: 500001, idCustomer: 1001 } }),
    );
    expect(facts.getByText('Order#').nextSibling).toHaveTextContent('500001');
    expect(document.title).toBe('Order #500001 | Wholesale Storefront');
    expect(facts.getByText('Cust. PO#').nextSibling).toHaveTextContent('PO-2025-0412');
    expect(facts.getByText('Date Added').nextSibling).toHaveTextContent('09/24/2025');
    expect(facts.getByText('Order Status').nextSibling).toHaveTextContent('SHIPPED');
    const payment = within(screen.getByRole('region', { name: 'Payment / Shipment' }));
    expect(payment.getByText('Payment Status').nextSibling).toHaveTextContent('FULLY PAID');
    expect(payment.getByText('Payment Method').nextSibling).toHaveTextContent('Credit Card');
    expect(payment.getByText('Shipping Method').nextSibling).toHaveTextContent('Ground (freight added to invoice)');
    expect(screen.getByRole('region', { name: 'Billing Address' })).toHaveTextContent('Suite 4');
    expect(screen.getByRole('region', { name: 'Shipping Address' })).toHaveTextContent('Seattle, WA 98101');
    const items = within(screen.getByRole('region', { name: 'Ordered Item(s)' }));
    for (const header of ['QTY', 'PRICE', 'SUB TOTAL', 'SHIPPING STATUS'])
      expect(items.getByRole('columnheader', { name: header })).toBeInTheDocument();
    const rowElement = items.getByRole('row', { name: /PANASONIC Compact Rice Cooker/ });
    const row = within(rowElement);
    expect(rowElement.querySelector('img')).toHaveAttribute('src', ITEM.filepath1);
    expect(row.getByText('$166.77')).toBeInTheDocument();
    expect(row.getByText('$1,000.62')).toBeInTheDocument();
    const totals = within(screen.getByLabelText('Order totals'));
    expect(totals.getByText('Subtotal').nextSibling).toHaveTextContent('$6,130.44');
    expect(totals.getByText('Discount').nextSibling).toHaveTextContent('$0.00');
  });

  it('shows UNKNOWN for a paid status it does not know', async () => {
    mockApi({ '/order/get-detail': { is_success: true, order: { ...SUMMARY, paidStatus: 9 } } });
    show();
    const payment = within(await screen.findByRole('region', { name: 'Payment / Shipment' }));
    expect(payment.getByText('Payment Status').nextSibling).toHaveTextContent('UNKNOWN');
  });

  it('says Order not found for an order number not among the buyer’s orders, and asks for nothing else', async () => {
    const get = mockApi({ '/order/get-detail': refused(404, 'Order not found') });
    show();
    expect(await screen.findByText('Order not found')).toBeInTheDocument();
    expect(get).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Copy Order' })).toBeNull();
  });

  it.each(['abc', '0', '-1', '1e3', '500001;drop', '2147483648', '99999999999'])(
    'says Order not found for %j without calling',
    async (orderNo) => {
      const get = mockApi();
      show(encodeURIComponent(orderNo));
      expect(await screen.findByText('Order not found')).toBeInTheDocument();
      expect(get).not.toHaveBeenCalled();
    },
  );

  it.each([[noAnswer()], [refused(500)]])(
    'says Failed to load order details when the order cannot be read (%#)',
    async (failure) => {
      mockApi({ '/order/get-detail': failure });
      show();
      expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load order details');
    },
  );

  it('offers Retry when the order cannot be read, and reads it by itself once the API is back', async () => {
    const get = mockApi({ '/order/get-detail': noAnswer() });
    show();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load order details');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(get.mock.calls.filter(([url]) => url === '/order/get-detail')).toHaveLength(2));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load order details');

    mockApi();
    act(() => eventBus.publish('api/recovered', {}));
    expect(await screen.findByRole('region', { name: 'Order Details' })).toBeInTheDocument();
    expect(screen.queryByText('Failed to load order details')).not.toBeInTheDocument();
    expect(screen.getByRole('row', { name: /PANASONIC Compact Rice Cooker/ })).toBeInTheDocument();
  });

  it('says the items could not be loaded, never No items found, and Retry asks for the items only', async () => {
    const get = mockApi({ '/order/get-item-details': refused(500) });
    show();
    const items = within(await screen.findByRole('region', { name: 'Ordered Item(s)' }));
    expect(items.getByRole('alert')).toHaveTextContent(ITEMS_LOAD_FAILED);
    expect(screen.queryByText('No items found for this order')).not.toBeInTheDocument();
    // The rest of the order is shown.
    expect(screen.getByRole('region', { name: 'Billing Address' })).toHaveTextContent('Suite 4');

    get.mockClear();
    mockApi();
    const retry = items.getByRole('button', { name: 'Retry' });
    retry.focus();
    await userEvent.keyboard('{Enter}');
    expect(await items.findByRole('row', { name: /PANASONIC Compact Rice Cooker/ })).toBeInTheDocument();
    expect(items.queryByRole('alert')).not.toBeInTheDocument();
    expect(document.activeElement).not.toBe(document.body);
    // mockApi answers through the same spy: only the lines were asked for again.
    expect(get.mock.calls.map(([url]) => url)).toEqual(['/order/get-item-details']);
  });

  it('asks for the items again by itself once the API is back', async () => {
    mockApi({ '/order/get-item-details': noAnswer() });
    show();
    const items = within(await screen.findByRole('region', { name: 'Ordered Item(s)' }));
    expect(items.getByRole('alert')).toHaveTextContent(ITEMS_LOAD_FAILED);
    mockApi();
    act(() => eventBus.publish('api/recovered', {}));
    expect(await items.findByRole('row', { name: /PANASONIC Compact Rice Cooker/ })).toBeInTheDocument();
  });

  it('leaves the fields of a failed sub-lookup blank', async () => {
    mockApi({ '/order/get-pay-method': refused(500), '/order/get-ship-addr': noAnswer() });
    show();
    const payment = within(await screen.findByRole('region', { name: 'Payment / Shipment' }));
    expect(payment.getByText('Payment Method').nextSibling).toHaveTextContent(/^$/);
    expect(payment.getByText('Shipping Method').nextSibling).toHaveTextContent('Ground');
    expect(screen.getByRole('region', { name: 'Shipping Address' }).querySelector('address')).toBeEmptyDOMElement();
  });

  it('says No items found for this order', async () => {
    mockApi({ '/order/get-item-details': [] });
    show();
    expect(await screen.findByText('No items found for this order')).toBeInTheDocument();
  });

  it('Copy Order copies, reloads the cart and goes to checkout with the order number', async () => {
    const get = mockApi();
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue(ok({ is_success: true, copied: 1 }));
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Copy Order' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/checkout?from=500001'));
    expect(post).toHaveBeenCalledWith('/order/copy-so', { idCustomer: 1001, idSO: 500001 }, expect.anything());
    expect(get).toHaveBeenCalledWith('/cart/get', expect.anything());
  });

  it('Copy Order stays focusable while it copies, and keeps focus when the copy fails', async () => {
    mockApi();
    let fail: (error: unknown) => void = () => undefined;
    jest
      .spyOn(apiClient, 'post')
      .mockReturnValue(new Promise((_resolve, reject) => (fail = reject)) as ReturnType<typeof apiClient.post>);
    show();
    const button = await screen.findByRole('button', { name: 'Copy Order' });
    await userEvent.click(button);
    // Read while it copies, checked once the copy has failed (so a failing check leaves no copy running).
    const whileCopying = {
      text: button.textContent,
      isDisabled: (button as HTMLButtonElement).disabled,
      ariaDisabled: button.getAttribute('aria-disabled'),
    };
    await act(async () => fail(refused(500)));
    // Busy, not disabled: a disabled button would drop keyboard focus to the page.
    expect(whileCopying).toEqual({ text: 'Copying...', isDisabled: false, ariaDisabled: 'true' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to copy order');
    expect(button).not.toHaveAttribute('aria-disabled');
    expect(button).toHaveFocus();
  });

  it.each([
    [refused(404, ''), 'Failed to copy order'],
    [noAnswer(), 'Error copying order'],
  ])('a failed copy alerts and stays (%#)', async (failure, message) => {
    mockApi();
    jest.spyOn(apiClient, 'post').mockRejectedValue(failure);
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Copy Order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByTestId('location')).toHaveTextContent('/order/500001');
  });
});
