import type { RecentItem, UserInfo } from './user-store';
import { localStorageOrNull as storage } from './local-storage';

/** The user-info slice is the only persisted state (docs/product.md §4.1), under this key. */
export const USER_STORAGE_KEY = 'root';

/**
 * Stored as `{"user": {...UserInfo}}`. Reading also accepts a bare UserInfo object, the shape an
 * earlier client may have left behind.
 */
interface PersistedShape {
  user: UserInfo;
}

const isRecentItem = (value: unknown): value is RecentItem =>
  typeof value === 'object' && value !== null && typeof (value as RecentItem).idStyle === 'string';

/**
 * Copies only the known fields whose stored type matches the guest default's, so a tampered or
 * outdated entry cannot put a wrong type into the store.
 */
function sanitize(raw: Record<string, unknown>, guest: Readonly<UserInfo>): UserInfo {
  const user: UserInfo = { ...guest, recentViewItemsList: [] };
  const target = user as unknown as Record<string, unknown>;
  for (const [key, fallback] of Object.entries(guest)) {
    const value = raw[key];
    if (key === 'recentViewItemsList') {
      if (Array.isArray(value)) user.recentViewItemsList = value.filter(isRecentItem);
    } else if (typeof value === typeof fallback && (typeof value !== 'number' || Number.isFinite(value))) {
      target[key] = value;
    }
  }
  return user;
}

/** The persisted user, or the guest when nothing (or nothing readable) is stored. */
export function loadPersistedUser(guest: Readonly<UserInfo>): UserInfo {
  const fallback = { ...guest, recentViewItemsList: [] };
  try {
    const text = storage()?.getItem(USER_STORAGE_KEY);
    if (!text) return fallback;
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return fallback;
    const record = parsed as Record<string, unknown>;
    const inner = record['user'];
    const candidate = typeof inner === 'object' && inner !== null && !Array.isArray(inner) ? inner : record;
    return sanitize(candidate as Record<string, unknown>, guest);
  } catch {
    return fallback; // corrupt JSON: start as a guest rather than fail the page
  }
}

export function persistUser(user: UserInfo): void {
  try {
    const shape: PersistedShape = { user };
    storage()?.setItem(USER_STORAGE_KEY, JSON.stringify(shape));
  } catch {
    // Quota or privacy mode: the session still works, it just will not survive a reload.
  }
}
