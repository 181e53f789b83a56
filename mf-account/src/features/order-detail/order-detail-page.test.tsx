import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cartRoutes, eventBus, orderRoutes } from '@storefront/shared-kernel';
import { fakeApiForEachTest, noAnswer, refusal, type NoAnswer, type Refusal } from '@storefront/shared-kernel/testing';
import { renderAt, resetSession, signInBuyer } from '../../test-utils';
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
  shipFee: 0,
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
  carrier: '',
  trackingNo: '',
  shipDate: null as string | null,
};

const api = fakeApiForEachTest();

/** A part of the order that fails: the answer its call gets instead. */
type Failure = () => Refusal | NoAnswer;

const PARTS = {
  detail: orderRoutes.getOrderDetail,
  payMethod: orderRoutes.getPayMethod,
  shipMethod: orderRoutes.getShipMethod,
  billAddress: orderRoutes.getBillAddress,
  shipAddress: orderRoutes.getShipAddress,
  items: orderRoutes.getOrderItems,
} as const;

/** Answers every call of the order page; `failing` names the parts that fail, and how. */
const answerOrder = ({
  failing = {},
  order = SUMMARY,
  items = [ITEM],
}: {
  failing?: Partial<Record<keyof typeof PARTS, Failure>>;
  order?: typeof SUMMARY;
  items?: (typeof ITEM)[];
} = {}) => {
  api
    .on(orderRoutes.getOrderDetail, failing.detail ?? { is_success: true, order })
    .on(orderRoutes.getPayMethod, failing.payMethod ?? { is_success: true, codeNm: 'Credit Card' })
    .on(
      orderRoutes.getShipMethod,
      failing.shipMethod ?? { is_success: true, codeNm: 'Ground (freight added to invoice)' },
    )
    .on(orderRoutes.getBillAddress, failing.billAddress ?? [ADDRESS])
    .on(
      orderRoutes.getShipAddress,
      failing.shipAddress ?? [
        { ...ADDRESS, addr: '88 Harbor Way', addr2: '', city: 'Seattle', states: 'WA', zipcode: '98101' },
      ],
    )
    .on(orderRoutes.getOrderItems, failing.items ?? items)
    .on(cartRoutes.getCart, { is_success: true, cart: { cartList: [], totalQty: 0, subTotal: 0 } });
};

/** How many times each part of the order was asked for so far. */
const callCounts = () =>
  Object.fromEntries(Object.entries(PARTS).map(([part, route]) => [part, api.calls(route).length])) as Record<
    keyof typeof PARTS,
    number
  >;
const NONE = { detail: 0, payMethod: 0, shipMethod: 0, billAddress: 0, shipAddress: 0, items: 0 };

const show = (orderNo = '500001') => renderAt(`/order/${orderNo}`, '/order/:orderNo', <OrderDetailPage />);

describe('OrderDetailPage', () => {
  beforeEach(signInBuyer);
  afterEach(resetSession);

  it('shows Loading order details... first', () => {
    api.on(orderRoutes.getOrderDetail, () => new Promise<never>(() => undefined));
    show();
    expect(screen.getByRole('status')).toHaveTextContent('Loading order details...');
    expect(screen.getByRole('link', { name: 'Back to Orders' })).toHaveAttribute('href', '/myaccount/orders');
  });

  it('shows every section of the order', async () => {
    answerOrder();
    show();
    const facts = within(await screen.findByRole('region', { name: 'Order Details' }));
    expect(api.calls(orderRoutes.getOrderDetail)).toEqual([{ idSO: 500001, idCustomer: 1001 }]);
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

  it('shows the shipping fee in the totals, and how each shipped line went', async () => {
    answerOrder({
      order: { ...SUMMARY, status: 'PARTIALLY SHIPPED', shipFee: 12.5, grandAmount: 6587.4 },
      items: [
        { ...ITEM, carrier: 'UPS', trackingNo: '1Z999AA1', shipDate: '2026-01-15' },
        { ...ITEM, webTitle: 'TIGER Thermal Flask', carrier: 'FedEx', trackingNo: '', shipDate: '2026-01-16' },
        { ...ITEM, webTitle: 'ZOJIRUSHI Kettle', shippingStatus: 'PROCESSING' },
        // Shipped before carriers were recorded: the status alone.
        { ...ITEM, webTitle: 'JOYCOOK Toaster' },
      ],
    });
    show();
    const totals = within(await screen.findByLabelText('Order totals'));
    expect(totals.getByText('Shipping fee').nextSibling).toHaveTextContent('$12.50');
    expect(totals.getByText('Total').nextSibling).toHaveTextContent('$6,587.40');
    expect(screen.getByText('Order Status').nextSibling).toHaveTextContent('PARTIALLY SHIPPED');
    const status = (title: RegExp) =>
      (
        within(screen.getByRole('row', { name: title })).getByText(/^(SHIPPED|PROCESSING)$/)
          .parentElement as HTMLElement
      ).textContent;
    expect(status(/PANASONIC/)).toBe('SHIPPEDShipped via UPS, tracking 1Z999AA1 on 01/15/2026');
    expect(status(/TIGER/)).toBe('SHIPPEDShipped via FedEx on 01/16/2026');
    expect(status(/ZOJIRUSHI/)).toBe('PROCESSING');
    expect(status(/JOYCOOK/)).toBe('SHIPPED');
  });

  it('shows UNKNOWN for a paid status it does not know', async () => {
    answerOrder({ order: { ...SUMMARY, paidStatus: 9 } });
    show();
    const payment = within(await screen.findByRole('region', { name: 'Payment / Shipment' }));
    expect(payment.getByText('Payment Status').nextSibling).toHaveTextContent('UNKNOWN');
  });

  it('says Order not found for an order number not among the buyer’s orders, and asks for nothing else', async () => {
    answerOrder({ failing: { detail: () => refusal(404, { message: 'Order not found' }) } });
    show();
    expect(await screen.findByText('Order not found')).toBeInTheDocument();
    expect(callCounts()).toEqual({ ...NONE, detail: 1 });
    expect(screen.queryByRole('button', { name: 'Copy Order' })).toBeNull();
  });

  it.each(['abc', '0', '-1', '1e3', '500001;drop', '2147483648', '99999999999'])(
    'says Order not found for %j without calling',
    async (orderNo) => {
      answerOrder();
      show(encodeURIComponent(orderNo));
      expect(await screen.findByText('Order not found')).toBeInTheDocument();
      expect(callCounts()).toEqual(NONE);
    },
  );

  it.each([[() => noAnswer()], [() => refusal(500, { message: '' })]])(
    'says Failed to load order details when the order cannot be read (%#)',
    async (failure) => {
      answerOrder({ failing: { detail: failure } });
      show();
      expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load order details');
    },
  );

  it('offers Retry when the order cannot be read, and reads it by itself once the API is back', async () => {
    answerOrder({ failing: { detail: () => noAnswer() } });
    show();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load order details');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(api.calls(orderRoutes.getOrderDetail)).toHaveLength(2));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load order details');

    answerOrder();
    act(() => eventBus.publish('api/recovered', {}));
    expect(await screen.findByRole('region', { name: 'Order Details' })).toBeInTheDocument();
    expect(screen.queryByText('Failed to load order details')).not.toBeInTheDocument();
    expect(screen.getByRole('row', { name: /PANASONIC Compact Rice Cooker/ })).toBeInTheDocument();
  });

  it('says the items could not be loaded, never No items found, and Retry asks for the items only', async () => {
    answerOrder({ failing: { items: () => refusal(500, { message: '' }) } });
    show();
    const items = within(await screen.findByRole('region', { name: 'Ordered Item(s)' }));
    expect(items.getByRole('alert')).toHaveTextContent(ITEMS_LOAD_FAILED);
    expect(screen.queryByText('No items found for this order')).not.toBeInTheDocument();
    // The rest of the order is shown.
    expect(screen.getByRole('region', { name: 'Billing Address' })).toHaveTextContent('Suite 4');

    const before = callCounts();
    answerOrder();
    const retry = items.getByRole('button', { name: 'Retry' });
    retry.focus();
    await userEvent.keyboard('{Enter}');
    expect(await items.findByRole('row', { name: /PANASONIC Compact Rice Cooker/ })).toBeInTheDocument();
    expect(items.queryByRole('alert')).not.toBeInTheDocument();
    expect(document.activeElement).not.toBe(document.body);
    // Only the lines were asked for again.
    expect(callCounts()).toEqual({ ...before, items: before.items + 1 });
  });

  it('asks for the items again by itself once the API is back', async () => {
    answerOrder({ failing: { items: () => noAnswer() } });
    show();
    const items = within(await screen.findByRole('region', { name: 'Ordered Item(s)' }));
    expect(items.getByRole('alert')).toHaveTextContent(ITEMS_LOAD_FAILED);
    answerOrder();
    act(() => eventBus.publish('api/recovered', {}));
    expect(await items.findByRole('row', { name: /PANASONIC Compact Rice Cooker/ })).toBeInTheDocument();
  });

  it('leaves the fields of a failed sub-lookup blank', async () => {
    answerOrder({
      failing: { payMethod: () => refusal(500, { message: '' }), shipAddress: () => noAnswer() },
    });
    show();
    const payment = within(await screen.findByRole('region', { name: 'Payment / Shipment' }));
    expect(payment.getByText('Payment Method').nextSibling).toHaveTextContent(/^$/);
    expect(payment.getByText('Shipping Method').nextSibling).toHaveTextContent('Ground');
    expect(screen.getByRole('region', { name: 'Shipping Address' }).querySelector('address')).toBeEmptyDOMElement();
  });

  it('fills in a part that failed once the API is back, the order staying shown meanwhile', async () => {
    answerOrder({ failing: { shipAddress: () => noAnswer() } });
    show();
    const shipping = await screen.findByRole('region', { name: 'Shipping Address' });
    expect(shipping.querySelector('address')).toBeEmptyDOMElement();
    let answer: () => void = () => undefined;
    api.on(
      orderRoutes.getShipAddress,
      () => new Promise((resolve) => (answer = () => resolve([{ ...ADDRESS, city: 'Seattle' }]))),
    );
    act(() => eventBus.publish('api/recovered', {}));
    await waitFor(() => expect(api.calls(orderRoutes.getShipAddress)).toHaveLength(2));
    // While the address is asked again, the order stays as it was.
    expect(screen.queryByText('Loading order details...')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Order Details' })).toBeInTheDocument();
    answer();
    await waitFor(() => expect(screen.getByRole('region', { name: 'Shipping Address' })).toHaveTextContent('Seattle'));
  });

  it('says No items found for this order', async () => {
    answerOrder({ items: [] });
    show();
    expect(await screen.findByText('No items found for this order')).toBeInTheDocument();
  });

  it('Copy Order copies, reloads the cart and goes to checkout with the order number', async () => {
    answerOrder();
    api.on(orderRoutes.copyOrder, { is_success: true, copied: 1, skipped: 0 });
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Copy Order' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/checkout?from=500001'));
    expect(api.calls(orderRoutes.copyOrder)).toEqual([{ idCustomer: 1001, idSO: 500001 }]);
    expect(api.calls(cartRoutes.getCart)).toHaveLength(1);
  });

  it('Copy Order stays focusable while it copies, and keeps focus when the copy fails', async () => {
    answerOrder();
    let fail: () => void = () => undefined;
    api.on(
      orderRoutes.copyOrder,
      () => new Promise((resolve) => (fail = () => resolve(refusal(500, { message: '' })))),
    );
    show();
    const button = await screen.findByRole('button', { name: 'Copy Order' });
    await userEvent.click(button);
    // Read while it copies, checked once the copy has failed (so a failing check leaves no copy running).
    const whileCopying = {
      text: button.textContent,
      isDisabled: (button as HTMLButtonElement).disabled,
      ariaDisabled: button.getAttribute('aria-disabled'),
    };
    await waitFor(() => expect(api.calls(orderRoutes.copyOrder)).toHaveLength(1));
    await act(async () => fail());
    // Busy, not disabled: a disabled button would drop keyboard focus to the page.
    expect(whileCopying).toEqual({ text: 'Copying...', isDisabled: false, ariaDisabled: 'true' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to copy order');
    expect(button).not.toHaveAttribute('aria-disabled');
    expect(button).toHaveFocus();
  });

  it.each([
    [() => refusal(404, { message: '' }), 'Failed to copy order'],
    [() => noAnswer(), 'Error copying order'],
  ])('a failed copy alerts and stays (%#)', async (failure, message) => {
    answerOrder();
    api.on(orderRoutes.copyOrder, failure);
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Copy Order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByTestId('location')).toHaveTextContent('/order/500001');
  });
});
