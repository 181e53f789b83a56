import { getStoredToken, storeToken } from '../api-client/token-storage';
import { eventBus } from '../events/event-bus';
import { setUserInfo, userStore } from '../stores/user-store';
import { draftKey, signOut } from './sign-out';

describe('signOut', () => {
  it("removes the token, resets the user, drops the tab's drafts (only them) and says so", () => {
    storeToken('header.payload.signature');
    setUserInfo({ userId: 7, idCustomer: 7 });
    window.sessionStorage.setItem(draftKey('checkout'), '{"idCustomer":7,"custPO":"PO-1"}');
    window.sessionStorage.setItem('e2e-planted', '1');
    window.localStorage.setItem('rememberedEmail', 'buyer@example.com');
    const heard: string[] = [];
    const stop = eventBus.subscribe('session/logged-out', () => heard.push('logged-out'));

    signOut();

    expect(getStoredToken()).toBeNull();
    expect(userStore.get().idCustomer).not.toBe(7);
    expect(window.sessionStorage.getItem(draftKey('checkout'))).toBeNull();
    // Only drafts: what else the tab keeps is not the buyer's work.
    expect(window.sessionStorage.getItem('e2e-planted')).toBe('1');
    // What the buyer chose to keep on this computer stays.
    expect(window.localStorage.getItem('rememberedEmail')).toBe('buyer@example.com');
    expect(heard).toEqual(['logged-out']);
    stop();
  });
});
