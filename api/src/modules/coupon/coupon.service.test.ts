import { loadConfig } from '../../config';
import { couponRefusal, storeToday } from './coupon.service';

describe("a discount code's days", () => {
  // 2026-03-31 23:30 in New York is already April 1st in London.
  const lateOnTheLastDay = new Date('2026-04-01T03:30:00Z');
  const endsMarch31 = {
    code: 'SPRING',
    is_active: true,
    valid_from: null,
    valid_until: '2026-03-31',
  } as Parameters<typeof couponRefusal>[0];

  it("are the store's own days (config storeTimeZone), not the server's or the buyer's", () => {
    expect(storeToday('America/New_York', lateOnTheLastDay)).toBe('2026-03-31');
    expect(storeToday('Europe/London', lateOnTheLastDay)).toBe('2026-04-01');
    expect(couponRefusal(endsMarch31, storeToday('America/New_York', lateOnTheLastDay))).toBeUndefined();
    expect(couponRefusal(endsMarch31, storeToday('Europe/London', lateOnTheLastDay))).toBe(
      'This discount code has expired.',
    );
  });

  it('come from STORE_TIME_ZONE, Pacific by default, and a misspelt zone stops the start', () => {
    expect(loadConfig({ JWT_SECRET: 's' }).storeTimeZone).toBe('America/Los_Angeles');
    expect(loadConfig({ JWT_SECRET: 's', STORE_TIME_ZONE: 'America/New_York' }).storeTimeZone).toBe('America/New_York');
    expect(() => loadConfig({ JWT_SECRET: 's', STORE_TIME_ZONE: 'Mars/Olympus_Mons' })).toThrow(
      'STORE_TIME_ZONE must be a time zone name',
    );
  });
});
