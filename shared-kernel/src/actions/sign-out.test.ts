import { apiClient } from '../api-client/api-client';
import { getStoredToken, storeToken } from '../api-client/token-storage';
import { eventBus } from '../events/event-bus';
import { setUserInfo, userStore } from '../stores/user-store';
import { draftKey, signOut } from './sign-out';
import { answerOf } from '../testing/transport';

describe('signOut', () => {
  afterEach(() => jest.restoreAllMocks());

  it("removes the token, resets the user, drops the tab's drafts (only them) and says so", () => {
    jest.spyOn(apiClient, 'post').mockResolvedValue(answerOf({ is_success: true }));
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

  it('asks the server to end the page cookie (script cannot: it is HttpOnly), and settles when that fails', async () => {
    const post = jest.spyOn(apiClient, 'post').mockRejectedValue(new Error('Network Error'));
    storeToken('header.payload.signature');
    await expect(signOut()).resolves.toBeUndefined();
    expect(post).toHaveBeenCalledWith('/customer/sign-out', {}, { signal: expect.any(AbortSignal) });
    expect(getStoredToken()).toBeNull();
  });

  it('gives up waiting for the server after five seconds', async () => {
    jest.useFakeTimers();
    try {
      const post = jest.spyOn(apiClient, 'post').mockReturnValue(new Promise(() => {}));
      void signOut();
      const signal = (post.mock.calls[0]?.[2] as { signal: AbortSignal }).signal;
      jest.advanceTimersByTime(4_999);
      expect(signal.aborted).toBe(false);
      jest.advanceTimersByTime(1);
      expect(signal.aborted).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });

  it('never writes a cookie itself, on sign-in or sign-out', async () => {
    jest.spyOn(apiClient, 'post').mockResolvedValue(answerOf({ is_success: true }));
    const written = jest.spyOn(document, 'cookie', 'set');
    storeToken('header.payload.signature');
    await signOut();
    expect(written).not.toHaveBeenCalled();
  });
});
