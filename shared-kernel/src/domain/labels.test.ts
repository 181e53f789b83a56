import { cardBrandLabel, paymentStatusLabel } from './labels';

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
