import type { getCartCall, placeOrderCall } from '../contracts';
import { cartRoutes, route, type ApiRoute, type paymentRoutes } from '../contracts/routes';
import { answerOf, sendCallsTo } from '../testing/transport';
import { callApi } from './call-api';
import type { CallOf } from './call-of';

/** True only when A and B are the same type (each assignable to the other is not enough for unions). */
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

describe('callApi', () => {
  let calls: ReturnType<typeof sendCallsTo>;
  let seen: (typeof calls)['seen'];
  beforeEach(() => {
    calls = sendCallsTo((request) => answerOf({ is_success: true, echo: request.path }));
    seen = calls.seen;
  });
  afterEach(() => calls.restore());

  it('sends a GET call’s input as query parameters', async () => {
    const answer = await callApi(cartRoutes.getCart, { idCustomer: 7, zipcode: '90248' });
    expect(seen[0]).toMatchObject({
      method: 'GET',
      path: '/cart/get',
      url: '/api/cart/get?idCustomer=7&zipcode=90248',
    });
    expect(seen[0]?.body).toBeUndefined();
    expect(answer).toEqual({ is_success: true, echo: '/cart/get' });
  });

  it('sends a POST call’s input as the JSON body', async () => {
    await callApi(cartRoutes.addToCart, { idStyle: 'TIG-1/2', totQty: 2 });
    expect(seen[0]).toMatchObject({ method: 'POST', path: '/cart/add', url: '/api/cart/add' });
    expect(JSON.parse(String(seen[0]?.body))).toEqual({ idStyle: 'TIG-1/2', totQty: 2 });
  });

  it('sends every call on its own: reads are shared by the page’s query cache, not here', async () => {
    await Promise.all([callApi(cartRoutes.getCart, { idCustomer: 7 }), callApi(cartRoutes.getCart, { idCustomer: 7 })]);
    expect(seen).toHaveLength(2);
  });

  it('cancels a POST by the caller’s signal, and tells the transport', async () => {
    calls.restore();
    calls = sendCallsTo(() => new Promise(() => {}));
    const controller = new AbortController();
    const call = callApi(cartRoutes.removeFromCart, { idCartDtl: 3 }, { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ code: 'ERR_CANCELED' });
    expect(calls.seen[0]?.signal.aborted).toBe(true);
  });
});

// Type-level checks: tsc (npm run typecheck) fails when callApi lets one of these through. They are
// never called; jest only sees that the file loads.
export const typeChecks = async (): Promise<void> => {
  const sameCall: Equal<CallOf<typeof cartRoutes.getCart>, typeof getCartCall> = true;
  const samePost: Equal<CallOf<typeof paymentRoutes.placeOrder>, typeof placeOrderCall> = true;
  // The answer is the contract's: a field it lacks is an error.
  const answer = await callApi(cartRoutes.getCart, {});
  const lines: unknown[] = answer.cart.cartList;
  // @ts-expect-error the cart answer has no orderList
  void answer.orderList;

  // @ts-expect-error idStyle is text, not a number
  await callApi(cartRoutes.addToCart, { idStyle: 5, totQty: 2 });
  // @ts-expect-error the cart's lines are removed by idCartDtl, not idLine
  await callApi(cartRoutes.removeFromCart, { idLine: 3 });
  // @ts-expect-error a misspelt route is no route of the tables
  await callApi(cartRoutes.getCar, {});
  // @ts-expect-error a path no contract calls
  await callApi(route('GET', '/cart/gett'), {});
  // @ts-expect-error /cart/get is read with GET, not POST
  await callApi(route('POST', '/cart/get'), {});
  const wide: ApiRoute = cartRoutes.getCart;
  // @ts-expect-error a route whose path is any text would match every call, so it matches none
  await callApi(wide, {});
  // @ts-expect-error the options take a signal, nothing else
  await callApi(cartRoutes.getCart, {}, { timeout: 5 });
  void [sameCall, samePost, lines];
};
