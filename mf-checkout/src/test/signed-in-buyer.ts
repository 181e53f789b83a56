import { act } from '@testing-library/react';
import {
  clearCart,
  clearToasts,
  resetUserInfo,
  setUserInfo,
  toastStore,
  type UserInfo,
} from '@storefront/shared-kernel';
import { fakeApiForEachTest, type FakeApi } from '@storefront/shared-kernel/testing';

/**
 * Every test of a file starts as `buyer`, signed in, with an empty cart, no toasts and a fake API, and
 * ends signed out; `around` adds what a file's tests also need before and after each (a token, a draft).
 */
export function signedInBuyerForEachTest(
  buyer: Partial<UserInfo>,
  around: { before?: () => void; after?: () => void } = {},
): FakeApi {
  const fake = fakeApiForEachTest();
  beforeEach(() => {
    act(() => {
      clearCart();
      clearToasts();
      setUserInfo(buyer);
    });
    around.before?.();
  });
  afterEach(() => {
    jest.restoreAllMocks();
    around.after?.();
    act(() => resetUserInfo());
  });
  return fake;
}

/** The toasts shown so far, as 'tone: message'. */
export const toasts = () => toastStore.get().map((t) => `${t.tone}: ${t.message}`);
