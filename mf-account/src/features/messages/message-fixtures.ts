// Cases as the buyer's service-desk calls answer them, for this folder's tests (never bundled).
import type { ServiceCase, ServiceThreadMessage } from '@storefront/shared-kernel';

export const CASE_NO = 100001;

export const buyerMessage = (id: number, changes: Partial<ServiceThreadMessage> = {}): ServiceThreadMessage => ({
  id,
  from: 'buyer',
  author: 'Dana Reyes',
  at: '2026-03-02T17:41:00.000Z',
  body: 'Please quote these for 40 stores.',
  attachments: [],
  ...changes,
});

export const staffReply = (id: number, changes: Partial<ServiceThreadMessage> = {}): ServiceThreadMessage => ({
  id,
  from: 'staff',
  author: 'Customer Service',
  at: '2026-03-03T15:05:00.000Z',
  body: 'We can do $24.50 each for 400.',
  attachments: [],
  ...changes,
});

/** A quote request from the cart, answered: two lines, the buyer's message with a file, and a reply. */
export const quoteCase = (changes: Partial<ServiceCase> = {}): ServiceCase => ({
  caseNo: CASE_NO,
  kind: 'quote',
  status: 'answered',
  createdAt: '2026-03-02T17:41:00.000Z',
  lastActivityAt: '2026-03-03T15:05:00.000Z',
  messages: [
    buyerMessage(1, { attachments: [{ id: 7, name: 'stores.csv', type: 'text/csv', size: 2048 }] }),
    staffReply(2),
  ],
  quoteLines: [
    { sku: 'RC-10', title: 'Rice Cooker', color: 'WHITE', qty: 400, price: 26.5, lineTotal: 10600 },
    { sku: 'KN-8', title: 'Chef Knife', color: 'BLACK', qty: 12, price: 9.25, lineTotal: 111 },
  ],
  quoteTotal: 10711,
  ...changes,
});
