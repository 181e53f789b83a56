import { z } from 'zod';
import { STAFF_ROLES } from '../domain/staff-roles';
import { adminDay, adminPageOf, adminPageParams } from './admin-common';
import { adminStaffRoutes } from './admin-staff.routes';
import { booleanFromText, choiceOf, defineCall, emailSchema, intParam, oneLineText, optionalText } from './common';

/** Staff members and the audit log (docs/product.md §13.1), for admins. */
export const staffRowSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  active: z.boolean(),
  /** Whether the member has set a password (a new member has only its link until then). */
  passwordSet: z.boolean(),
  createdAt: z.string(),
});
export type StaffRow = z.infer<typeof staffRowSchema>;

/** A one-time link to set a password, and when it stops working (ISO time). */
const passwordLinkSchema = z.object({ link: z.string(), expiresAt: z.string() });

export const listStaffCall = defineCall({
  ...adminStaffRoutes.listStaff,
  summary: 'The staff members, by email',
  request: z.object({}),
  response: z.object({ is_success: z.literal(true), staff: z.array(staffRowSchema) }),
});

export const addStaffCall = defineCall({
  ...adminStaffRoutes.addStaff,
  summary: 'Adds a staff member; answers its one-time set-password link (valid 24 hours)',
  request: z.object({
    email: emailSchema,
    name: optionalText(100, 'Name'),
    role: choiceOf('Role', STAFF_ROLES),
  }),
  response: z.object({ is_success: z.literal(true), staff: staffRowSchema }).merge(passwordLinkSchema),
});

export const updateStaffCall = defineCall({
  ...adminStaffRoutes.updateStaff,
  summary:
    "Changes a staff member's name, role or whether it may sign in; a role change or disabling ends its sessions",
  request: z.object({
    id: intParam((n) => n.positive()),
    name: oneLineText(100, 'Name').optional(),
    role: choiceOf('Role', STAFF_ROLES).optional(),
    active: booleanFromText.optional(),
  }),
  response: z.object({ is_success: z.literal(true), staff: staffRowSchema }),
});

export const staffPasswordLinkCall = defineCall({
  ...adminStaffRoutes.staffPasswordLink,
  summary: 'A new one-time set-password link for a staff member (valid 24 hours)',
  request: z.object({ id: intParam((n) => n.positive()) }),
  response: z.object({ is_success: z.literal(true) }).merge(passwordLinkSchema),
});

export const auditRowSchema = z.object({
  id: z.string(),
  at: z.string(),
  /** The member's email, or `cli` for a decision made with `npm run admin`. */
  actor: z.string(),
  action: z.string(),
  recordKind: z.string(),
  recordId: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditRow = z.infer<typeof auditRowSchema>;

export const listAuditCall = defineCall({
  ...adminStaffRoutes.listAudit,
  summary: 'The audit log, newest first, filtered by member, kind (action or record) and days',
  request: z.object({
    ...adminPageParams,
    /** A staff member's id, or 0 for the CLI's decisions. */
    staffId: intParam((n) => n.min(0)).optional(),
    /** An action (`order.status`) or its first part (`order`). */
    kind: oneLineText(60, 'Kind').optional(),
    from: adminDay('From'),
    to: adminDay('To'),
  }),
  response: adminPageOf(auditRowSchema),
});
