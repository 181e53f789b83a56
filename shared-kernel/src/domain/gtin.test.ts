import { isValidGtin } from './gtin';

describe('isValidGtin', () => {
  it.each(['4006381333931', '036000291452', '0036000291452', '5901234123457'])('takes %s', (code) => {
    expect(isValidGtin(code)).toBe(true);
  });

  it.each([
    ['a wrong check digit', '4006381333932'],
    ['a wrong UPC-A check digit', '036000291453'],
    ['11 digits', '03600029145'],
    ['14 digits', '40063813339310'],
    ['letters', '40063813339a1'],
    ['nothing', ''],
  ])('refuses %s', (_name, code) => {
    expect(isValidGtin(code)).toBe(false);
  });
});
