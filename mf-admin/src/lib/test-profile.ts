// A buyer's profile as the API sends it, for component tests (not bundled: only tests import it).
import type { CustomerProfile } from '@storefront/shared-kernel';

/** Every profile field filled; `profile` changes what a test is about. */
export const testProfile = (profile: Partial<CustomerProfile> = {}): CustomerProfile => ({
  company: 'Sakura Trading',
  firstName: 'Kenji',
  lastName: 'Mori',
  email: 'kenji@sakura.test',
  tel: '310-555-0100',
  cellPhone: '310-555-0101',
  fax: '',
  addr: '1 Test Way',
  city: 'Torrance',
  state: 'CA',
  zipcode: '90501',
  country: 'United States',
  ein: '12-3456789',
  businessType: 'Retail store',
  licenseNo: 'BL-1',
  sellerPermitNo: 'SP-778',
  remark: '',
  ...profile,
});
