import { CHECKOUT_KEY_STORAGE, endCheckout, getCheckoutKey } from './checkout-key';

describe('the checkout key', () => {
  afterEach(() => endCheckout());

  it('stays the same for the same PO number: a retry or a reload makes one order', () => {
    const key = getCheckoutKey('PO-1');
    expect(key).toMatch(/^checkout-[0-9a-f]{32}$/);
    expect(getCheckoutKey('PO-1')).toBe(key);
  });

  it('is new for another PO number, so an unanswered checkout never lends its key to the next order', () => {
    const first = getCheckoutKey('PO-1');
    const second = getCheckoutKey('PO-2');
    expect(second).not.toBe(first);
    expect(getCheckoutKey('PO-2')).toBe(second);
  });

  it('is new once an order is placed', () => {
    const first = getCheckoutKey('PO-1');
    endCheckout();
    expect(getCheckoutKey('PO-1')).not.toBe(first);
  });

  it('takes a stored value it cannot read as no key', () => {
    sessionStorage.setItem(CHECKOUT_KEY_STORAGE, 'checkout-from-an-older-build');
    expect(getCheckoutKey('PO-1')).toMatch(/^checkout-[0-9a-f]{32}$/);
    expect(JSON.parse(sessionStorage.getItem(CHECKOUT_KEY_STORAGE)!)).toMatchObject({ custPO: 'PO-1' });
  });
});
