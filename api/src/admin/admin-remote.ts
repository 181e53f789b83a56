import type { RegistrationRow, StaffRow } from '@storefront/shared-kernel/contracts';
import type { StaffRole } from '@storefront/shared-kernel/domain';
import type { AdminChannel } from './admin-channel';
import type { DecisionOutcome } from './admin.service';
import type { CouponInput, CouponListRow } from './coupon-commands';

export type RemoteCommand =
  | { command: 'list-pending' }
  | { command: 'approve'; email: string; level: number; taxExempt?: boolean }
  | { command: 'reject'; email: string; reason: string }
  | { command: 'coupon-add'; coupon: CouponInput }
  | { command: 'coupon-list' }
  | { command: 'coupon-disable'; code: string }
  | { command: 'staff-add'; email: string; role: StaffRole; name: string }
  | { command: 'staff-list' }
  | { command: 'staff-disable'; email: string };

/**
 * What the server answers a command: the pending list, the coupons or the staff; whether the account
 * (coupon, member) was found and already so; a decision's outcome; whether a coupon was added; a new
 * member with its one-time set-password link.
 */
export interface RemoteAnswer {
  pending?: RegistrationRow[];
  coupons?: CouponListRow[];
  found?: boolean;
  unchanged?: boolean;
  added?: boolean;
  /** A decision the registration's state refused (decided the other way already). */
  refused?: string;
  /** The registration as a decision left it. */
  registration?: RegistrationRow;
  /** False when a decision stands but the applicant's email could not be sent. */
  mailSent?: boolean;
  staff?: StaffRow[];
  member?: StaffRow;
  link?: string;
}

/** A decision's outcome as the admin channel answers it (found and unchanged, as before decisions had more). */
export const decisionAnswer = (decided: DecisionOutcome): RemoteAnswer => {
  switch (decided.outcome) {
    case 'not-found':
      return { found: false, unchanged: false };
    case 'unchanged':
      return { found: true, unchanged: true };
    case 'refused':
      return { found: true, unchanged: false, refused: decided.message };
    case 'decided':
      return {
        found: true,
        unchanged: false,
        registration: decided.registration,
        ...(decided.mailSent ? {} : { mailSent: false }),
      };
  }
};

/** Where a command goes on the admin channel, and the body it sends (none for a read). */
const routeOf = (request: RemoteCommand): [string, unknown?] => {
  switch (request.command) {
    case 'list-pending':
      return ['/pending'];
    case 'approve':
      return ['/approve', { email: request.email, level: request.level, taxExempt: request.taxExempt }];
    case 'reject':
      return ['/reject', { email: request.email, reason: request.reason }];
    case 'coupon-add':
      return ['/coupons', request.coupon];
    case 'coupon-list':
      return ['/coupons'];
    case 'coupon-disable':
      return ['/coupons/disable', { code: request.code }];
    case 'staff-add':
      return ['/staff', { email: request.email, role: request.role, name: request.name }];
    case 'staff-list':
      return ['/staff'];
    case 'staff-disable':
      return ['/staff/disable', { email: request.email }];
  }
};

/**
 * Sends one admin command to the running server (which owns the embedded database). Returns null
 * when no server answers there, so the caller can open the database itself.
 */
export async function runThroughServer(
  channel: AdminChannel,
  apiKey: string,
  request: RemoteCommand,
): Promise<RemoteAnswer | null> {
  const headers = { 'x-admin-token': channel.token, 'x-api-key': apiKey, 'content-type': 'application/json' };
  let response: Response;
  try {
    const [route, body] = routeOf(request);
    response = await fetch(
      `${channel.url}/api/cli${route}`,
      body === undefined ? { headers } : { method: 'POST', headers, body: JSON.stringify(body) },
    );
  } catch {
    return null; // no server there any more: the channel file is left from a stopped one
  }
  const body = (await response.json()) as RemoteAnswer & { message?: string };
  if (!response.ok) throw new Error(body.message ?? `The server refused the command (${response.status})`);
  return body;
}
