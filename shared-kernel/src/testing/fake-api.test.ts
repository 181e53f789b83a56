import { apiClient } from '../api-client/api-client';
import { describeFailure, isCancelled, isUnanswered } from '../api-client/call-failure';
import { fetchTransport } from '../api-client/fetch-transport';
import type { Transport } from '../api-client/http-client';
import { getStoredToken, storeToken } from '../api-client/token-storage';
import { cartRoutes, customerRoutes } from '../contracts/routes';
import { eventBus } from '../events/event-bus';
import { fakeApiForEachTest, installFakeApi, noAnswer, refusal, type FakeApi } from './fake-api';

/** The transport the client sends its calls through now. */
const currentTransport = (): Transport => {
  const current = apiClient.setTransport(fetchTransport);
  apiClient.setTransport(current);
  return current;
};

const CART = { is_success: true as const, cart: { cartList: [], totalQty: 0, subTotal: 0 } };

/** The error a call failed with (the test fails if it did not). */
const failureOf = async (call: Promise<unknown>): Promise<unknown> => {
  try {
    await call;
  } catch (error) {
    return error;
  }
  throw new Error('The call did not fail');
};

describe('installFakeApi', () => {
  let api: FakeApi;
  beforeEach(() => {
    api = installFakeApi();
  });
  afterEach(() => {
    api.reset();
    api.uninstall();
  });

  it("answers a call by its route, reading the query as the server does (text, parsed by the call's contract)", async () => {
    api.on(cartRoutes.getCart, CART);
    const { data } = await apiClient.get('/cart/get', { params: { idCustomer: 7, zipcode: '90001' } });
    expect(data).toEqual(CART);
    // The query carried text: the contract made a number of it again, as on the server.
    expect(api.calls(cartRoutes.getCart)).toEqual([{ idCustomer: 7, zipcode: '90001' }]);
  });

  it('gives a handler the input as the server reads it, and shapes its answer by the contract', async () => {
    api.on(cartRoutes.addToCart, (input) => ({ is_success: true, idCartDtl: input.totQty ?? 0, leaked: 'column' }));
    const { data } = await apiClient.post('/cart/add', { idCustomer: 7, idStyle: ' A-1 ', totQty: '3' });
    // What the contract does not name never reaches the page, as the server strips it.
    expect(data).toEqual({ is_success: true, idCartDtl: 3 });
    expect(api.calls(cartRoutes.addToCart)).toEqual([{ idCustomer: 7, idStyle: 'A-1', totQty: 3, color: '' }]);
  });

  it("takes only answers of the call's contract, as TypeScript checks too", () => {
    // @ts-expect-error the cart is missing: no answer of this call
    api.on(cartRoutes.getCart, { is_success: true });
    // @ts-expect-error the handler's input is the call's: a cart read takes no idStyle
    api.on(cartRoutes.getCart, (input) => ({ ...CART, idStyle: input.idStyle }));
  });

  it('fails the test for an answer off its contract, naming the call and the field', async () => {
    api.on(cartRoutes.getCart, { is_success: true, cart: { cartList: [], totalQty: 'none', subTotal: 0 } } as never);
    await failureOf(apiClient.get('/cart/get', { params: { idCustomer: 7 } }));
    expect(() => api.verify()).toThrow(/GET \/cart\/get does not match its contract:\n {2}cart\.totalQty: /);
  });

  it("fails the test for an input the server would refuse, and the page gets the server's 400", async () => {
    api.on(cartRoutes.setCart, { is_success: true });
    const error = await failureOf(apiClient.post('/cart/set', { idCustomer: 7, idCartDtl: 3, totQty: 0 }));
    expect(describeFailure(error)).toEqual({
      kind: 'refused',
      status: 400,
      message: 'Quantity must be a positive number',
      code: 'VALIDATION_FAILED',
      fields: { totQty: 'Quantity must be a positive number' },
    });
    expect(() => api.verify()).toThrow(/POST \/cart\/set was sent an input its contract refuses/);
  });

  it('fails the test for a call nobody answers, naming it', async () => {
    await failureOf(apiClient.post('/cart/add', { idStyle: 'A-1', totQty: 1 }));
    expect(() => api.verify()).toThrow(/no answer for POST \/cart\/add/);
  });

  it('knows only the calls of the contracts', async () => {
    expect(() => api.on({ method: 'GET', path: '/cart/all' } as never, {} as never)).toThrow(
      'GET /cart/all is no call of the API',
    );
    await failureOf(apiClient.get('/cart/all'));
    expect(() => api.verify()).toThrow(/GET \/cart\/all is no call/);
  });

  it("refuses with the API error the test names, the API's words for what it leaves out", async () => {
    api.refuse(cartRoutes.setCart, 422, { message: 'Only 2 left', code: 'NOT_ENOUGH_STOCK' });
    const error = await failureOf(apiClient.post('/cart/set', { idCartDtl: 3, totQty: 5 }));
    expect(describeFailure(error)).toEqual({
      kind: 'refused',
      status: 422,
      message: 'Only 2 left',
      code: 'NOT_ENOUGH_STOCK',
      fields: {},
    });
    api.refuse(cartRoutes.getCart, 404);
    expect(describeFailure(await failureOf(apiClient.get('/cart/get')))).toMatchObject({
      status: 404,
      message: 'Not found',
      code: 'NOT_FOUND',
    });
    api.verify();
  });

  it("settles a refusal as an answer where the request's validateStatus takes it", async () => {
    api.refuse(cartRoutes.getCart, 404);
    const answer = await apiClient.get('/cart/get', { validateStatus: (status) => status < 500 });
    expect(answer.status).toBe(404);
    expect(answer.data).toMatchObject({ is_success: false, code: 'NOT_FOUND' });
    await failureOf(apiClient.get('/cart/get'));
    api.verify();
  });

  it("answers a bad input the test expects refused in the server's own words", async () => {
    api.refuse(cartRoutes.setCart, 400);
    const error = await failureOf(apiClient.post('/cart/set', { idCartDtl: 3 }));
    expect(describeFailure(error)).toMatchObject({ status: 400, fields: { totQty: 'Quantity must be a number' } });
    api.verify();
  });

  it('refuses from a handler, one call and not the next', async () => {
    let tries = 0;
    api.on(cartRoutes.setCart, () =>
      (tries += 1) === 1 ? refusal(409, { message: 'Changed meanwhile' }) : { is_success: true },
    );
    expect(describeFailure(await failureOf(apiClient.post('/cart/set', { idCartDtl: 3, totQty: 2 })))).toMatchObject({
      status: 409,
      message: 'Changed meanwhile',
      code: 'CONFLICT',
    });
    await expect(apiClient.post('/cart/set', { idCartDtl: 3, totQty: 2 })).resolves.toMatchObject({
      data: { is_success: true },
    });
  });

  it('fails the test for a refusal that is no API error', async () => {
    api.on(cartRoutes.setCart, () => refusal(409, { code: 7 as never }));
    await failureOf(apiClient.post('/cart/set', { idCartDtl: 3, totQty: 2 }));
    expect(() => api.verify()).toThrow(/the refusal of POST \/cart\/set is no API error/);
  });

  it('leaves a call unanswered, as a network failure does: one route, or all', async () => {
    api.on(cartRoutes.getCart, CART).unreachable(cartRoutes.setCart);
    expect(isUnanswered(await failureOf(apiClient.post('/cart/set', { idCartDtl: 3, totQty: 2 })))).toBe(true);
    await expect(apiClient.get('/cart/get')).resolves.toMatchObject({ data: CART });
    api.unreachable();
    expect(isUnanswered(await failureOf(apiClient.get('/cart/get')))).toBe(true);
  });

  it('leaves one call unanswered from a handler, and answers the next (a retry)', async () => {
    let tries = 0;
    api.on(cartRoutes.getCart, () => ((tries += 1) === 1 ? noAnswer() : CART));
    expect(isUnanswered(await failureOf(apiClient.get('/cart/get')))).toBe(true);
    await expect(apiClient.get('/cart/get')).resolves.toMatchObject({ data: CART });
    api.verify();
  });

  it("runs the client's own handling of the answer: a refused token ends the session", async () => {
    storeToken('header.payload.signature');
    const heard: string[] = [];
    const stop = eventBus.subscribe('session/expired', ({ reason }) => heard.push(reason));
    api.refuse(cartRoutes.getCart, 401, { message: 'Your session has expired.', code: 'SESSION_EXPIRED' });
    await failureOf(apiClient.get('/cart/get'));
    stop();
    expect(heard).toEqual(['unauthorized']);
    expect(getStoredToken()).toBeNull();
  });

  it('lets the page cancel a call still waiting for its answer', async () => {
    api.on(cartRoutes.getCart, () => new Promise<never>(() => undefined));
    const controller = new AbortController();
    const call = failureOf(apiClient.get('/cart/get', { signal: controller.signal }));
    controller.abort();
    expect(isCancelled(await call)).toBe(true);
  });

  it('gives up on a call as the client does once its timeout passes', async () => {
    jest.useFakeTimers();
    try {
      api.on(cartRoutes.getCart, () => new Promise<never>(() => undefined));
      const call = failureOf(apiClient.get('/cart/get', { timeout: 1_000 }));
      await jest.advanceTimersByTimeAsync(1_000);
      expect(isUnanswered(await call)).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });

  it('reads a multipart form as the API does: its JSON part as JSON, its files kept with the call', async () => {
    api.on(customerRoutes.registerCs, { is_success: true, message: 'Sent', files: 1 });
    const body = new FormData();
    const csInfo = { firstname: 'Ann', lastname: 'Lee', email: 'Ann@Example.com', message: 'A quote for 40 boxes' };
    body.append('csInfo', JSON.stringify(csInfo));
    body.append('destination', 'contactus');
    body.append('files', new File(['a;b'], 'list.csv', { type: 'text/csv' }));
    await apiClient.post('/customer/register-cs', body);
    const [sent] = api.calls(customerRoutes.registerCs);
    // Read through the contract, as the API reads it: the email lower-cased, the kind its default.
    expect(sent?.csInfo).toEqual({ ...csInfo, email: 'ann@example.com', kind: 'question' });
    expect(sent?.destination).toBe('contactus');
    expect((sent?.files as File[]).map((file) => file.name)).toEqual(['list.csv']);
  });

  it('puts the real transport back, and fails the test then for what went wrong', async () => {
    expect(currentTransport()).not.toBe(fetchTransport);
    await failureOf(apiClient.get('/cart/get'));
    expect(() => api.uninstall()).toThrow(/no answer for GET \/cart\/get/);
    expect(currentTransport()).toBe(fetchTransport);
    api = installFakeApi();
  });
});

describe('fakeApiForEachTest', () => {
  const api = fakeApiForEachTest();

  it('is installed for each test', async () => {
    api.on(cartRoutes.getCart, CART);
    await expect(apiClient.get('/cart/get')).resolves.toMatchObject({ data: CART });
  });

  it('starts each test with no answer and no call left from the last', () => {
    expect(api.calls(cartRoutes.getCart)).toEqual([]);
  });
});
