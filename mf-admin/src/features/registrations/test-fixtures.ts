// Registrations as the API sends them, for this folder's component tests (not bundled: only tests import it).
import type { RegistrationRow } from '@storefront/shared-kernel';
import { testProfile } from '../../lib/test-profile';

/** A pending registration with every field filled; `row` changes what a test is about. */
export const registration = (id: number, row: Partial<RegistrationRow> = {}): RegistrationRow => ({
  id,
  ...testProfile({
    company: `Company ${id}`,
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: `buyer${id}@shop.test`,
    fax: '310-555-0102',
    sellerPermitNo: '',
  }),
  status: 'pending',
  priceLevel: 1,
  taxExempt: false,
  registeredAt: '2026-01-05T10:00:00.000Z',
  decidedAt: null,
  rejectReason: '',
  ...row,
});
