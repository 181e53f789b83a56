import { asCustomerId, asIdStyle, asOrderNo } from './ids';
import type { CustomerId, IdStyle, OrderNo } from './ids';

describe('branded id constructors', () => {
  it('keeps the run-time value', () => {
    const style: IdStyle = asIdStyle('AB/12-3');
    const customer: CustomerId = asCustomerId('215');
    const order: OrderNo = asOrderNo(1001);
    expect(style).toBe('AB/12-3');
    expect(customer).toBe(215);
    expect(order).toBe('1001');
  });

  it('refuses values that cannot be ids', () => {
    expect(() => asIdStyle('  ')).toThrow(TypeError);
    expect(() => asCustomerId(0)).toThrow(TypeError);
    expect(() => asCustomerId(1.5)).toThrow(TypeError);
    expect(() => asCustomerId('abc')).toThrow(TypeError);
    expect(() => asOrderNo(' ')).toThrow(TypeError);
  });

  it('keeps brands apart at the type level', () => {
    const customer = asCustomerId(7);
    // @ts-expect-error a plain number is not a CustomerId
    const notBranded: CustomerId = 7;
    // @ts-expect-error an IdStyle is not an OrderNo
    const mixedUp: OrderNo = asIdStyle('X1');
    expect([customer, notBranded, mixedUp]).toHaveLength(3);
  });
});
