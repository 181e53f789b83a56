import { addStaffCall } from '@storefront/shared-kernel/contracts';
import { z } from 'zod';
import { CLI_ACTOR } from '../back-office/audit';
import { addStaff, disableStaffByEmail, listStaff } from '../back-office/staff.service';
import type { Deps } from '../deps';
import { decisionAnswer, type RemoteAnswer, type RemoteCommand } from './admin-remote';
import { decide, listPending } from './admin.service';
import { addCoupon, disableCoupon, listCouponRows, parseCouponInput } from './coupon-commands';

const email = z
  .string({ error: 'An email is required' })
  .trim()
  .toLowerCase()
  .email('Please enter a valid email address');
const LEVEL = '--level must be 1, 2, 3 or 4';

/** The commands' input, as the CLI's flags give it and the admin channel's bodies carry it. */
export const commandSchemas = {
  approve: z.object({
    email,
    level: z.number({ error: LEVEL }).int(LEVEL).min(1, LEVEL).max(4, LEVEL).default(1),
    taxExempt: z.boolean({ error: '--tax-exempt must be yes or no' }).optional(),
  }),
  reject: z.object({
    email,
    reason: z
      .string({ error: '--reason must be text' })
      .trim()
      .max(500, '--reason is at most 500 characters')
      .default(''),
  }),
  staffAdd: addStaffCall.request,
  staffDisable: z.object({ email }),
};

/** A command's input checked by its schema: its first complaint as one line for the terminal. */
export const parsedCommand = <T extends z.ZodType>(schema: T, input: unknown): z.output<T> => {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? 'The command is not valid');
  return parsed.data;
};

/**
 * Carries a command out, by the server that owns the embedded database (admin.routes.ts) or by the
 * CLI on a database it opened itself: one place, so both answer alike. Decisions and staff changes are
 * audited as the CLI's (docs/product.md §13.1).
 */
export async function carryOut(deps: Deps, request: RemoteCommand): Promise<RemoteAnswer> {
  switch (request.command) {
    case 'list-pending':
      return { pending: await listPending(deps.db) };
    case 'approve':
      return decisionAnswer(
        await decide(deps, request.email, { command: 'approve', level: request.level, taxExempt: request.taxExempt }),
      );
    case 'reject':
      return decisionAnswer(await decide(deps, request.email, { command: 'reject', reason: request.reason }));
    case 'coupon-add':
      return { added: await addCoupon(deps.db, parseCouponInput(request.coupon)) };
    case 'coupon-list':
      return { coupons: await listCouponRows(deps.db, deps.config.storeTimeZone) };
    case 'coupon-disable':
      return { found: await disableCoupon(deps.db, request.code) };
    case 'staff-add': {
      const added = await addStaff(deps, CLI_ACTOR, request);
      return { added: true, member: added.staff, link: added.link };
    }
    case 'staff-list':
      return { staff: await listStaff(deps.db) };
    case 'staff-disable': {
      const member = await disableStaffByEmail(deps, CLI_ACTOR, request.email);
      return member ? { found: true, member } : { found: false };
    }
  }
}
