import { z } from 'zod';
import type { Db } from '../db/database';
import * as repo from '../modules/coupon/coupon.repository';
import { couponRefusal, storeToday } from '../modules/coupon/coupon.service';

const day = (label: string) =>
  z
    .string({ error: `${label} must be a date (YYYY-MM-DD)` })
    .refine((text) => z.iso.date().safeParse(text).success, `${label} must be a date (YYYY-MM-DD)`)
    .nullable()
    .default(null);

/** A new coupon as staff give it (the CLI's flags, or the admin channel's body): amounts in dollars. */
export const couponInputSchema = z
  .object({
    code: z
      .string({ error: 'A code is required' })
      .trim()
      .min(1, 'A code is required')
      .max(60, 'A code is at most 60 characters')
      .regex(/^[^\s\p{C}]+$/u, 'A code is one word: letters, digits and signs, no spaces'),
    percent: z
      .number({ error: '--percent must be a number' })
      .int('--percent must be a whole number')
      .min(1)
      .max(100)
      .nullable()
      .default(null),
    amount: z
      .number({ error: '--amount must be a number' })
      .positive('--amount must be more than 0')
      .max(1_000_000)
      .nullable()
      .default(null),
    from: day('--from'),
    until: day('--until'),
    description: z.string().trim().max(200, 'The description is at most 200 characters').default(''),
  })
  .refine((c) => (c.percent === null) !== (c.amount === null), 'Give one of --percent N or --amount D')
  .refine(
    (c) => c.amount === null || Math.abs(c.amount * 100 - Math.round(c.amount * 100)) < 1e-6,
    '--amount has at most 2 decimals',
  )
  .refine((c) => !c.from || !c.until || c.from <= c.until, '--from must not be after --until')
  .transform((c): repo.NewCoupon => ({
    code: c.code,
    percentOff: c.percent,
    amountOffCents: c.amount === null ? null : Math.round(c.amount * 100),
    validFrom: c.from,
    validUntil: c.until,
    description: c.description,
  }));
export type CouponInput = z.input<typeof couponInputSchema>;

/** `coupon-add CODE --percent 10 --until 2026-12-31 --description "…"` as the schema's input. */
export function couponInputFromArgs(args: string[]): CouponInput {
  const input: Record<string, unknown> = {};
  const rest: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const flag = /^--(percent|amount|from|until|description)$/.exec(args[i]!)?.[1];
    if (!flag) {
      rest.push(args[i]!);
      continue;
    }
    const value = args[++i];
    if (value === undefined) throw new Error(`--${flag} needs a value`);
    input[flag] = flag === 'percent' || flag === 'amount' ? Number(value) : value;
  }
  if (rest.length > 1) throw new Error(`Unexpected: ${rest.slice(1).join(' ')} (a code is one word)`);
  return { ...input, code: rest[0] } as CouponInput;
}

/** The schema's first complaint, as one line for the terminal. */
export const parseCouponInput = (input: unknown): repo.NewCoupon => {
  const parsed = couponInputSchema.safeParse(input);
  if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? 'The coupon is not valid');
  return parsed.data;
};

export interface CouponListRow {
  code: string;
  /** '10% off' or '$5.00 off'. */
  off: string;
  from: string;
  until: string;
  /** active, disabled, expired or not yet valid (as a buyer's code would be told). */
  state: string;
  description: string;
}

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

export async function listCouponRows(db: Db, timeZone: string, now = new Date()): Promise<CouponListRow[]> {
  const today = storeToday(timeZone, now);
  return (await repo.listCoupons(db)).map((c) => {
    const refusal = c.is_active ? couponRefusal(c, today) : 'disabled';
    return {
      code: c.code,
      off: c.percent_off !== null ? `${c.percent_off}% off` : `${dollars(c.amount_off_cents ?? 0)} off`,
      from: c.valid_from ?? '-',
      until: c.valid_until ?? '-',
      state: !refusal
        ? 'active'
        : refusal === 'disabled'
          ? 'disabled'
          : refusal.includes('expired')
            ? 'expired'
            : 'not yet valid',
      description: c.description,
    };
  });
}

export const addCoupon = (db: Db, coupon: repo.NewCoupon) => repo.insertCoupon(db, coupon);
export const disableCoupon = (db: Db, code: string) => repo.disableCoupon(db, code);
