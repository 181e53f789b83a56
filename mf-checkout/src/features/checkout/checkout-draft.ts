import { sessionDraft } from '@storefront/shared-kernel';
import type { CheckoutDraft } from './checkout-types';

export interface StoredDraft {
  idCustomer: number;
  /** The Copy Order this checkout reorders (`?from=`), or null for a checkout from the cart. */
  from: string | null;
  draft: CheckoutDraft;
}

const optionalId = (value: unknown): number | undefined => (Number.isSafeInteger(value) ? Number(value) : undefined);
const optionalText = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** The draft as stored, field by field: written by an older build or by hand, what cannot be read is dropped. */
function parseDraft(raw: unknown): StoredDraft | undefined {
  if (!raw || typeof raw !== 'object') return undefined;
  const stored = raw as Record<string, unknown>;
  if (!Number.isSafeInteger(stored.idCustomer)) return undefined;
  const draft = (stored.draft && typeof stored.draft === 'object' ? stored.draft : {}) as Record<string, unknown>;
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
}

/**
 * The checkout under way, kept in the tab as a draft so it outlives the page (docs/product.md §7.9): a
 * session that runs out mid-checkout sends the buyer to sign in and back, and the PO number, the
 * choices, and the cart's comment and coupon must still be there; signing out drops it. It names its
 * buyer and its origin (`from`, a Copy Order): another account or another checkout never takes it over.
 */
const checkoutDraft = sessionDraft('checkout', parseDraft);

/** Its key in the tab's session storage. */
export const CHECKOUT_DRAFT_STORAGE = checkoutDraft.key;

export const readDraft = (): StoredDraft | null => checkoutDraft.read() ?? null;

/** Kept at once for this page, written to storage once the buyer pauses. */
export const saveDraft = (stored: StoredDraft): void => checkoutDraft.write(stored);

/** After an order is placed, or when another account signs in: the next checkout starts empty. */
export const dropDraft = (): void => checkoutDraft.clear();

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
