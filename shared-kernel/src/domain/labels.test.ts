import { cardBrandLabel, paymentStatusLabel, savedCardLabel } from './labels';

describe('paymentStatusLabel', () => {
  it.each([
    [0, 'UNPAID'],
    [1, 'PARTIALLY PAID'],
    [2, 'FULLY PAID'],
    ['1', 'PARTIALLY PAID'],
  ])('labels %p as %p in both places', (code, label) => {
    expect(paymentStatusLabel(code, 'list')).toBe(label);
    expect(paymentStatusLabel(code, 'detail')).toBe(label);
  });

  it.each([3, -1, 1.5, null, undefined, '', 'x', 'PAID'])(
    'shows %p blank in the list and UNKNOWN in the detail',
    (code) => {
      expect(paymentStatusLabel(code, 'list')).toBe('');
      expect(paymentStatusLabel(code, 'detail')).toBe('UNKNOWN');
    },
  );
});

describe('cardBrandLabel', () => {
  it.each([
    ['v', 'Visa'],
    ['m', 'Master'],
    ['a', 'Amex'],
    ['d', 'Discover'],
    ['V', 'Visa'],
    [' d ', 'Discover'],
    ['x', 'Cash'],
    ['', 'Cash'],
    [null, 'Cash'],
    [undefined, 'Cash'],
  ])('%p -> %p', (code, label) => {
    expect(cardBrandLabel(code)).toBe(label);
  });
});

describe('savedCardLabel', () => {
  it('names the brand and last digits, and a card of another brand a card, never cash', () => {
    expect(savedCardLabel('v', '4242')).toBe('Visa ending in 4242');
    expect(savedCardLabel('o', '3530')).toBe('Card ending in 3530');
    expect(savedCardLabel(null, '0005')).toBe('Card ending in 0005');
  });
});
