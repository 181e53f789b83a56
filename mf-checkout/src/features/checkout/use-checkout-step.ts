import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { readCheckoutEntry } from '../../lib/checkout-entry';
import type { CheckoutHistoryState, CheckoutSelection, CheckoutStep } from './checkout-types';

const STEP_PARAM = 'step';

export function readStep(value: string | null): CheckoutStep {
  return value === '2' ? 2 : value === '3' ? 3 : 1;
}

/** The search part of a step's address; `from` (a Copy Order) stays through the steps. */
export function stepSearch(step: CheckoutStep, from: string | null): string {
  const params = new URLSearchParams();
  if (step > 1) params.set(STEP_PARAM, String(step));
  if (from) params.set('from', from);
  const text = params.toString();
  return text ? `?${text}` : '';
}

function readHistoryState(state: unknown): CheckoutHistoryState {
  const entry = readCheckoutEntry(state);
  if (!state || typeof state !== 'object') return entry;
  const { selection, orderNo } = state as Record<string, unknown>;
  return {
    ...entry,
    selection: selection && typeof selection === 'object' ? (selection as CheckoutSelection) : undefined,
    orderNo: typeof orderNo === 'number' ? orderNo : undefined,
  };
}

/**
 * Each step is its own history entry (`?step=2`, `?step=3`), so the browser's back button steps back
 * one step and, from step 1, leaves the checkout. What a step needs travels in the entry's state:
 * the selection confirmed at step 2, the order number at step 3. The cart's comment and coupon come
 * in the state of the entry the cart opened, and are kept from there in the checkout draft
 * (use-checkout-draft.ts), which a sign-in round trip does not lose.
 */
export function useCheckoutStep() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const step = readStep(params.get(STEP_PARAM));
  const from = params.get('from');
  const state = readHistoryState(location.state);

  const toConfirm = useCallback(
    (selection: CheckoutSelection) => {
      const next: CheckoutHistoryState = { selection };
      navigate({ pathname: '/checkout', search: stepSearch(2, from) }, { state: next });
    },
    [navigate, from],
  );

  /** The confirmation entry is replaced: back from Thank You must not offer to place the order again. */
  const toThankYou = useCallback(
    (orderNo: number) => {
      const next: CheckoutHistoryState = { orderNo };
      navigate({ pathname: '/checkout', search: stepSearch(3, null) }, { replace: true, state: next });
    },
    [navigate],
  );

  /** Back to step 1 in place of an entry that cannot be shown (step 2 opened without its selection). */
  const restart = useCallback(() => {
    navigate({ pathname: '/checkout', search: stepSearch(1, from) }, { replace: true });
  }, [navigate, from]);

  return { step, from, state, toConfirm, toThankYou, restart };
}
