import { act, renderHook, waitFor } from '@testing-library/react';
import {
  apiClient,
  cartStore,
  clearCart,
  resetUserInfo,
  setCartLines,
  setUserInfo,
  type CartLine,
} from '@storefront/shared-kernel';
import { useCartSync } from './use-cart-sync';

const getMock = jest.spyOn(apiClient, 'get');
const answerWith = (lines: CartLine[]) => ({ data: { is_success: true, cart: { cartList: lines } } });
const cartCallsWith = () => getMock.mock.calls.map(([url, config]) => [url, config?.params]);

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
});

beforeEach(() => {
  localStorage.clear();
  resetUserInfo();
  clearCart();
  getMock.mockReset();
});

describe('useCartSync', () => {
  it("loads a signed-in buyer's cart with customer, zipcode and store, and fills the cart store", async () => {
    setUserInfo({ userId: 5, idCustomer: 5, zipcode: '90210', idStore: 3 });
    getMock.mockResolvedValue(answerWith([line(1, 2.5, 4), line(2, 1, 1)]));

    renderHook(() => useCartSync());

    expect(cartCallsWith()).toEqual([['/cart/get', { idCustomer: 5, zipcode: '90210', idStore: 3 }]]);
    await waitFor(() => expect(cartStore.get().count).toBe(2));
    expect(cartStore.get().total).toBe(11);
    expect(cartStore.get().lines.map((l) => l.idCartDtl)).toEqual([1, 2]);
  });

  it('clears the cart and makes no call for a visitor', () => {
    setCartLines([line(1, 2.5, 4)]);

    renderHook(() => useCartSync());

    expect(getMock).not.toHaveBeenCalled();
    expect(cartStore.get().count).toBe(0);
    expect(cartStore.get().lines).toEqual([]);
  });

  it('loads the cart when a visitor signs in, and clears it when they sign out', async () => {
    getMock.mockResolvedValue(answerWith([line(1, 3, 1)]));
    renderHook(() => useCartSync());
    expect(getMock).not.toHaveBeenCalled();

    act(() => setUserInfo({ userId: 9, idCustomer: 9, zipcode: '10001' }));
    expect(cartCallsWith()).toEqual([['/cart/get', { idCustomer: 9, zipcode: '10001', idStore: 1 }]]);
    await waitFor(() => expect(cartStore.get().count).toBe(1));

    act(() => resetUserInfo());
    expect(cartStore.get().count).toBe(0);
    expect(getMock).toHaveBeenCalledTimes(1);
  });

  it('leaves the cart as it was when the load fails', async () => {
    setCartLines([line(1, 2.5, 4)]);
    setUserInfo({ userId: 5, idCustomer: 5 });
    getMock.mockRejectedValue(new Error('offline'));

    renderHook(() => useCartSync());
    await act(async () => undefined);

    expect(getMock).toHaveBeenCalledTimes(1);
    expect(cartStore.get().count).toBe(1);
  });

  it('drops an answer that arrives after the buyer signed out', async () => {
    let answer!: (value: ReturnType<typeof answerWith>) => void;
    getMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    setUserInfo({ userId: 5, idCustomer: 5 });
    renderHook(() => useCartSync());

    act(() => resetUserInfo());
    await act(async () => answer(answerWith([line(1, 2, 2)])));

    expect(cartStore.get().count).toBe(0);
  });
});
