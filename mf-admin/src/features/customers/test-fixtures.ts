// Customers as the API sends them, for this folder's component tests (not bundled: only tests import it).
import type { AnswerOf, adminCustomerRoutes, CustomerDetail, CustomerRow } from '@storefront/shared-kernel';
import { testProfile } from '../../lib/test-profile';

export type CustomerAnswer = AnswerOf<typeof adminCustomerRoutes.customerDetail>;

/** A row of the customers list; `row` changes what a test is about. */
export const customerRow = (id: number, row: Partial<CustomerRow> = {}): CustomerRow => ({
  id,
  company: `Company ${id}`,
  name: 'Ada Lovelace',
  email: `buyer${id}@shop.test`,
  tel: '310-555-0100',
  status: 'approved',
  priceLevel: 1,
  taxExempt: false,
  creditLimit: null,
  createdAt: '2026-01-05T10:00:00.000Z',
  ...row,
});

/** An approved customer with every field filled. */
export const customerDetail = (id: number, row: Partial<CustomerDetail> = {}): CustomerDetail => ({
  id,
  ...testProfile(),
  status: 'approved',
  priceLevel: 2,
  taxExempt: true,
  creditLimit: null,
  unpaidOnTerms: 1250.5,
  registeredAt: '2026-01-03T10:00:00.000Z',
  decidedAt: '2026-01-04T10:00:00.000Z',
  rejectReason: '',
  ...row,
});

/** A customer's page: the customer, an address, a card and two of its three orders. */
export const customerAnswer = (customer: CustomerDetail): CustomerAnswer => ({
  is_success: true,
  customer,
  addresses: [
    {
      id: 5,
      type: 'both',
      isDefault: true,
      firstName: 'Kenji',
      lastName: 'Mori',
      company: 'Sakura Trading',
      addr: '1 Test Way',
      addr2: 'Suite 4',
      city: 'Torrance',
      state: 'CA',
      zipcode: '90501',
      country: 'United States',
      tel: '310-555-0100',
    },
  ],
  cards: [{ brand: 'v', last4: '4242' }],
  orders: [
    {
      idSO: 500123,
      orderedAt: '2026-01-10T10:00:00.000Z',
      custPO: 'PO-77',
      status: 'OPEN',
      paidStatus: 0,
      total: 1250.5,
    },
    {
      idSO: 500101,
      orderedAt: '2026-01-08T10:00:00.000Z',
      custPO: '',
      status: 'SHIPPED',
      paidStatus: 2,
      total: 80,
    },
  ],
  orderCount: 3,
});
