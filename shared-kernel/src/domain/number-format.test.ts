import { formatCount } from './number-format';

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1,000'],
    [12345, '12,345'],
    [1234567, '1,234,567'],
    [-1234, '-1,234'],
    [1999.9, '1,999'],
  ])('formatCount(%p) = %p', (value, text) => {
    expect(formatCount(value)).toBe(text);
  });

  it('writes whole numbers as en-US does', () => {
    const en = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
    for (const value of [1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 98_765_432, Number.MAX_SAFE_INTEGER, -45_000])
      expect(formatCount(value)).toBe(en.format(value));
  });
});
