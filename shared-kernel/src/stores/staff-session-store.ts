import type { StaffMember } from '../contracts/admin-session.contract';
import { STAFF_ROLES } from '../domain/staff-roles';
import { eventBus } from '../events/event-bus';
import { createStore } from './create-store';
import { localStorageOrNull as storage } from './local-storage';

/**
 * The back office's session (docs/product.md §13.1): the staff token and who it names. Kept apart from
 * the buyer's (their own storage key, their own store), so a buyer and a staff member can be signed in
 * in one browser, and the API client sends each token only on its own calls (api-client.ts).
 */
export interface StaffSession {
  token: string;
  /** Seconds since the epoch when the token stops working. */
  tokenExp: number;
  staff: StaffMember;
}

export const STAFF_SESSION_STORAGE_KEY = 'staff-session';

const isStaffSession = (value: unknown): value is StaffSession => {
  const v = value as Partial<StaffSession> | null;
  const staff = v?.staff as Partial<StaffMember> | undefined;
  return (
    typeof v?.token === 'string' &&
    v.token !== '' &&
    typeof v.tokenExp === 'number' &&
    typeof staff?.id === 'number' &&
    typeof staff.email === 'string' &&
    typeof staff.name === 'string' &&
    (STAFF_ROLES as readonly unknown[]).includes(staff.role)
  );
};

/** The stored session when it is whole and not yet expired; anything else is none. */
function loadStaffSession(now = Date.now()): StaffSession | null {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(STAFF_SESSION_STORAGE_KEY) ?? 'null');
    return isStaffSession(parsed) && parsed.tokenExp * 1000 > now ? parsed : null;
  } catch {
    return null;
  }
}

export const staffSessionStore = createStore<StaffSession | null>(loadStaffSession());

staffSessionStore.subscribe((session) => {
  try {
    if (session) storage()?.setItem(STAFF_SESSION_STORAGE_KEY, JSON.stringify(session));
    else storage()?.removeItem(STAFF_SESSION_STORAGE_KEY);
  } catch {
    // Quota or privacy mode: the session lasts only for this page.
  }
});

/**
 * Another tab signed a member in or out: this tab follows, so a sign-out in one tab is not undone by a
 * page left open in another. Its bus hears it as a sign-in or an ended session like its own.
 */
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== STAFF_SESSION_STORAGE_KEY && event.key !== null) return;
    const stored = loadStaffSession();
    const current = staffSessionStore.get();
    if (stored?.token === current?.token) return;
    staffSessionStore.set(stored);
    if (stored) eventBus.publish('staff/signed-in', { staffId: stored.staff.id });
    else eventBus.publish('staff/signed-out', { reason: 'signed-out' });
  });
}

/** The staff token for the back office's calls, or null when no member is signed in. */
export const getStaffToken = (): string | null => staffSessionStore.get()?.token ?? null;

/** A member signed in (the back office's sign-in page). */
export function startStaffSession(session: StaffSession): void {
  staffSessionStore.set(session);
  eventBus.publish('staff/signed-in', { staffId: session.staff.id });
}

/** The member signed out, or the API no longer takes its token (`ended`: 'signed-out' or 'expired'). */
export function endStaffSession(ended: 'signed-out' | 'expired'): void {
  if (!staffSessionStore.get()) return;
  staffSessionStore.set(null);
  eventBus.publish('staff/signed-out', { reason: ended });
}
