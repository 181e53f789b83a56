import { EAN13_MODULES, barRuns, ean13CheckDigit, encodeEan13, isValidEan13 } from './ean13';

describe('EAN-13 encoding', () => {
  it('computes the check digit with weights 1 and 3', () => {
    expect(ean13CheckDigit('590123412345')).toBe(7);
    expect(ean13CheckDigit('400100000148')).toBe(2);
    expect(ean13CheckDigit('000000000000')).toBe(0);
  });

  it('accepts only 13 digits with the right check digit', () => {
    expect(isValidEan13('5901234123457')).toBe(true);
    expect(isValidEan13('5901234123458')).toBe(false);
    expect(isValidEan13('590123412345')).toBe(false);
    expect(isValidEan13('59012341234a7')).toBe(false);
  });

  it('draws 5901234123457 as the published pattern: guards, LGGLLG left half, R right half', () => {
    const expected = [
      '101',
      '0001011', // 9 L
      '0100111', // 0 G
      '0110011', // 1 G
      '0010011', // 2 L
      '0111101', // 3 L
      '0011101', // 4 G
      '01010',
      '1100110', // 1 R
      '1101100', // 2 R
      '1000010', // 3 R
      '1011100', // 4 R
      '1001110', // 5 R
      '1000100', // 7 R
      '101',
    ].join('');
    expect(encodeEan13('5901234123457')).toBe(expected);
    expect(expected).toHaveLength(EAN13_MODULES);
  });

  it('uses only L codes when the first digit is 0 (a UPC-A)', () => {
    const modules = encodeEan13('0012345678905');
    expect(modules?.slice(3, 10)).toBe('0001101'); // 0 in L
    expect(modules?.slice(10, 17)).toBe('0011001'); // 1 in L
  });

  it('refuses a value that is not a valid EAN-13', () => {
    expect(encodeEan13('123')).toBeNull();
    expect(encodeEan13('5901234123450')).toBeNull();
  });

  it('merges neighbouring bars into runs', () => {
    expect(barRuns('1011001110')).toEqual([
      [0, 1],
      [2, 2],
      [6, 3],
    ]);
  });
});
