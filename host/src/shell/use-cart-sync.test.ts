import { act, renderHook, waitFor } from '@testing-library/react';
import {
  cartRoutes,
  cartStore,
  clearCart,
  resetUserInfo,
  setCartLines,
  setUserInfo,
  type CartLine,
} from '@storefront/shared-kernel';
import { fakeApiForEachTest, noAnswer } from '@storefront/shared-kernel/testing';
import { useCartSync } from './use-cart-sync';

const api = fakeApiForEachTest();
const answerWith = (lines: CartLine[]) => ({
  is_success: true as const,
  cart: {
    cartList: lines,
    totalQty: lines.reduce((sum, l) => sum + l.totQty, 0),
    subTotal: lines.reduce((sum, l) => sum + l.subTotal, 0),
  },
});
const cartCalls = () => api.calls(cartRoutes.getCart);

const line = (idCartDtl: number, price: number, totQty: number): CartLine => ({
  idCartDtl,
  idStyle: `ST${idCartDtl}`,
  idStyleDtl: idCartDtl,
  webTitle: `Item ${idCartDtl}`,
  price,
  retailPrice: price,
  totQty,
  subTotal: price * totQty,
  filepath1: '',
  color: '',
  avaQty: 1,
  qtyPerUOM: 1,
  minBuy: 1,
  problem: null,
});

beforeEach(() => {
  localStorage.clear();
  resetUserInfo();
  clearCart();
});

describe('useCartSync', () => {
  it("loads a signed-in buyer's cart with customer, zipcode and store, and fills the cart store", async () => {
    setUserInfo({ userId: 5, idCustomer: 5, zipcode: '90210', idStore: 3 });
    api.on(cartRoutes.getCart, answerWith([line(1, 2.5, 4), line(2, 1, 1)]));

    renderHook(() => useCartSync());

    await waitFor(() => expect(cartStore.get().count).toBe(2));
    expect(cartCalls()).toEqual([{ idCustomer: 5, zipcode: '90210', idStore: 3 }]);
    expect(cartStore.get().total).toBe(11);
    expect(cartStore.get().lines.map((l) => l.idCartDtl)).toEqual([1, 2]);
  });

  it('clears the cart and makes no call for a visitor', () => {
    setCartLines([line(1, 2.5, 4)]);

    renderHook(() => useCartSync());

    expect(cartCalls()).toHaveLength(0);
    expect(cartStore.get().count).toBe(0);
    expect(cartStore.get().lines).toEqual([]);
  });

  it('loads the cart when a visitor signs in, and clears it when they sign out', async () => {
    api.on(cartRoutes.getCart, answerWith([line(1, 3, 1)]));
    renderHook(() => useCartSync());
    expect(cartCalls()).toHaveLength(0);

    act(() => setUserInfo({ userId: 9, idCustomer: 9, zipcode: '10001' }));
    await waitFor(() => expect(cartStore.get().count).toBe(1));
    expect(cartCalls()).toEqual([{ idCustomer: 9, zipcode: '10001', idStore: 1 }]);

    act(() => resetUserInfo());
    expect(cartStore.get().count).toBe(0);
    expect(cartCalls()).toHaveLength(1);
  });

  it('leaves the cart as it was when the load fails', async () => {
    setCartLines([line(1, 2.5, 4)]);
    setUserInfo({ userId: 5, idCustomer: 5 });
    api.on(cartRoutes.getCart, () => noAnswer());

    renderHook(() => useCartSync());
    await waitFor(() => expect(cartCalls()).toHaveLength(1));
    await act(async () => undefined);

    expect(cartStore.get().count).toBe(1);
  });

  it('drops an answer that arrives after the buyer signed out', async () => {
    let answer!: (value: ReturnType<typeof answerWith>) => void;
    api.on(cartRoutes.getCart, () => new Promise((resolve) => (answer = resolve)));
    setUserInfo({ userId: 5, idCustomer: 5 });
    renderHook(() => useCartSync());

    await waitFor(() => expect(cartCalls()).toHaveLength(1));
    act(() => resetUserInfo());
    await act(async () => answer(answerWith([line(1, 2, 2)])));

    expect(cartStore.get().count).toBe(0);
  });
});
