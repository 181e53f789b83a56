import { apiClient } from '../api-client/api-client';
import type { ApiRequest } from '../api-client/http-client';
import { getStoredToken, storeToken } from '../api-client/token-storage';
import { eventBus } from '../events/event-bus';
import { answerOf, sendCallsTo } from '../testing/transport';
import {
  STAFF_SESSION_STORAGE_KEY,
  endStaffSession,
  getStaffToken,
  staffSessionStore,
  startStaffSession,
  type StaffSession,
} from './staff-session-store';

const session = (token = 'staff-token'): StaffSession => ({
  token,
  tokenExp: Math.floor(Date.now() / 1000) + 3600,
  staff: { id: 7, email: 'ada@staff.test', name: 'Ada', role: 'admin' },
});

let restore: (() => void) | undefined;

/** Answers every request with `status`, remembering the requests as they left. */
function answerWith(status: number): ApiRequest[] {
  const calls = sendCallsTo(() => answerOf({}, status));
  restore = calls.restore;
  return calls.seen;
}
const bearer = (request: ApiRequest | undefined) => request?.headers.authorization;

afterEach(() => {
  restore?.();
  staffSessionStore.set(null);
  localStorage.clear();
});

describe('the staff session (docs/product.md §13.1)', () => {
  it('is kept under its own key, apart from the buyer token, and says so on the bus', () => {
    const heard: string[] = [];
    const off = eventBus.subscribe('staff/signed-in', () => heard.push('in'));
    storeToken('buyer-token');
    startStaffSession(session());
    expect(JSON.parse(localStorage.getItem(STAFF_SESSION_STORAGE_KEY) ?? 'null')).toEqual(session());
    expect(getStoredToken()).toBe('buyer-token');
    expect(getStaffToken()).toBe('staff-token');
    expect(heard).toEqual(['in']);
    endStaffSession('signed-out');
    expect(localStorage.getItem(STAFF_SESSION_STORAGE_KEY)).toBeNull();
    expect(getStoredToken()).toBe('buyer-token');
    off();
  });

  it('sends the staff token on back-office calls only, and the buyer token on the others', async () => {
    storeToken('buyer-token');
    startStaffSession(session());
    const seen = answerWith(200);
    await apiClient.get('/admin/orders/list');
    await apiClient.get('/cart/get');
    expect(seen.map(bearer)).toEqual(['Bearer staff-token', 'Bearer buyer-token']);
  });

  it('ends on a 401 of a back-office call, stays on its 403, and never ends the buyer session', async () => {
    storeToken('buyer-token');
    startStaffSession(session());
    answerWith(403);
    await expect(apiClient.get('/admin/staff/list')).rejects.toThrow();
    expect(getStaffToken()).toBe('staff-token');
    answerWith(401);
    await expect(apiClient.get('/admin/staff/list')).rejects.toThrow();
    expect(getStaffToken()).toBeNull();
    expect(getStoredToken()).toBe('buyer-token');
  });

  it('follows a sign-out made in another tab', () => {
    startStaffSession(session());
    const ended: string[] = [];
    const off = eventBus.subscribe('staff/signed-out', (payload) => ended.push(payload.reason));
    localStorage.removeItem(STAFF_SESSION_STORAGE_KEY);
    window.dispatchEvent(new StorageEvent('storage', { key: STAFF_SESSION_STORAGE_KEY }));
    expect(staffSessionStore.get()).toBeNull();
    expect(ended).toEqual(['signed-out']);
    off();
  });
});
