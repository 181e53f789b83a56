import crypto from 'node:crypto';
import type { StaffRole } from '@storefront/shared-kernel/domain';
import type { FastifyRequest } from 'fastify';
import type { Deps } from '../deps';
import { signSession, verifySession } from '../lib/jwt';

/**
 * Staff tokens (docs/product.md §13.1): the same HS256 format as a buyer's, with the audience `staff`
 * and a key of their own, derived from the store's secret. A buyer's token fails here on both counts, and
 * a staff token fails every buyer call the same way.
 */
const staffKeys = new Map<string, string>();
const staffKeyOf = (jwtSecret: string): string => {
  let key = staffKeys.get(jwtSecret);
  if (!key)
    staffKeys.set(jwtSecret, (key = crypto.createHmac('sha256', jwtSecret).update('staff-session').digest('hex')));
  return key;
};

/** The member a staff token names, as a call sees it. */
export interface StaffCaller {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
}

export const signStaffToken = (deps: Deps, staffId: number, tokenVersion: number): { token: string; exp: number } =>
  signSession(
    staffId,
    tokenVersion,
    staffKeyOf(deps.config.jwtSecret),
    deps.config.tokenTtlSeconds,
    undefined,
    'staff',
  );

const bearerOf = (request: FastifyRequest): string => {
  const header = request.headers.authorization ?? '';
  return header.startsWith('Bearer ') ? header.slice(7).trim() : '';
};

/**
 * The active member a request's staff token names, its token version current (a role change, disabling
 * or a new password bumps it, ending older tokens); null for anyone else. One primary-key read: staff
 * calls are few, and a disabled member must be out on its next call.
 */
export async function staffOfRequest(request: FastifyRequest, deps: Deps): Promise<StaffCaller | null> {
  const claims = verifySession(bearerOf(request), staffKeyOf(deps.config.jwtSecret), undefined, 'staff');
  if (!claims) return null;
  const row = await deps.db
    .selectFrom('staff')
    .select(['id', 'email', 'name', 'role', 'active', 'token_version'])
    .where('id', '=', Number(claims.sub))
    .executeTakeFirst();
  if (!row?.active || row.token_version !== claims.tv) return null;
  return { id: row.id, email: row.email, name: row.name, role: row.role };
}
