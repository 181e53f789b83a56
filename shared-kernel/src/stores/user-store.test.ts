import { eventBus } from '../events/event-bus';
import {
  GUEST_USER,
  RECENT_ITEMS_LIMIT,
  addRecentItem,
  resetUserInfo,
  selectIdCustomer,
  selectIsLoggedIn,
  selectUserId,
  selectWelcomeName,
  setUserInfo,
  startUserInfo,
  userStore,
} from './user-store';
import { USER_STORAGE_KEY } from './user-persistence';

const stored = () => JSON.parse(localStorage.getItem(USER_STORAGE_KEY) ?? 'null') as { user: Record<string, unknown> };

describe('userStore', () => {
  beforeEach(() => resetUserInfo());

  it('starts as the guest', () => {
    expect(GUEST_USER).toMatchObject({
      userId: 0,
      idCustomer: 214,
      idStore: 1,
      brandId: 1,
      email: '',
      recentViewItemsList: [],
    });
    expect(selectIsLoggedIn(userStore.get())).toBe(false);
    expect(selectIdCustomer(userStore.get())).toBe(214);
  });

  it('overwrites only the fields that are truthy in the payload', () => {
    setUserInfo({
      userId: 7,
      idCustomer: 500,
      firstname: 'Jane',
      companyNm: 'Acme Kitchen',
      email: 'jane@example.com',
    });
    setUserInfo({ userId: 0, firstname: '', email: 'new@example.com', zipcode: '' });
    const user = userStore.get();
    expect(selectUserId(user)).toBe(7);
    expect(user.firstname).toBe('Jane');
    expect(user.email).toBe('new@example.com');
    expect(user.zipcode).toBe('');
    expect(selectIsLoggedIn(user)).toBe(true);
    expect(selectWelcomeName(user)).toBe('Acme Kitchen Jane');
  });

  it('ignores unknown fields and payloads with nothing truthy', () => {
    const listener = jest.fn();
    const stop = userStore.subscribe(listener);
    setUserInfo({ userId: 0, email: '' });
    setUserInfo({ bogus: 'x' } as never);
    expect(listener).not.toHaveBeenCalled();
    expect(userStore.get()).not.toHaveProperty('bogus');
    stop();
  });

  it('publishes user/updated on a change', () => {
    const handler = jest.fn();
    const stop = eventBus.subscribe('user/updated', handler);
    setUserInfo({ userId: 3 });
    resetUserInfo();
    expect(handler.mock.calls).toEqual([[{ userId: 3 }], [{ userId: 0 }]]);
    stop();
  });

  it('resets to guest defaults and empties recent items', () => {
    setUserInfo({ userId: 7, idCustomer: 500, token: 'abc' });
    addRecentItem({ idStyle: 'A1' });
    resetUserInfo();
    expect(userStore.get()).toEqual(GUEST_USER);
    expect(userStore.get().recentViewItemsList).toEqual([]);
    expect(selectWelcomeName(userStore.get())).toBe('');
  });

  it('starts a sign-in from the guest defaults, so nothing of an earlier user stays', () => {
    setUserInfo({ userId: 7, idCustomer: 500, firstname: 'Ann', fax: '555-0100', SPermit: 'SP-1' });
    addRecentItem({ idStyle: 'A1' });
    startUserInfo({ userId: 8, idCustomer: 600, firstname: 'Bob', fax: '', SPermit: '' });
    expect(userStore.get()).toEqual({ ...GUEST_USER, userId: 8, idCustomer: 600, firstname: 'Bob' });
  });

  it('keeps the recent items when the same user signs in again', () => {
    setUserInfo({ userId: 7, idCustomer: 500, fax: '555-0100' });
    addRecentItem({ idStyle: 'A1' });
    const handler = jest.fn();
    const stop = eventBus.subscribe('user/updated', handler);
    startUserInfo({ userId: 7, idCustomer: 500, fax: '' });
    stop();
    expect(userStore.get().recentViewItemsList).toEqual([{ idStyle: 'A1' }]);
    expect(userStore.get().fax).toBe('');
    expect(handler.mock.calls).toEqual([[{ userId: 7 }]]);
  });

  it('keeps recent items unique by idStyle', () => {
    addRecentItem({ idStyle: 'A1', webTitle: 'First' });
    addRecentItem({ idStyle: 'B2' });
    addRecentItem({ idStyle: 'A1', webTitle: 'Again' });
    expect(userStore.get().recentViewItemsList).toEqual([{ idStyle: 'A1', webTitle: 'First' }, { idStyle: 'B2' }]);
  });

  it('caps recent items, dropping the oldest', () => {
    for (let i = 0; i <= RECENT_ITEMS_LIMIT; i += 1) addRecentItem({ idStyle: `S${i}` });
    const list = userStore.get().recentViewItemsList;
    expect(list).toHaveLength(RECENT_ITEMS_LIMIT);
    expect(list[0]?.idStyle).toBe('S1');
  });

  it('persists only the user slice under "root" as {"user": {...}}', () => {
    setUserInfo({ userId: 9, firstname: 'Ann' });
    addRecentItem({ idStyle: 'Z9' });
    expect(USER_STORAGE_KEY).toBe('root');
    const persisted = stored();
    expect(Object.keys(persisted)).toEqual(['user']);
    expect(persisted.user).toMatchObject({ userId: 9, firstname: 'Ann', recentViewItemsList: [{ idStyle: 'Z9' }] });
  });
});

describe('userStore across tabs', () => {
  beforeEach(() => resetUserInfo());

  /** What the browser does in this tab when another tab writes the key. */
  const otherTabWrites = (key: string | null, value: string | null) => {
    if (key !== null && value === null) localStorage.removeItem(key);
    else if (key !== null && value !== null) localStorage.setItem(key, value);
    else localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key, newValue: value }));
  };

  it('follows a sign-out in another tab, and a later change here does not bring the old user back', () => {
    startUserInfo({ userId: 7, idCustomer: 7, companyNm: 'Acme', email: 'a@b.c' });
    const updates = jest.fn();
    const elsewhere = jest.fn();
    const unsubscribe = eventBus.subscribe('user/updated', updates);
    const unsubscribeElsewhere = eventBus.subscribe('user/changed-elsewhere', elsewhere);
    otherTabWrites(USER_STORAGE_KEY, JSON.stringify({ user: GUEST_USER }));
    expect(userStore.get()).toMatchObject({ userId: 0, companyNm: '', email: '' });
    expect(updates).toHaveBeenCalledWith({ userId: 0 });
    expect(elsewhere).toHaveBeenCalledWith({ userId: 0, previousUserId: 7 });
    // This tab's own changes are not news from elsewhere.
    startUserInfo({ userId: 8, idCustomer: 8 });
    resetUserInfo();
    expect(elsewhere).toHaveBeenCalledTimes(1);
    unsubscribeElsewhere();
    setUserInfo({ idStore: 3 });
    expect(stored().user).toMatchObject({ userId: 0, email: '', idStore: 3 });
    unsubscribe();
  });

  it('follows a sign-in in another tab, and a cleared storage, and ignores other keys', () => {
    otherTabWrites(USER_STORAGE_KEY, JSON.stringify({ user: { ...GUEST_USER, userId: 9, idCustomer: 9 } }));
    expect(userStore.get().userId).toBe(9);
    otherTabWrites('token', null);
    expect(userStore.get().userId).toBe(9);
    otherTabWrites(null, null);
    expect(userStore.get().userId).toBe(0);
  });
});

describe('userStore rehydration on load', () => {
  const loadFresh = () => {
    let mod: typeof import('./user-store') | undefined;
    jest.isolateModules(() => {
      mod = jest.requireActual<typeof import('./user-store')>('./user-store');
    });
    return mod!;
  };

  afterEach(() => localStorage.clear());

  it('restores the persisted user', () => {
    localStorage.setItem(
      'root',
      JSON.stringify({ user: { ...GUEST_USER, userId: 4, firstname: 'Kim', recentViewItemsList: [{ idStyle: 'Q' }] } }),
    );
    const { userStore: fresh } = loadFresh();
    expect(fresh.get()).toMatchObject({
      userId: 4,
      firstname: 'Kim',
      idCustomer: 214,
      recentViewItemsList: [{ idStyle: 'Q' }],
    });
  });

  it('accepts a bare user object too', () => {
    localStorage.setItem('root', JSON.stringify({ userId: 5, email: 'a@b.c' }));
    expect(loadFresh().userStore.get()).toMatchObject({ userId: 5, email: 'a@b.c', idStore: 1 });
  });

  it.each([
    ['missing', null],
    ['corrupt JSON', '{"user": {'],
    ['a JSON array', '[1,2]'],
    ['the text null', 'null'],
  ])('falls back to the guest when the entry is %s', (_label, text) => {
    if (text !== null) localStorage.setItem('root', text);
    expect(loadFresh().userStore.get()).toEqual(GUEST_USER);
  });

  it('restores booleans and numbers of the contract types', () => {
    localStorage.setItem(
      'root',
      JSON.stringify({ user: { userId: 8, receiveEmail: true, tokenExp: 1_900_000_000, priceLev: 3 } }),
    );
    expect(loadFresh().userStore.get()).toMatchObject({
      userId: 8,
      receiveEmail: true,
      tokenExp: 1_900_000_000,
      priceLev: 3,
    });
  });

  it('drops fields of the wrong type and malformed recent items', () => {
    localStorage.setItem(
      'root',
      JSON.stringify({
        user: {
          userId: '7',
          idCustomer: 300,
          email: 42,
          recentViewItemsList: [{ idStyle: 'ok' }, { webTitle: 'no id' }, 'x'],
        },
      }),
    );
    expect(loadFresh().userStore.get()).toMatchObject({
      userId: 0,
      idCustomer: 300,
      email: '',
      recentViewItemsList: [{ idStyle: 'ok' }],
    });
  });
});
