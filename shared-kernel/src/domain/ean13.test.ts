import { normalizeEan13 } from './ean13';

describe('normalizeEan13', () => {
  it('prefixes one zero to a 12-digit value', () => {
    expect(normalizeEan13('012345678905')).toBe('0012345678905');
  });
  it('keeps a 13-digit value as is', () => {
    expect(normalizeEan13('4901234567894')).toBe('4901234567894');
  });
  it('prefixes two zeros to any other length', () => {
    expect(normalizeEan13('12345678901')).toBe('0012345678901');
    expect(normalizeEan13('12345678901234')).toBe('0012345678901234');
    expect(normalizeEan13('')).toBe('00');
  });
  it('keeps digits only before counting', () => {
    expect(normalizeEan13(' 4-901234-567894 ')).toBe('4901234567894');
    expect(normalizeEan13('0 12345 67890 5')).toBe('0012345678905');
  });
  it('accepts numbers and missing values', () => {
    expect(normalizeEan13(123456789012)).toBe('0123456789012');
    expect(normalizeEan13(null)).toBe('00');
    expect(normalizeEan13(undefined)).toBe('00');
  });
});
