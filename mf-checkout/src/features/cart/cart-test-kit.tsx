import { act, render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import {
  clearCart,
  clearToasts,
  MAX_QUANTITY,
  resetUserInfo,
  setUserInfo,
  toastStore,
  type CartLine,
} from '@storefront/shared-kernel';
import { cost } from '../../test/fixtures';
import { forgetCartAnswers } from '../../lib/cart-on-arrival';
import { fakeApi, refused } from '../../test/fake-api';
import CartPage from './cart-page';

export const toasts = () => toastStore.get().map((t) => `${t.tone}: ${t.message}`);

function CheckoutProbe() {
  const { state } = useLocation();
  return <p data-testid="checkout-state">{JSON.stringify(state)}</p>;
}

export const renderCart = () =>
  render(
    <MemoryRouter initialEntries={['/cart']}>
      <Routes>
        <Route path="/cart" element={<CartPage />} />
        <Route path="/checkout" element={<CheckoutProbe />} />
      </Routes>
    </MemoryRouter>,
  );

export interface ServerCartOptions {
  set?: boolean;
  /** Lines whose removal one by one fails (the service unavailable). */
  removeIds?: number[];
  /** Answers the clear call after it has removed its lines (it may throw: refused, or the answer lost). */
  clear?: () => unknown;
  /** The clear call fails before removing anything. */
  refuseClear?: () => Error;
  /** Each set waits for this before it is carried out, so a test can act while it is on its way. */
  holdSet?: () => Promise<void>;
  /** The same for each removal, one line or a clear. */
  holdRemove?: () => Promise<void>;
  /** Answers the cost call instead of the fixed totals (it may throw: a refused discount code). */
  orderCost?: (input: Record<string, unknown>) => unknown;
}

/** A server cart that the fake API reads and changes, answering like the real one (404 for a missing line). */
export function serverCart(initial: CartLine[], failures: ServerCartOptions = {}) {
  let lines = [...initial];
  const api = fakeApi({
    'GET /cart/get': () => ({ is_success: true, cart: { cartList: lines, totalQty: 0, subTotal: 0 } }),
    'GET /util/get-order-cost': (input) =>
      failures.orderCost?.(input) ?? { is_success: true, orderAmount: cost(100, 7.25) },
    'POST /cart/set': async ({ idCartDtl, totQty }) => {
      await failures.holdSet?.();
      if (failures.set) throw refused(422, 'Not enough stock');
      // The API's quantity rule (contracts: quantitySchema), refused the way it refuses a field.
      if (Number(totQty) > MAX_QUANTITY)
        throw refused(400, 'Quantity is too large', { totQty: ['Quantity is too large'] });
      if (!lines.some((l) => l.idCartDtl === idCartDtl)) throw refused(404, 'Cart line not found');
      lines = lines.map((l) => (l.idCartDtl === idCartDtl ? { ...l, totQty: Number(totQty) } : l));
      return { is_success: true };
    },
    'POST /cart/remove': async ({ idCartDtl }) => {
      await failures.holdRemove?.();
      if (failures.removeIds?.includes(Number(idCartDtl)))
        throw refused(503, 'The service is temporarily unavailable. Please try again shortly.');
      if (!lines.some((l) => l.idCartDtl === idCartDtl)) throw refused(404, 'Cart line not found');
      lines = lines.filter((l) => l.idCartDtl !== idCartDtl);
      return { is_success: true };
    },
    'POST /cart/clear': async ({ idCartDtls }) => {
      await failures.holdRemove?.();
      const refusal = failures.refuseClear?.();
      if (refusal) throw refusal;
      const ids = new Set(idCartDtls as number[]);
      const before = lines.length;
      lines = lines.filter((l) => !ids.has(l.idCartDtl));
      return failures.clear?.() ?? { is_success: true, removed: before - lines.length };
    },
  });
  /** Another tab removes a line. */
  const removeElsewhere = (idCartDtl: number) => {
    lines = lines.filter((l) => l.idCartDtl !== idCartDtl);
  };
  /** Another tab adds a line. */
  const addElsewhere = (line: CartLine) => {
    lines = [...lines, line];
  };
  return {
    ...api,
    removeElsewhere,
    addElsewhere,
    serverQuantity: (idCartDtl: number) => lines.find((l) => l.idCartDtl === idCartDtl)?.totQty,
  };
}

/** Every cart test starts with an empty cart, no toasts and a signed-in buyer. */
export function setUpCartTests(): void {
  beforeEach(() => {
    forgetCartAnswers();
    act(() => {
      clearCart();
      clearToasts();
      setUserInfo({ userId: 9, idCustomer: 9, zipcode: '90248', idStore: 1 });
    });
  });
  afterEach(() => {
    jest.restoreAllMocks();
    act(() => resetUserInfo());
  });
}
