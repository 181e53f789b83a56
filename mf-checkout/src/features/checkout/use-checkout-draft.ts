import { useCallback, useEffect, useState } from 'react';
import { selectIdCustomer, selectIsLoggedIn, userStore, useStore } from '@storefront/shared-kernel';
import type { CheckoutEntryState } from '../../lib/checkout-entry';
import { dropDraft, hasBuyersWork, readDraft, saveDraft } from './checkout-draft';
import type { CheckoutDraft } from './checkout-types';

const EMPTY_DRAFT: CheckoutDraft = { custPO: '' };

interface Drafted {
  /** Whose draft this is: null until a signed-in buyer is known. */
  owner: number | null;
  from: string | null;
  draft: CheckoutDraft;
  /** The buyer this draft was started for after another account's work was set aside, if so. */
  startedOverFor: number | null;
}

/** The cart's comment and coupon come with the arrival from Proceed To Checkout, and win over older ones. */
function withHandOver(draft: CheckoutDraft, handOver: CheckoutEntryState | undefined): CheckoutDraft {
  if (handOver?.comment === undefined && handOver?.couponCd === undefined) return draft;
  return { ...draft, comment: handOver.comment, couponCd: handOver.couponCd };
}

/** The stored draft when it is this buyer's for this checkout; another account's is set aside (never shown). */
function takeOver(idCustomer: number, from: string | null, handOver?: CheckoutEntryState): Drafted {
  const stored = readDraft();
  const isOtherAccounts = stored !== null && stored.idCustomer !== idCustomer;
  const isSameCheckout = stored !== null && !isOtherAccounts && stored.from === from;
  return {
    owner: idCustomer,
    from,
    draft: withHandOver(isSameCheckout ? stored.draft : EMPTY_DRAFT, handOver),
    startedOverFor: isOtherAccounts && hasBuyersWork(stored.draft) ? idCustomer : null,
  };
}

export interface CheckoutDraftState {
  draft: CheckoutDraft;
  update: (patch: Partial<CheckoutDraft>) => void;
  /** The order is placed: the next checkout starts empty. */
  discard: () => void;
  /** Set once another account's draft was set aside for this buyer: the page says the checkout starts over. */
  startedOverFor: number | null;
}

/**
 * The checkout draft of the signed-in buyer, kept across a sign-in round trip (checkout-draft.ts).
 * Signed out meanwhile is no other account: the session ran out, and the same buyer signing in again
 * finds the draft; another account starts with none. `handOver` is the cart's comment and coupon of
 * this arrival, if it came from Proceed To Checkout.
 */
export function useCheckoutDraft(from: string | null, handOver: CheckoutEntryState): CheckoutDraftState {
  const idCustomer = useStore(userStore, selectIdCustomer);
  const isLoggedIn = useStore(userStore, selectIsLoggedIn);
  const [drafted, setDrafted] = useState<Drafted>(() =>
    isLoggedIn
      ? takeOver(idCustomer, from, handOver)
      : { owner: null, from, draft: withHandOver(EMPTY_DRAFT, handOver), startedOverFor: null },
  );
  if (isLoggedIn && (drafted.owner !== idCustomer || drafted.from !== from)) {
    // The hand-over came with this arrival, for the buyer signed in then: not for another account.
    setDrafted(takeOver(idCustomer, from, drafted.owner === null ? handOver : undefined));
  }

  const { owner, draft } = drafted;
  useEffect(() => {
    if (owner === null) return;
    if (hasBuyersWork(draft)) saveDraft({ idCustomer: owner, from: drafted.from, draft });
    else dropDraft();
  }, [owner, drafted.from, draft]);

  const update = useCallback(
    (patch: Partial<CheckoutDraft>) => setDrafted((prev) => ({ ...prev, draft: { ...prev.draft, ...patch } })),
    [],
  );
  const discard = useCallback(() => {
    dropDraft();
    setDrafted((prev) => ({ ...prev, draft: EMPTY_DRAFT }));
  }, []);

  return { draft, update, discard, startedOverFor: drafted.startedOverFor };
}
