// Cases as the service desk's calls answer them, for this folder's tests (never bundled).
import type { AdminServiceCase, AdminServiceCaseRow, AdminServiceMessage } from '@storefront/shared-kernel';

export const CASE_NO = 100001;
export const REP = { id: 2, name: 'Riley Chen', email: 'rep@demo.storefront' };

export const caseRow = (caseNo: number, changes: Partial<AdminServiceCaseRow> = {}): AdminServiceCaseRow => ({
  caseNo,
  kind: 'question',
  status: 'new',
  createdAt: '2026-03-02T17:41:00.000Z',
  lastActivityAt: '2026-03-02T17:41:00.000Z',
  customer: { id: 1001, company: 'Reyes Home & Kitchen Supply', email: 'buyer@demo.storefront' },
  name: 'Dana Reyes',
  preview: 'Do the rice cookers come with a 220 V plug?',
  assignee: null,
  messageCount: 1,
  ...changes,
});

const message = (id: number, changes: Partial<AdminServiceMessage>): AdminServiceMessage => ({
  id,
  kind: 'buyer',
  at: '2026-03-02T17:41:00.000Z',
  body: 'Please quote these for 40 stores.',
  staff: null,
  attachments: [],
  mailedAt: null,
  ...changes,
});

/** A quote request from the cart: two lines, the buyer's message with a file, a note and a reply. */
export const quoteCase = (changes: Partial<AdminServiceCase> = {}): AdminServiceCase => ({
  caseNo: CASE_NO,
  kind: 'quote',
  status: 'answered',
  version: 4,
  createdAt: '2026-03-02T17:41:00.000Z',
  lastActivityAt: '2026-03-03T15:05:00.000Z',
  name: 'Dana Reyes',
  email: 'dana@reyes.example',
  customer: {
    id: 1001,
    company: 'Reyes Home & Kitchen Supply',
    email: 'buyer@demo.storefront',
    name: 'Dana Reyes',
    tel: '310-555-0142',
    priceLevel: 2,
  },
  assignee: REP,
  messages: [
    message(1, { attachments: [{ id: 7, name: 'stores.csv', type: 'text/csv', size: 2048 }] }),
    message(2, { kind: 'note', at: '2026-03-03T09:00:00.000Z', body: 'Ask the buyer about May.', staff: REP }),
    message(3, {
      kind: 'reply',
      at: '2026-03-03T15:05:00.000Z',
      body: 'We can do $24.50 each for 400.',
      staff: REP,
      mailedAt: '2026-03-03T15:05:02.000Z',
    }),
  ],
  quoteLines: [
    { sku: 'RC-10', title: 'Rice Cooker', color: 'WHITE', qty: 400, price: 26.5, lineTotal: 10600 },
    { sku: 'KN-8', title: 'Chef Knife', color: 'BLACK', qty: 12, price: 9.25, lineTotal: 111 },
  ],
  quoteTotal: 10711,
  nextStatuses: ['open', 'closed'],
  ...changes,
});

/** A new message of `kind` added to `theCase`, the way the API answers a change: the version moved on. */
export const withMessage = (
  theCase: AdminServiceCase,
  added: Partial<AdminServiceMessage>,
  changes: Partial<AdminServiceCase> = {},
): AdminServiceCase => ({
  ...theCase,
  version: theCase.version + 1,
  messages: [...theCase.messages, message(theCase.messages.length + 1, added)],
  ...changes,
});
