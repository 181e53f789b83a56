import * as contracts from '@storefront/shared-kernel/contracts';
import type { CallContract } from '@storefront/shared-kernel/contracts';
import { STAFF_ROLES, type StaffRole } from '@storefront/shared-kernel/domain';
import { STAFF_CALL_ROLES } from '../../src/back-office/staff-route';
import { startTestApp, type TestApp } from '../helpers';
import { newStaff } from './staff-helpers';

/**
 * Every back-office call against every role (docs/product.md §13.1): a role the call names gets past
 * the guard (any answer but 401 and 403: an empty input may well be refused as bad input), any other
 * gets 403, a buyer's token and no token get 401.
 */
const OPEN = new Set(['POST /admin/session/sign-in', 'POST /admin/session/set-password']);
const adminCalls = (Object.values(contracts) as unknown[]).filter(
  (value): value is CallContract =>
    !!value &&
    typeof value === 'object' &&
    'request' in value &&
    String((value as CallContract).path).startsWith('/admin/'),
);

let t: TestApp;
const tokens = {} as Record<StaffRole | 'buyer', string>;
beforeAll(async () => {
  t = await startTestApp();
  for (const role of STAFF_ROLES) tokens[role] = (await newStaff(t, role)).token;
  tokens.buyer = (await t.newCustomer()).token;
});
afterAll(async () => t?.close());

it('finds the back office’s calls, each registered with its roles', () => {
  expect(adminCalls.length).toBeGreaterThanOrEqual(8);
  const guarded = adminCalls.filter((call) => !OPEN.has(`${call.method} ${call.path}`));
  expect(guarded.filter((call) => !STAFF_CALL_ROLES.has(`${call.method} ${call.path}`)).map((c) => c.path)).toEqual([]);
});

const call = (contract: CallContract, token?: string) =>
  contract.method === 'GET' ? t.get(contract.path, { token }) : t.post(contract.path, { token, body: {} });

it.each(adminCalls.filter((c) => !OPEN.has(`${c.method} ${c.path}`)).map((c) => [`${c.method} ${c.path}`, c] as const))(
  '%s: its roles pass, other roles 403, a buyer and nobody 401',
  async (key, contract) => {
    const allowed = STAFF_CALL_ROLES.get(key)!;
    for (const role of STAFF_ROLES) {
      const { status } = await call(contract, tokens[role]);
      const passed = status !== 401 && status !== 403;
      expect([role, passed]).toEqual([role, allowed.includes(role)]);
      if (!passed) expect([role, status]).toEqual([role, 403]);
    }
    expect((await call(contract, tokens.buyer)).status).toBe(401);
    expect((await call(contract)).status).toBe(401);
  },
);
