import { z } from 'zod';
import { STAFF_ROLES } from '../domain/staff-roles';
import { adminSessionRoutes } from './admin-session.routes';
import { defineCall, emailSchema, okSchema, requiredText, textOf } from './common';

/**
 * The back office's sessions (docs/product.md §13.1). A staff token is signed for its own audience and
 * with its own key, and the browser keeps it under its own storage key: it never works on a buyer's call,
 * and a buyer's never works here.
 */
export const staffMemberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** The least a staff password may be (staff hold more than one account's data: longer than a buyer's). */
export const STAFF_PASSWORD_MIN = 10;

export const staffSignInCall = defineCall({
  ...adminSessionRoutes.staffSignIn,
  summary: 'Signs a staff member in to the back office; answers a staff token',
  request: z.object({
    email: emailSchema,
    password: textOf('Password').min(1, 'Password is required').max(200, 'Password is too long'),
  }),
  response: z.object({
    is_success: z.literal(true),
    token: z.string(),
    /** Seconds since the epoch when the token stops working. */
    tokenExp: z.number().int(),
    staff: staffMemberSchema,
  }),
});

export const staffMeCall = defineCall({
  ...adminSessionRoutes.staffMe,
  summary: 'The signed-in staff member (any role)',
  request: z.object({}),
  response: z.object({ is_success: z.literal(true), staff: staffMemberSchema }),
});

export const staffSetPasswordCall = defineCall({
  ...adminSessionRoutes.staffSetPassword,
  summary: "Sets a staff member's password from a one-time link (valid 24 hours); ends its other sessions",
  request: z.object({
    token: requiredText('token', 200),
    password: textOf('Password')
      .min(STAFF_PASSWORD_MIN, `Password must be at least ${STAFF_PASSWORD_MIN} characters`)
      .max(200, 'Password is too long'),
  }),
  response: okSchema,
});
