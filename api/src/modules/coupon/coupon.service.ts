import type { Db } from '../../db/database';
import { badRequest } from '../../lib/errors';
import * as repo from './coupon.repository';

export const COUPON_NOT_VALID = 'This discount code is not valid.';
export const COUPON_EXPIRED = 'This discount code has expired.';
export const COUPON_NOT_YET_VALID = 'This discount code is not valid yet.';

/** Today as YYYY-MM-DD in the store's calendar (config `storeTimeZone`), which a code's days are counted in. */
export const storeToday = (timeZone: string, now = new Date()): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    .format(now)
    .slice(0, 10);

export interface AppliedCoupon {
  /** The code as the store spells it (not as the buyer typed it). */
  code: string;
  description: string;
  percentOff: number | null;
  amountOffCents: number | null;
}

/** Why a code cannot be used today, or undefined when it can. */
export const couponRefusal = (coupon: repo.CouponRow | undefined, today: string): string | undefined => {
  if (!coupon || !coupon.is_active) return COUPON_NOT_VALID;
  if (coupon.valid_until !== null && coupon.valid_until < today) return COUPON_EXPIRED;
  if (coupon.valid_from !== null && coupon.valid_from > today) return COUPON_NOT_YET_VALID;
  return undefined;
};

/**
 * The coupon a buyer's code names, usable today; null for no code. A code the store does not have, has
 * turned off, or whose days are over (or not begun) is refused with 400 naming `field`.
 */
export async function findUsableCoupon(
  db: Db,
  timeZone: string,
  code: string | undefined,
  field: string,
  now = new Date(),
): Promise<AppliedCoupon | null> {
  const given = (code ?? '').trim();
  if (!given) return null;
  const coupon = await repo.findCoupon(db, given);
  const refusal = couponRefusal(coupon, storeToday(timeZone, now));
  if (refusal || !coupon) throw badRequest(refusal ?? COUPON_NOT_VALID, { [field]: [refusal ?? COUPON_NOT_VALID] });
  return {
    code: coupon.code,
    description: coupon.description,
    percentOff: coupon.percent_off,
    amountOffCents: coupon.amount_off_cents,
  };
}

/** What a coupon takes off a subtotal, in cents: a percent rounded to the cent, an amount never past the subtotal. */
export const discountCents = (subtotalCents: number, coupon: AppliedCoupon | null): number => {
  if (!coupon) return 0;
  if (coupon.percentOff !== null) return Math.round((subtotalCents * coupon.percentOff) / 100);
  return Math.min(coupon.amountOffCents ?? 0, subtotalCents);
};
