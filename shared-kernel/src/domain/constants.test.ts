import {
  CS_MESSAGE_MIN_LENGTH,
  DEFAULT_BRAND_ID,
  DEFAULT_ID_STORE,
  DEFAULT_PAGE_SIZE,
  GUEST_ID_CUSTOMER,
  PAGE_SIZES,
  RESET_PASSWORD_MIN_LENGTH,
  SEARCH_PREVIEW_MIN_CHARS,
  isCsMessageLongEnough,
  shouldShowSearchPreview,
} from './constants';
import { COUNTRIES, DEFAULT_COUNTRY, DEFAULT_COUNTRY_CODE } from './countries';
import { US_STATES } from './us-states';

describe('business constants', () => {
  it("has the product's defaults", () => {
    expect([GUEST_ID_CUSTOMER, DEFAULT_ID_STORE, DEFAULT_BRAND_ID]).toEqual([214, 1, 1]);
    expect(PAGE_SIZES).toEqual([24, 48, 100]);
    expect(DEFAULT_PAGE_SIZE).toBe(PAGE_SIZES[0]);
    expect([SEARCH_PREVIEW_MIN_CHARS, CS_MESSAGE_MIN_LENGTH, RESET_PASSWORD_MIN_LENGTH]).toEqual([2, 10, 8]);
  });

  it('shows the search preview only past 2 characters', () => {
    expect(shouldShowSearchPreview('ab')).toBe(false);
    expect(shouldShowSearchPreview(' ab ')).toBe(false);
    expect(shouldShowSearchPreview('abc')).toBe(true);
  });

  it('wants a customer-service message longer than 10 characters', () => {
    expect(isCsMessageLongEnough('1234567890')).toBe(false);
    expect(isCsMessageLongEnough('12345678901')).toBe(true);
  });
});

describe('US_STATES', () => {
  it('has the 50 states, DC and the 5 inhabited territories, unique codes', () => {
    expect(US_STATES).toHaveLength(56);
    expect(new Set(US_STATES.map((s) => s.code)).size).toBe(56);
    for (const code of ['CA', 'NY', 'DC', 'PR', 'GU', 'VI', 'AS', 'MP']) {
      expect(US_STATES.some((s) => s.code === code)).toBe(true);
    }
  });
});

describe('COUNTRIES', () => {
  it('is the ISO 3166-1 list with unique codes and names', () => {
    expect(COUNTRIES.length).toBe(249);
    expect(new Set(COUNTRIES.map((c) => c.code)).size).toBe(COUNTRIES.length);
    expect(new Set(COUNTRIES.map((c) => c.name)).size).toBe(COUNTRIES.length);
    for (const country of COUNTRIES) expect(country.code).toMatch(/^[A-Z]{2}$/);
  });

  it('defaults to United States, which is in the list', () => {
    expect(DEFAULT_COUNTRY).toBe('United States');
    expect(DEFAULT_COUNTRY_CODE).toBe('US');
    expect(COUNTRIES.find((c) => c.code === DEFAULT_COUNTRY_CODE)?.name).toBe(DEFAULT_COUNTRY);
  });
});
