import { cardBrand, isLuhnValid } from './payment.service';

describe('card checks', () => {
  it('validates Luhn checksums', () => {
    expect(isLuhnValid('4111111111111111')).toBe(true);
    expect(isLuhnValid('4111111111111112')).toBe(false);
    expect(isLuhnValid('378282246310005')).toBe(true);
  });

  it("names the brand with the product's codes", () => {
    expect(cardBrand('4111111111111111')).toBe('v');
    expect(cardBrand('5555555555554444')).toBe('m');
    expect(cardBrand('2223003122003222')).toBe('m');
    expect(cardBrand('378282246310005')).toBe('a');
    expect(cardBrand('6011111111111117')).toBe('d');
    expect(cardBrand('3530111333300000')).toBe('o');
  });
});
