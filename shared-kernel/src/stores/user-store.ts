import type { SessionUser } from '../contracts/customer.contract';
import { DEFAULT_BRAND_ID, DEFAULT_ID_STORE, GUEST_ID_CUSTOMER } from '../domain/constants';
import { eventBus } from '../events/event-bus';
import { createStore } from './create-store';
import { USER_STORAGE_KEY, loadPersistedUser, persistUser } from './user-persistence';

/** A recently viewed product; only idStyle is certain, the rest is whatever the page had. */
export interface RecentItem {
  idStyle: string;
  webTitle?: string;
  filepath1?: string;
  [key: string]: unknown;
}

/**
 * The session's user info (docs/product.md §4.1): the contract's signed-in user plus the recently viewed
 * items, which only the client keeps. userId 0 means not signed in.
 */
export interface UserInfo extends SessionUser {
  /** Unique by idStyle, oldest first. */
  recentViewItemsList: RecentItem[];
}

export const GUEST_USER: Readonly<UserInfo> = Object.freeze({
  userId: 0,
  idCustomer: GUEST_ID_CUSTOMER,
  idStore: DEFAULT_ID_STORE,
  brandId: DEFAULT_BRAND_ID,
  brandCode: '',
  zipcode: '',
  companyNm: '',
  firstname: '',
  lastname: '',
  email: '',
  tel: '',
  cellPhone: '',
  fax: '',
  priceLev: 0,
  receiveEmail: false,
  SPermit: '',
  token: '',
  tokenExp: 0,
  loginDt: '',
  recentViewItemsList: [],
});

/** Keeps the persisted slice small: beyond this many, the oldest recent items are dropped. */
export const RECENT_ITEMS_LIMIT = 50;

export const userStore = createStore<UserInfo>(loadPersistedUser(GUEST_USER));

/** True while this tab takes in what another tab stored: writing it back would be an echo at best. */
let isFollowingOtherTab = false;
userStore.subscribe((user) => {
  if (!isFollowingOtherTab) persistUser(user);
});

/**
 * Another tab signed in, signed out or changed the user: this tab follows at once. Before, a tab left
 * open kept its user in memory and wrote it back on its next change, so a sign-out elsewhere came undone.
 */
function followStoredUser(): void {
  const stored = loadPersistedUser(GUEST_USER);
  const previousUserId = userStore.get().userId;
  isFollowingOtherTab = true;
  try {
    userStore.set(stored);
  } finally {
    isFollowingOtherTab = false;
  }
  if (stored.userId !== previousUserId) {
    eventBus.publish('user/updated', { userId: stored.userId });
    eventBus.publish('user/changed-elsewhere', { userId: stored.userId, previousUserId });
  }
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    // A null key: the whole storage was cleared.
    if (event.key === USER_STORAGE_KEY || event.key === null) followStoredUser();
  });
}

/**
 * docs/product.md §4.1: only the fields that are truthy in the payload overwrite. So a payload cannot
 * set a field to 0, '' or false (receiveEmail cannot be turned off through it); signing out goes
 * through resetUserInfo instead.
 */
export function setUserInfo(partial: Partial<UserInfo>): void {
  const prev = userStore.get();
  const changes = truthyFields(partial);
  if (Object.keys(changes).length === 0) return;
  const next = { ...prev, ...changes };
  userStore.set(next);
  eventBus.publish('user/updated', { userId: next.userId });
}

const truthyFields = (partial: Partial<UserInfo>): Partial<UserInfo> =>
  Object.fromEntries(
    Object.entries(partial).filter(([key, value]) => Boolean(value) && key in GUEST_USER),
  ) as Partial<UserInfo>;

/**
 * A sign-in (docs/product.md §4.1: the user stored with a login date). Merged into what the store held, a
 * new user would keep an earlier user's fields where their own are blank (fax, permit), and that
 * user's recently viewed items, on a shared computer. So it starts from the guest defaults; the
 * recent items stay only when the same user signs in again (after their session expired).
 */
export function startUserInfo(user: Partial<UserInfo>): void {
  const prev = userStore.get();
  const recentViewItemsList = prev.userId !== 0 && prev.userId === user.userId ? prev.recentViewItemsList : [];
  const next = { ...GUEST_USER, ...truthyFields(user), recentViewItemsList };
  userStore.set(next);
  eventBus.publish('user/updated', { userId: next.userId });
}

/** Back to the guest defaults, recent items emptied. */
export function resetUserInfo(): void {
  userStore.set({ ...GUEST_USER, recentViewItemsList: [] });
  eventBus.publish('user/updated', { userId: GUEST_USER.userId });
}

/** Ignored when an item with the same idStyle is already listed. */
export function addRecentItem(item: RecentItem): void {
  userStore.set((prev) => {
    if (prev.recentViewItemsList.some((recent) => recent.idStyle === item.idStyle)) return prev;
    const list = [...prev.recentViewItemsList, item].slice(-RECENT_ITEMS_LIMIT);
    return { ...prev, recentViewItemsList: list };
  });
}

export const selectIsLoggedIn = (user: UserInfo): boolean => user.userId !== 0;
export const selectUserId = (user: UserInfo): number => user.userId;
export const selectIdCustomer = (user: UserInfo): number => user.idCustomer;
export const selectIdStore = (user: UserInfo): number => user.idStore;
export const selectBrandId = (user: UserInfo): number => user.brandId;
export const selectBrandCode = (user: UserInfo): string => user.brandCode;
export const selectZipcode = (user: UserInfo): string => user.zipcode;
export const selectCompanyName = (user: UserInfo): string => user.companyNm;
export const selectFirstName = (user: UserInfo): string => user.firstname;
export const selectEmail = (user: UserInfo): string => user.email;
export const selectPriceLev = (user: UserInfo): number => user.priceLev;
export const selectRecentItems = (user: UserInfo): RecentItem[] => user.recentViewItemsList;

/**
 * The header's welcome text parts, company name then first name ('Acme Kitchen Jane'); '' for a
 * visitor. The header adds its own greeting words around it.
 */
export const selectWelcomeName = (user: UserInfo): string =>
  user.userId === 0
    ? ''
    : [user.companyNm, user.firstname]
        .map((part) => part.trim())
        .filter(Boolean)
        .join(' ');
