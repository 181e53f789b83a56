import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { cartRoutes, utilRoutes, type CartLine } from '@storefront/shared-kernel';
import { quantityBreach, quantityMessages } from '@storefront/shared-kernel/quantity-rules';
import { signedInBuyerForEachTest } from '../../test/signed-in-buyer';
import { refusal, type AnswerOf, type FakeApi, type NoAnswer, type Refusal } from '@storefront/shared-kernel/testing';
import { cost } from '../../test/fixtures';
import CartPage from './cart-page';

export { toasts } from '../../test/signed-in-buyer';

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

/** What the cost call may answer in a test: totals, a refusal, or nothing. */
export type CostAnswer = AnswerOf<typeof utilRoutes.getOrderCost> | Refusal | NoAnswer;

export interface ServerCartOptions {
  set?: boolean;
  /** Lines whose removal one by one fails (the service unavailable). */
  removeIds?: number[];
  /** Answers the clear call after it has removed its lines (a refusal, or no answer: the answer lost). */
  clear?: () => { is_success: true; removed: number } | Refusal | NoAnswer;
  /** The clear call fails before removing anything. */
  refuseClear?: () => Refusal;
  /** Each set waits for this before it is carried out, so a test can act while it is on its way. */
  holdSet?: () => Promise<void>;
  /** The same for each removal, one line or a clear. */
  holdRemove?: () => Promise<void>;
  /** Answers the cost call instead of the fixed totals (a refused discount code, say). */
  orderCost?: (input: { couponCd?: string }) => CostAnswer;
}

let api: FakeApi;

/** Every cart test starts with an empty cart, no toasts, a signed-in buyer and a fake API; answers the API. */
export function setUpCartTests(): FakeApi {
  const fake = signedInBuyerForEachTest(
    { userId: 9, idCustomer: 9, zipcode: '90248', idStore: 1 },
    { before: () => (api = fake) },
  );
  return fake;
}

/** A server cart that the fake API reads and changes, answering like the real one (404 for a missing line). */
export function serverCart(initial: CartLine[], failures: ServerCartOptions = {}) {
  let lines = [...initial];
  api
    .on(cartRoutes.getCart, () => ({ is_success: true, cart: { cartList: lines, totalQty: 0, subTotal: 0 } }))
    .on(
      utilRoutes.getOrderCost,
      (input) => failures.orderCost?.(input) ?? { is_success: true, orderAmount: cost(100, 7.25) },
    )
    .on(cartRoutes.setCart, async ({ idCartDtl, totQty }) => {
      await failures.holdSet?.();
      if (failures.set) return refusal(422, { message: 'Not enough stock' });
      if (!lines.some((l) => l.idCartDtl === idCartDtl)) return refusal(404, { message: 'Cart line not found' });
      // As the server does: a quantity off the pack or below the minimum is refused, one that fits them
      // mends a marked line (docs/product.md §6.6); a product no longer available stays marked.
      const line = lines.find((l) => l.idCartDtl === idCartDtl)!;
      const breach = quantityBreach(totQty, { pack: line.qtyPerUOM, minBuy: line.minBuy });
      if (breach === 'pack')
        return refusal(422, { code: 'PACK_QUANTITY', message: quantityMessages.pack(line.webTitle, line.qtyPerUOM) });
      if (breach === 'minimum')
        return refusal(422, { code: 'MINIMUM_ORDER', message: quantityMessages.minimum(line.webTitle, line.minBuy) });
      const problem = line.problem?.fixQty === null ? line.problem : null;
      lines = lines.map((l) => (l.idCartDtl === idCartDtl ? { ...l, totQty, problem } : l));
      return { is_success: true };
    })
    .on(cartRoutes.removeFromCart, async ({ idCartDtl }) => {
      await failures.holdRemove?.();
      if (failures.removeIds?.includes(idCartDtl))
        return refusal(503, { message: 'The service is temporarily unavailable. Please try again shortly.' });
      if (!lines.some((l) => l.idCartDtl === idCartDtl)) return refusal(404, { message: 'Cart line not found' });
      lines = lines.filter((l) => l.idCartDtl !== idCartDtl);
      return { is_success: true };
    })
    .on(cartRoutes.clearCart, async ({ idCartDtls }) => {
      await failures.holdRemove?.();
      const refused = failures.refuseClear?.();
      if (refused) return refused;
      const ids = new Set(idCartDtls ?? lines.map((l) => l.idCartDtl));
      const before = lines.length;
      lines = lines.filter((l) => !ids.has(l.idCartDtl));
      return failures.clear?.() ?? { is_success: true, removed: before - lines.length };
    });
  return {
    /** Another tab removes a line. */
    removeElsewhere: (idCartDtl: number) => {
      lines = lines.filter((l) => l.idCartDtl !== idCartDtl);
    },
    /** Another tab adds a line. */
    addElsewhere: (line: CartLine) => {
      lines = [...lines, line];
    },
    serverQuantity: (idCartDtl: number) => lines.find((l) => l.idCartDtl === idCartDtl)?.totQty,
  };
}
