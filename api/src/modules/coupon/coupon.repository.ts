import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** The form codes are compared in: what the unique index `coupons_code_key` holds them by. */
const comparedCode = sql<string>`lower(btrim(code))`;

const couponColumns = [
  'id',
  'code',
  'percent_off',
  'amount_off_cents',
  // As text: a `date` would come back as a Date at the server's midnight, a day off in some zones.
  sql<string | null>`to_char(valid_from, 'YYYY-MM-DD')`.as('valid_from'),
  sql<string | null>`to_char(valid_until, 'YYYY-MM-DD')`.as('valid_until'),
  'is_active',
  'description',
] as const;

export type CouponRow = Awaited<ReturnType<typeof findCoupon>> & object;

export const findCoupon = (db: Db, code: string) =>
  db
    .selectFrom('coupons')
    .select(couponColumns)
    .where(comparedCode, '=', sql<string>`lower(btrim(${code}))`)
    .executeTakeFirst();

export const listCoupons = (db: Db) => db.selectFrom('coupons').select(couponColumns).orderBy('code').execute();

export interface NewCoupon {
  code: string;
  percentOff: number | null;
  amountOffCents: number | null;
  validFrom: string | null;
  validUntil: string | null;
  description: string;
}

/** Adds a code; answers false when one that compares the same exists already (nothing is written). */
export const insertCoupon = async (db: Db, coupon: NewCoupon): Promise<boolean> =>
  (
    await db
      .insertInto('coupons')
      .values({
        code: coupon.code,
        percent_off: coupon.percentOff,
        amount_off_cents: coupon.amountOffCents,
        valid_from: coupon.validFrom,
        valid_until: coupon.validUntil,
        description: coupon.description,
      })
      .onConflict((oc) => oc.expression(comparedCode).doNothing())
      .returning('id')
      .execute()
  ).length > 0;

/** Turns a code off; answers whether there was one to turn off. */
export const disableCoupon = async (db: Db, code: string) =>
  (
    await db
      .updateTable('coupons')
      .set({ is_active: false })
      .where(comparedCode, '=', sql<string>`lower(btrim(${code}))`)
      .returning(['code', 'is_active'])
      .execute()
  ).length > 0;
