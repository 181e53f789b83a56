import { MAX_QUANTITY } from './constants';
import {
  allowedQuantity,
  breakPriceCents,
  lineProblem,
  percentOffLabel,
  percentOfBp,
  quantityBreach,
  quantityMessages,
  smallestQuantity,
} from './quantity-rules';

const packs12min24 = { pack: 12, minBuy: 24 };

describe('quantityBreach', () => {
  it.each([
    [24, null],
    [36, null],
    [12, 'minimum'],
    [30, 'pack'],
    [6, 'pack'],
  ])('%p of packs of 12, minimum 24: %p', (qty, breach) => {
    expect(quantityBreach(qty, packs12min24)).toBe(breach);
  });

  it('counts a pack of 0 as 1 and a minimum under the pack as the pack', () => {
    expect(quantityBreach(1, { pack: 0, minBuy: 0 })).toBeNull();
    expect(quantityBreach(6, { pack: 6, minBuy: 1 })).toBeNull();
    expect(smallestQuantity({ pack: 6, minBuy: 1 })).toBe(6);
  });
});

describe('allowedQuantity', () => {
  it.each([
    [1, 24],
    [12, 24],
    [25, 36],
    [36, 36],
    [37, 48],
  ])('mends %p to %p (packs of 12, minimum 24)', (qty, fixed) => {
    expect(allowedQuantity(qty, packs12min24)).toBe(fixed);
  });

  it('stays within the most a line holds', () => {
    const fixed = allowedQuantity(MAX_QUANTITY - 1, { pack: 12, minBuy: 12 });
    expect(fixed).toBeLessThanOrEqual(MAX_QUANTITY);
    expect(fixed % 12).toBe(0);
  });
});

describe('lineProblem', () => {
  it('marks a line off the pack or below the minimum with its fix, and a hidden product with none', () => {
    expect(lineProblem(30, { ...packs12min24, isHidden: false })).toEqual({
      reason: 'Sold in packs of 12',
      fixQty: 36,
    });
    expect(lineProblem(12, { ...packs12min24, isHidden: false })).toEqual({ reason: 'Minimum order 24', fixQty: 24 });
    expect(lineProblem(24, { ...packs12min24, isHidden: true })).toEqual({
      reason: 'No longer available',
      fixQty: null,
    });
    expect(lineProblem(24, { ...packs12min24, isHidden: false })).toBeNull();
  });

  it('words the refusals as the server says them', () => {
    expect(quantityMessages.pack('TIGER Inner Pot', 12)).toBe('TIGER Inner Pot is sold in packs of 12');
    expect(quantityMessages.minimum('TIGER Inner Pot', 24)).toBe('The minimum order for TIGER Inner Pot is 24');
  });
});

describe('volume breaks', () => {
  it('takes the percent off in whole cents, half up', () => {
    expect(breakPriceCents(1000, 500)).toBe(950);
    // 1010 * 5 % = 50.5 -> 51 off
    expect(breakPriceCents(1010, 500)).toBe(959);
    // 1009 * 5 % = 50.45 -> 50 off
    expect(breakPriceCents(1009, 500)).toBe(959);
    expect(breakPriceCents(999, 0)).toBe(999);
  });

  it('labels the discount', () => {
    expect(percentOffLabel(percentOfBp(500))).toBe('5% off');
    expect(percentOffLabel(percentOfBp(250))).toBe('2.5% off');
  });
});
