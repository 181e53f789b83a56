import { formatMoney, fromCents, sumLinesCents, toCents, yourPrice } from './money';

describe('toCents / fromCents', () => {
  it.each([
    [0, 0],
    [1, 100],
    [19.99, 1999],
    [0.1 + 0.2, 30],
    [1.005, 101],
    [1.004, 100],
    [-1.005, -101],
    [-0.001, 0],
    [1234.5, 123450],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
  ])('toCents(%p) = %p', (dollars, cents) => {
    expect(toCents(dollars)).toBe(cents);
  });

  it('never returns negative zero', () => {
    expect(Object.is(toCents(-0.001), 0)).toBe(true);
  });

  it('converts cents back to dollars', () => {
    expect(fromCents(1999)).toBe(19.99);
    expect(fromCents(30)).toBe(0.3);
    expect(fromCents(-101)).toBe(-1.01);
  });
});

describe('formatMoney', () => {
  it.each([
    [1234.5, '$1,234.50'],
    [0, '$0.00'],
    [0.1 + 0.2, '$0.30'],
    [1.005, '$1.01'],
    [1234567.891, '$1,234,567.89'],
    [-12.5, '-$12.50'],
    [0.05, '$0.05'],
    [999.995, '$1,000.00'],
    [-0.004, '$0.00'],
    [Number.NaN, '$0.00'],
  ])('formatMoney(%p) = %p', (amount, text) => {
    expect(formatMoney(amount)).toBe(text);
  });

  it('writes every amount as en-US currency does, through cents', () => {
    const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    for (let i = 0; i < 2000; i += 1) {
      const amount = ((i * 7919) % 10_000_000) / 100 - (i % 5 === 0 ? 40_000 : 0);
      expect(formatMoney(amount)).toBe(usd.format(fromCents(toCents(amount))));
    }
  });
});

describe('yourPrice', () => {
  it('is price minus salePrice, exact to the cent', () => {
    expect(yourPrice(10.1, 0.3)).toBe(9.8);
    expect(10.1 - 0.3).not.toBe(9.8); // why the cents detour exists
    expect(yourPrice(19.99, 5)).toBe(14.99);
  });
  it('treats a missing salePrice as 0', () => {
    expect(yourPrice(12.34, undefined)).toBe(12.34);
    expect(yourPrice(12.34, null)).toBe(12.34);
    expect(yourPrice(12.34)).toBe(12.34);
  });
});

describe('sumLinesCents', () => {
  it('sums price x quantity in cents', () => {
    expect(
      sumLinesCents([
        { price: 0.1, totQty: 3 },
        { price: 19.99, totQty: 2 },
      ]),
    ).toBe(30 + 3998);
    expect(sumLinesCents([])).toBe(0);
  });
});
