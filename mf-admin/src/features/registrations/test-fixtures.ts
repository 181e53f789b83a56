// Registrations as the API sends them, for this folder's component tests (not bundled: only tests import it).
import type { RegistrationRow } from '@storefront/shared-kernel';

/** A pending registration with every field filled; `row` changes what a test is about. */
export const registration = (id: number, row: Partial<RegistrationRow> = {}): RegistrationRow => ({
  id,
  company: `Company ${id}`,
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: `buyer${id}@shop.test`,
  tel: '310-555-0100',
  cellPhone: '310-555-0101',
  fax: '310-555-0102',
  addr: '1 Test Way',
  city: 'Torrance',
  state: 'CA',
  zipcode: '90501',
  country: 'United States',
  ein: '12-3456789',
  businessType: 'Retail store',
  licenseNo: 'BL-1',
  sellerPermitNo: '',
  remark: '',
  status: 'pending',
  priceLevel: 1,
  taxExempt: false,
  registeredAt: '2026-01-05T10:00:00.000Z',
  decidedAt: null,
  rejectReason: '',
  ...row,
});
