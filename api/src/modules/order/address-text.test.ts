import type { OrderAddress } from '../../db/schema';
import { addressLine, shipAddressText } from './address-text';

const address = (parts: Partial<OrderAddress> = {}): OrderAddress => ({
  firstNm: 'Dana',
  lastNm: 'Reyes',
  companyNm: 'Reyes Supply',
  addr: '88 Harbor Way',
  addr2: '',
  city: 'Seattle',
  states: 'WA',
  zipcode: '98101',
  country: 'United States',
  tel: '206-555-0100',
  ...parts,
});

describe('an address as text', () => {
  it('leaves out the parts not given, with no stray comma or space', () => {
    expect(shipAddressText(address())).toBe('88 Harbor Way, Seattle, WA 98101');
    expect(shipAddressText(address({ addr2: ' Suite 5 ', city: ' Seattle ' }))).toBe(
      '88 Harbor Way Suite 5, Seattle, WA 98101',
    );
    expect(addressLine(address({ companyNm: '' }), 'United States')).toBe(
      'Dana Reyes, 88 Harbor Way, Seattle, WA 98101',
    );
  });

  it('names a country other than the home one', () => {
    expect(addressLine(address({ country: 'Canada' }), 'United States')).toBe(
      'Dana Reyes, Reyes Supply, 88 Harbor Way, Seattle, WA 98101, Canada',
    );
  });

  it('says so when nothing was given', () => {
    const empty = address({ firstNm: '', lastNm: '', companyNm: '', addr: '', city: '', states: '', zipcode: '' });
    expect(shipAddressText(empty)).toBe('');
    expect(addressLine({ ...empty, country: ' ' }, 'United States')).toBe('Not given');
  });
});
