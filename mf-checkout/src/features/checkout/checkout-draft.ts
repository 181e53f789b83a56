import { draftKey } from '@storefront/shared-kernel';
import type { CheckoutDraft } from './checkout-types';

/**
 * The checkout under way, kept in the tab's session storage so it outlives the page: a session that
 * runs out mid-checkout sends the buyer to sign in and back (host), and the PO number, the choices,
 * and the cart's comment and coupon must still be there. It names its buyer and its origin (`from`,
 * a Copy Order): another account or another checkout never takes it over.
 */
export const CHECKOUT_DRAFT_STORAGE = draftKey('checkout');

export interface StoredDraft {
  idCustomer: number;
  /** The Copy Order this checkout reorders (`?from=`), or null for a checkout from the cart. */
  from: string | null;
  draft: CheckoutDraft;
}

let memoryDraft: StoredDraft | null = null;

const storage = (): Storage | null => {
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage refused (privacy settings): the draft lives as long as the page
  }
};

const optionalId = (value: unknown): number | undefined => (Number.isSafeInteger(value) ? Number(value) : undefined);
const optionalText = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** The draft as stored, field by field: written by an older build or by hand, what cannot be read is dropped. */
function readStored(text: string | null): StoredDraft | null {
  try {
    const stored = JSON.parse(text ?? 'null') as Record<string, unknown> | null;
    if (!stored || !Number.isSafeInteger(stored.idCustomer)) return null;
    const draft = (stored.draft ?? {}) as Record<string, unknown>;
    return {
      idCustomer: Number(stored.idCustomer),
      from: optionalText(stored.from) ?? null,
      draft: {
        custPO: optionalText(draft.custPO) ?? '',
        shipId: optionalId(draft.shipId),
        billId: optionalId(draft.billId),
        idCC: optionalId(draft.idCC),
        comment: optionalText(draft.comment),
        couponCd: optionalText(draft.couponCd),
      },
    };
  } catch {
    return null;
  }
}

export function readDraft(): StoredDraft | null {
  const store = storage();
  return store ? readStored(store.getItem(CHECKOUT_DRAFT_STORAGE)) : memoryDraft;
}

export function saveDraft(stored: StoredDraft): void {
  memoryDraft = stored;
  try {
    storage()?.setItem(CHECKOUT_DRAFT_STORAGE, JSON.stringify(stored));
  } catch {
    // storage full or refused: the draft lives as long as the page
  }
}

/** After an order is placed, or when another account signs in: the next checkout starts empty. */
export function dropDraft(): void {
  memoryDraft = null;
  storage()?.removeItem(CHECKOUT_DRAFT_STORAGE);
}

/** Whether the buyer put anything in the draft (a PO number, a choice, the cart's comment or coupon). */
export const hasBuyersWork = (draft: CheckoutDraft): boolean =>
  Boolean(
    draft.custPO.trim() ||
    draft.comment ||
    draft.couponCd ||
    draft.shipId !== undefined ||
    draft.billId !== undefined ||
    draft.idCC !== undefined,
  );
