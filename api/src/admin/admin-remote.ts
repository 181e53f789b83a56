import type { AdminChannel } from './admin-channel';
import type { CouponInput, CouponListRow } from './coupon-commands';

export type RemoteCommand =
  | { command: 'list-pending' }
  | { command: 'approve' | 'reject'; email: string }
  | { command: 'coupon-add'; coupon: CouponInput }
  | { command: 'coupon-list' }
  | { command: 'coupon-disable'; code: string };

/**
 * What the server answers a command: the pending list or the coupons, or whether the account (or
 * coupon) was found and already so, or whether a coupon was added.
 */
export interface RemoteAnswer {
  pending?: PendingRow[];
  coupons?: CouponListRow[];
  found?: boolean;
  unchanged?: boolean;
  added?: boolean;
}

/** Where a command goes on the admin channel, and the body it sends (none for a read). */
const routeOf = (request: RemoteCommand): [string, unknown?] => {
  switch (request.command) {
    case 'list-pending':
      return ['/pending'];
    case 'approve':
    case 'reject':
      return [`/${request.command}`, { email: request.email }];
    case 'coupon-add':
      return ['/coupons', request.coupon];
    case 'coupon-list':
      return ['/coupons'];
    case 'coupon-disable':
      return ['/coupons/disable', { code: request.code }];
  }
};

export interface PendingRow {
  email: string;
  company: string;
  name: string;
  tel: string;
  state: string;
  registered: string;
}

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
