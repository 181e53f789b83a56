import { eventBus } from '../events/event-bus';
import {
  cartStore,
  clearCart,
  EMPTY_CART,
  selectCartCount,
  selectCartLines,
  selectCartLoaded,
  selectCartTotal,
  setCartLines,
} from './cart-store';
import type { CartLine } from './cart-store';

const line = (overrides: Partial<CartLine>): CartLine => ({
  idCartDtl: 1,
  idStyle: 'SKU-1',
  idStyleDtl: 10,
  webTitle: 'Rice cooker',
  price: 1,
  retailPrice: 2,
  totQty: 1,
  subTotal: 1,
  filepath1: '/img/1.jpg',
  color: 'White',
  avaQty: 10,
  qtyPerUOM: 1,
  minBuy: 1,
  problem: null,
  ...overrides,
});

describe('cartStore', () => {
  afterEach(() => clearCart());

  it('starts empty and not loaded, and is loaded once lines are set', () => {
    expect(EMPTY_CART).toEqual({ lines: [], count: 0, total: 0, loaded: false });
    setCartLines([]);
    expect(selectCartLoaded(cartStore.get())).toBe(true);
  });

  it('replaces lines wholesale and counts lines, not quantities', () => {
    setCartLines([line({ idCartDtl: 1 }), line({ idCartDtl: 2 })]);
    setCartLines([line({ idCartDtl: 3, totQty: 7 })]);
    const state = cartStore.get();
    expect(selectCartLines(state).map((l) => l.idCartDtl)).toEqual([3]);
    expect(selectCartCount(state)).toBe(1);
  });

  it('totals price x totQty exactly in cents', () => {
    setCartLines([
      line({ price: 0.1, totQty: 3 }),
      line({ idCartDtl: 2, price: 0.2, totQty: 1 }),
      line({ idCartDtl: 3, price: 19.99, totQty: 12 }),
    ]);
    // 0.1 * 3 + 0.2 in floating point is 0.5000000000000001; the cents sum is exact.
    expect(selectCartTotal(cartStore.get())).toBe(240.38);
  });

  it("does not keep a reference to the caller's array", () => {
    const lines = [line({})];
    setCartLines(lines);
    lines.push(line({ idCartDtl: 2 }));
    expect(cartStore.get().lines).toHaveLength(1);
  });

  it('publishes cart/changed with count and total, also when cleared', () => {
    const handler = jest.fn();
    const stop = eventBus.subscribe('cart/changed', handler);
    setCartLines([line({ price: 2.5, totQty: 2 })]);
    clearCart();
    expect(handler.mock.calls).toEqual([[{ count: 1, total: 5 }], [{ count: 0, total: 0 }]]);
    expect(cartStore.get()).toEqual({ lines: [], count: 0, total: 0, loaded: true });
    stop();
  });
});
