// Orders as the API answers them, for this folder's tests (not bundled: only *.test.tsx import it).
import type { AdminOrderDetail, AdminOrderLine, AdminOrderRow } from '@storefront/shared-kernel';

export const orderRow = (orderNo: number, row: Partial<AdminOrderRow> = {}): AdminOrderRow => ({
  orderNo,
  date: '2026-03-02T17:30:00.000Z',
  customer: { id: 1001, company: 'Lee Kitchen Outlet', email: 'buyer@demo.storefront' },
  po: `PO-${orderNo}`,
  status: 'OPEN',
  paymentStatus: 0,
  grandTotal: 1234.5,
  lineCount: 2,
  ...row,
});

export const orderLine = (lineId: number, line: Partial<AdminOrderLine> = {}): AdminOrderLine => ({
  lineId,
  sku: `RC-${lineId}`,
  title: `Rice cooker ${lineId}`,
  color: 'White',
  picture: '',
  qty: 6,
  backorderQty: 0,
  price: 100,
  lineTotal: 600,
  shippingStatus: 'PROCESSING',
  carrier: '',
  trackingNo: '',
  shipDate: null,
  ...line,
});

const ADDRESS = {
  firstNm: 'Robin',
  lastNm: 'Lee',
  companyNm: 'Lee Kitchen Outlet',
  addr: '455 Commerce Way',
  addr2: '',
  city: 'Reno',
  states: 'NV',
  zipcode: '89501',
  country: 'United States',
  tel: '775-555-0100',
};

/** What the API lets an order become from each status (api/src/back-office/orders/order-status.ts). */
const NEXT: Record<string, AdminOrderDetail['nextStatuses']> = {
  OPEN: ['PROCESSING', 'CANCELLED'],
  PROCESSING: ['PARTIALLY SHIPPED', 'SHIPPED', 'CANCELLED'],
  'PARTIALLY SHIPPED': ['SHIPPED'],
  SHIPPED: ['COMPLETED'],
  COMPLETED: [],
  CANCELLED: [],
};

export const orderDetail = (order: Partial<AdminOrderDetail> = {}): AdminOrderDetail => {
  const status = order.status ?? 'PROCESSING';
  return {
    orderNo: 500123,
    po: 'PO-7781',
    status,
    paymentStatus: 0,
    createdAt: '2026-03-02T17:30:00.000Z',
    updatedAt: '2026-03-02T17:30:00.000Z',
    version: 3,
    paymentMethod: 'Visa ending in 4242',
    shippingMethod: 'UPS Ground',
    couponCode: 'SPRING5',
    comment: 'Deliver to dock 4',
    internalNote: 'Called the buyer about dock hours.',
    billAddress: ADDRESS,
    shipAddress: { ...ADDRESS, addr: '12 Harbor Rd', city: 'Sparks' },
    subtotal: 1200,
    discount: 60,
    tax: 94.05,
    shippingFee: 0,
    grandTotal: 1234.05,
    customer: {
      id: 1001,
      company: 'Lee Kitchen Outlet',
      email: 'buyer@demo.storefront',
      name: 'Robin Lee',
      priceLevel: 2,
    },
    lines: [orderLine(11), orderLine(12, { qty: 4, backorderQty: 1, lineTotal: 400 })],
    ...order,
    nextStatuses: order.nextStatuses ?? NEXT[status] ?? [],
  };
};
