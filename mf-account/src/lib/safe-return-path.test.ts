import { safeReturnPath } from './safe-return-path';

describe('safeReturnPath', () => {
  it.each([
    ['/cart', '/cart'],
    ['/search?keyword=rice%20cooker&page=2', '/search?keyword=rice%20cooker&page=2'],
    ['/order/500001#items', '/order/500001#items'],
    ['/myaccount/orders', '/myaccount/orders'],
  ])('keeps the in-site path %s', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });

  it.each([
    [null],
    [undefined],
    [''],
    ['https://evil.example/'],
    ['http://evil.example'],
    ['//evil.example/path'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['javascript:alert(1)'],
    ['JaVaScRiPt:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['evil.example'],
    ['/\t/evil.example'],
    ['/\n/evil.example'],
    ['/login'],
    ['/login?returnTo=/cart'],
    ['/reset-password?token=x'],
    ['/register'],
  ])('sends %j home instead', (value) => {
    expect(safeReturnPath(value)).toBe('/');
  });

  it('normalises dot segments so they cannot climb out of the site', () => {
    expect(safeReturnPath('/a/../../cart')).toBe('/cart');
  });
});
