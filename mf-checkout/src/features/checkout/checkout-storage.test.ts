import { sessionRoutes, signOut } from '@storefront/shared-kernel';
import { fakeApiForEachTest } from '@storefront/shared-kernel/testing';
import { CHECKOUT_DRAFT_STORAGE, dropDraft, readDraft, saveDraft } from './checkout-draft';
import { CHECKOUT_KEY_STORAGE, endCheckout, getCheckoutKey } from './checkout-key';

const api = fakeApiForEachTest();

const DRAFT = { idCustomer: 1001, from: null, draft: { custPO: 'PO-7', shipId: 2, comment: 'Dock 4' } };

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  dropDraft();
  endCheckout();
});

describe('what the checkout keeps in the tab', () => {
  it('keeps the draft under its name among the buyer’s drafts, and reads a stored one field by field', () => {
    saveDraft(DRAFT);
    expect(readDraft()).toEqual(DRAFT);
    expect(CHECKOUT_DRAFT_STORAGE).toBe('draft:checkout');
    dropDraft();
    // Written by an older build or by hand: what cannot be read is dropped, and no buyer is no draft.
    sessionStorage.setItem(CHECKOUT_DRAFT_STORAGE, JSON.stringify({ idCustomer: 1001, draft: { shipId: 'two' } }));
    expect(readDraft()).toEqual({ idCustomer: 1001, from: null, draft: { custPO: '' } });
    sessionStorage.setItem(CHECKOUT_DRAFT_STORAGE, JSON.stringify({ idCustomer: 'someone', draft: {} }));
    expect(readDraft()).toBeNull();
  });

  it('drops the draft and the checkout key when the buyer signs out: the next person at the computer finds neither', async () => {
    api.on(sessionRoutes.signOut, { is_success: true, message: 'Signed out' });
    saveDraft(DRAFT);
    const key = getCheckoutKey('PO-7');
    expect(sessionStorage.getItem(CHECKOUT_KEY_STORAGE)).toContain(key);
    await signOut();
    expect(readDraft()).toBeNull();
    expect(sessionStorage.getItem(CHECKOUT_DRAFT_STORAGE)).toBeNull();
    expect(sessionStorage.getItem(CHECKOUT_KEY_STORAGE)).toBeNull();
    expect(getCheckoutKey('PO-7')).not.toBe(key);
  });
});
