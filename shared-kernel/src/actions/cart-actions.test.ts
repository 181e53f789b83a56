import type { ApiRequest } from '../api-client/http-client';
import { answerOf, sendCallsTo } from '../testing/transport';
import { cartStore, clearCart } from '../stores/cart-store';
import { focusManager } from '@tanstack/react-query';
import { resetUserInfo, setUserInfo, userStore } from '../stores/user-store';
import { FIRST_PAINT_ANSWERS_ID } from '../first-paint/first-paint-answers';
import { apiKeyText } from '../data/api-key';
import { resetQueryClient } from '../data/query-client';
import { addToCart, cartKey, refreshCart, takeFirstPaintCart } from './cart-actions';

const line = {
  idCartDtl: 1,
  idStyle: 'TIG-1',
  idStyleDtl: 0,
  webTitle: 'Rice Cooker',
  price: 12.5,
  retailPrice: 20,
  totQty: 2,
  subTotal: 25,
  filepath1: '/uploads/a.svg',
  color: 'White',
  avaQty: 5,
  qtyPerUOM: 1,
  minBuy: 1,
  problem: null,
};

describe('cart actions', () => {
  let calls: ReturnType<typeof sendCallsTo>;
  let seen: ApiRequest[];
  beforeEach(() => {
    clearCart();
    resetUserInfo();
    calls = sendCallsTo((request) =>
      answerOf(request.path === '/cart/get' ? { is_success: true, cart: { cartList: [line] } } : { is_success: true }),
    );
    seen = calls.seen;
  });
  afterEach(() => calls.restore());

  it('refreshCart asks nothing for a visitor', async () => {
    await refreshCart();
    expect(seen).toHaveLength(0);
  });

  it('refreshCart loads the buyer’s cart with customer, zipcode and store into the shared store', async () => {
    setUserInfo({ userId: 9, idCustomer: 9, zipcode: '90248', idStore: 3 });
    await refreshCart();
    expect(seen[0]?.url).toBe('/api/cart/get?idCustomer=9&zipcode=90248&idStore=3');
    expect(cartStore.get()).toMatchObject({ count: 1, total: 25 });
  });

  it('refreshCart lets only the newest of overlapping reloads land, whatever order they answer in', async () => {
    setUserInfo({ userId: 5, idCustomer: 5 });
    const answers: ((qty: number) => void)[] = [];
    calls.restore();
    calls = sendCallsTo(
      () =>
        new Promise((resolve) =>
          answers.push((totQty) => resolve(answerOf({ is_success: true, cart: { cartList: [{ ...line, totQty }] } }))),
        ),
    );
    const older = refreshCart();
    const newer = refreshCart();
    while (answers.length < 2) await new Promise((resolve) => setTimeout(resolve, 0));
    answers[1]!(7);
    await newer;
    answers[0]!(3);
    await older;
    expect(cartStore.get().lines.map((l) => l.totQty)).toEqual([7]);
  });

  it('refreshCart for what opens shares an identical load on its way; a reload after a change never does', async () => {
    setUserInfo({ userId: 5, idCustomer: 5 });
    await Promise.all([refreshCart({ joinInFlight: true }), refreshCart({ joinInFlight: true })]);
    expect(seen.filter((request) => request.path === '/cart/get')).toHaveLength(1);
    expect(cartStore.get().count).toBe(1);
    seen.length = 0;
    resetQueryClient(); // no answer taken: the two below meet on the wire
    await Promise.all([refreshCart({ joinInFlight: true }), refreshCart()]);
    expect(seen.filter((request) => request.path === '/cart/get')).toHaveLength(2);
  });

  it('refreshCart for what opens takes a cart answered under 3 s ago, until the window comes back into focus', async () => {
    setUserInfo({ userId: 5, idCustomer: 5 });
    await refreshCart(); // a change: asked afresh
    await refreshCart({ joinInFlight: true }); // the cart page opening right after
    expect(seen.filter((request) => request.path === '/cart/get')).toHaveLength(1);
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    await refreshCart({ joinInFlight: true });
    expect(seen.filter((request) => request.path === '/cart/get')).toHaveLength(2);
    focusManager.setFocused(undefined);
  });

  it('addToCart posts the line, then reloads the cart', async () => {
    setUserInfo({ userId: 9, idCustomer: 9 });
    await addToCart({ idStyle: 'TIG-1', color: 'White', quantity: 2 });
    expect(seen.map((request) => request.path)).toEqual(['/cart/add', '/cart/get']);
    expect(JSON.parse(String(seen[0]?.body))).toEqual({ idCustomer: 9, idStyle: 'TIG-1', color: 'White', totQty: 2 });
    expect(cartStore.get().lines).toHaveLength(1);
  });

  describe('on a page the server drew', () => {
    const drawnWith = (answers: Record<string, unknown>) => {
      resetQueryClient();
      const element = document.createElement('script');
      element.type = 'application/json';
      element.id = FIRST_PAINT_ANSWERS_ID;
      element.textContent = JSON.stringify(answers);
      document.body.append(element);
    };
    afterEach(() => {
      document.getElementById(FIRST_PAINT_ANSWERS_ID)?.remove();
    });

    it('takes the cart the header was drawn with, without asking', () => {
      setUserInfo({ userId: 7, idCustomer: 7 });
      drawnWith({
        [apiKeyText(cartKey(userStore.get()))]: {
          is_success: true,
          cart: { cartList: [line, { ...line, idCartDtl: 2 }] },
        },
      });
      takeFirstPaintCart();
      expect(cartStore.get().count).toBe(2);
      expect(seen).toHaveLength(0);
    });

    it('takes no cart drawn for someone else, nor any for a visitor', () => {
      setUserInfo({ userId: 8, idCustomer: 8 });
      const otherBuyers = apiKeyText(cartKey(userStore.get()));
      drawnWith({ [otherBuyers]: { is_success: true, cart: { cartList: [line] } } });
      setUserInfo({ userId: 7, idCustomer: 7 });
      takeFirstPaintCart();
      resetUserInfo();
      takeFirstPaintCart();
      expect(cartStore.get().count).toBe(0);
    });
  });
});
