import { apiClient } from '../api-client/api-client';
import { networkFailure, type ApiResponse, type Transport } from '../api-client/http-client';
import { apiErrorSchema, type ApiError } from '../contracts/common';
import type { ApiRoute } from '../contracts/route';
import { contractOf, routeKey, type AnswerOf, type InputOf } from './contract-index';
import { answerOf as responseOf } from './transport';
import { answered, issuesOf, readRequest, validationAnswer } from './wire';

/** A refusal a handler gives instead of an answer (see `refusal`). */
export class Refusal {
  constructor(
    readonly status: number,
    readonly body: ApiError,
  ) {}
}

/** The API's words for a refusal of each status (api/src/lib/errors.ts), for a test that gives none. */
const REFUSAL_DEFAULTS: Record<number, { message: string; code: string }> = {
  400: { message: 'Invalid request', code: 'VALIDATION_FAILED' },
  401: { message: 'Please sign in to continue.', code: 'UNAUTHORIZED' },
  403: { message: 'You are not allowed to do that.', code: 'FORBIDDEN' },
  404: { message: 'Not found', code: 'NOT_FOUND' },
  409: { message: 'Conflict', code: 'CONFLICT' },
  422: { message: 'Unprocessable', code: 'UNPROCESSABLE' },
  429: { message: 'Too many requests. Please wait a moment.', code: 'RATE_LIMITED' },
  503: { message: 'The service is unavailable. Please try again shortly.', code: 'SERVICE_UNAVAILABLE' },
};

/**
 * The refusal `{ is_success: false, message, code, fields? }` with `status`; what `body` leaves out takes
 * the API's words for that status. A handler returns it to refuse one call: `() => refusal(409, {...})`.
 */
export function refusal(status: number, body: Partial<ApiError> = {}): Refusal {
  const defaults = REFUSAL_DEFAULTS[status] ?? { message: 'An error occurred', code: 'INTERNAL_ERROR' };
  return new Refusal(status, { is_success: false, ...defaults, ...body });
}

/** What a handler gives for a call that gets no answer (see `noAnswer`). */
export class NoAnswer {
  // A member of its own: an empty class would take any answer's place in the handler's type.
  readonly isNoAnswer = true;
}

/** A handler returns it to leave one call without an answer, as a network failure does: `() => noAnswer()`. */
export const noAnswer = (): NoAnswer => new NoAnswer();

type Answer<R extends ApiRoute> = AnswerOf<R> | Refusal | NoAnswer;
type Handler<R extends ApiRoute> = Answer<R> | ((input: InputOf<R>) => Answer<R> | Promise<Answer<R>>);

interface Entry {
  handler: Handler<ApiRoute>;
  /** Set by `refuse`: given whatever the input (a 400 without a body in the server's words for it). */
  fixed?: { refusal: Refusal; hasBody: boolean };
}

/** Statuses the server can give before the input is read, or for a bad input itself. */
const INPUT_BLIND_STATUSES = new Set([400, 401, 403]);

export interface FakeApi {
  /** Answers every call of `route` with `answer`, or with what `answer(input)` gives (or resolves to). */
  on<R extends ApiRoute>(route: R, answer: Handler<R>): FakeApi;
  /** Refuses every call of `route` (400 with a bad input: the server's own messages unless `body` says). */
  refuse(route: ApiRoute, status: number, body?: Partial<ApiError>): FakeApi;
  /** Calls of `route` (of every route when none is named) get no answer: a network failure. */
  unreachable(route?: ApiRoute): FakeApi;
  /**
   * The inputs `route` was called with, as the server read them (parsed by the contract, files under
   * their field); an input the contract refused, as it was sent.
   */
  calls<R extends ApiRoute>(route: R): Array<InputOf<R> & Record<string, unknown>>;
  /** Forgets answers, calls and problems (the fake stays installed). */
  reset(): void;
  /** Fails the test with what went wrong so far: a call without an answer, an input or answer off contract. */
  verify(): void;
  /** Puts the real transport back, and fails the test as `verify` does. */
  uninstall(): void;
}

/**
 * A fake API for unit tests, at the API client's edge (its transport), so the page's calls run through
 * the client as in the browser (headers, 401 handling, shared GETs) and are answered by contract: a
 * call is found by its method and path, its input parsed by the contract's request schema as the
 * server does (an input the server would refuse fails the test), and every answer by the response
 * schema, so a fake cannot drift from the API. A call nobody answers fails the test, naming the route.
 *
 *   const api = installFakeApi().on(cartRoutes.getCart, { is_success: true, cart });
 *   afterEach(() => api.uninstall());
 *   api.on(cartRoutes.addToCart, (input) => ({ is_success: true, idCartDtl: input.totQty }));
 *   api.refuse(cartRoutes.setCart, 422, { message: 'Not enough stock' });
 *   api.on(cartRoutes.getCart, () => (firstTry ? noAnswer() : { is_success: true, cart })); // refusal() likewise
 *   expect(api.calls(cartRoutes.addToCart)).toEqual([expect.objectContaining({ idStyle: 'A-1' })]);
 */
export function installFakeApi(): FakeApi {
  const fake = createFakeApi();
  fake.install();
  return fake;
}

/** One fake for a describe block: installed before each test, checked and removed after it. */
export function fakeApiForEachTest(): FakeApi {
  const fake = createFakeApi();
  beforeEach(() => fake.install());
  afterEach(() => fake.uninstall());
  return fake;
}

function createFakeApi(): FakeApi & { install(): void } {
  const handlers = new Map<string, Entry>();
  const recorded = new Map<string, Array<Record<string, unknown>>>();
  const problems: string[] = [];
  let unreachableRoutes: Set<string> | 'all' = new Set();
  let realTransport: Transport | undefined;
  let isInstalled = false;

  /** Something the test must hear of: the call fails now, and the test fails at `verify`. */
  const problem = (text: string): Error => {
    problems.push(text);
    return new Error(`Fake API: ${text}`);
  };

  const record = (key: string, input: unknown, files: Record<string, File[]>) => {
    const entry = { ...(input as Record<string, unknown>), ...files };
    recorded.set(key, [...(recorded.get(key) ?? []), entry]);
  };

  /** A route's key, once it is sure the contracts have it: a fake for a call that does not exist is a mistake. */
  const knownKey = (route: ApiRoute): string => {
    if (!contractOf(route)) throw new Error(`Fake API: ${routeKey(route)} is no call of the API's contracts`);
    return routeKey(route);
  };

  const answerOf = async (entry: Entry, input: unknown): Promise<unknown> => {
    const { handler } = entry;
    return typeof handler === 'function' ? await (handler as (input: unknown) => unknown)(input) : handler;
  };

  /**
   * Answers as the API would; the client itself times out and cancels, and rejects a refusal unless the
   * call takes its status.
   */
  const transport: Transport = async (request): Promise<ApiResponse> => {
    const { route, raw, files } = readRequest(request);
    const key = routeKey(route);
    const contract = contractOf(route);
    if (!contract) throw problem(`${key} is no call of the API's contracts`);
    const input = contract.request.safeParse(raw);
    record(key, input.success ? input.data : raw, files);
    const badInput = input.success
      ? undefined
      : `${key} was sent an input its contract refuses (the server answers 400):\n${issuesOf(input.error)}`;
    if (unreachableRoutes === 'all' || unreachableRoutes.has(key)) {
      if (badInput) problems.push(badInput);
      throw networkFailure(request);
    }
    const entry = handlers.get(key);
    if (!entry) throw problem(`no answer for ${key}: give one with on() or refuse() before the page calls it`);
    if (!input.success) {
      // The server refuses a bad input itself (400) or before it reads it (401, 403): a test that set
      // such a refusal means it. Any other answer to a bad input is one the server never gives.
      const fixed = entry.fixed;
      if (fixed && INPUT_BLIND_STATUSES.has(fixed.refusal.status)) {
        const isServersWords = fixed.refusal.status === 400 && !fixed.hasBody;
        return responseOf(isServersWords ? validationAnswer(input.error) : fixed.refusal.body, fixed.refusal.status);
      }
      problems.push(badInput as string);
      return responseOf(validationAnswer(input.error), 400);
    }
    let answer: unknown;
    try {
      answer = await answerOf(entry, input.data);
    } catch (error) {
      throw problem(`the answer for ${key} threw: ${String(error)}`);
    }
    if (answer instanceof NoAnswer) throw networkFailure(request);
    if (answer instanceof Refusal) {
      const body = apiErrorSchema.safeParse(answer.body);
      if (!body.success) throw problem(`the refusal of ${key} is no API error:\n${issuesOf(body.error)}`);
      return responseOf(body.data, answer.status);
    }
    const shaped = contract.response.safeParse(answer);
    if (!shaped.success) throw problem(`the answer for ${key} does not match its contract:\n${issuesOf(shaped.error)}`);
    return answered(shaped.data);
  };

  const fake = {
    install() {
      if (isInstalled) return;
      isInstalled = true;
      realTransport = apiClient.setTransport(transport);
    },
    on<R extends ApiRoute>(route: R, answer: Handler<R>) {
      handlers.set(knownKey(route), { handler: answer as Handler<ApiRoute> });
      return fake;
    },
    refuse(route: ApiRoute, status: number, body?: Partial<ApiError>) {
      const refused = refusal(status, body);
      handlers.set(knownKey(route), { handler: refused, fixed: { refusal: refused, hasBody: body !== undefined } });
      return fake;
    },
    unreachable(route?: ApiRoute) {
      if (!route) unreachableRoutes = 'all';
      else if (unreachableRoutes !== 'all') unreachableRoutes.add(routeKey(route));
      return fake;
    },
    calls<R extends ApiRoute>(route: R) {
      return [...(recorded.get(routeKey(route)) ?? [])] as Array<InputOf<R> & Record<string, unknown>>;
    },
    reset() {
      handlers.clear();
      recorded.clear();
      problems.length = 0;
      unreachableRoutes = new Set();
    },
    verify() {
      if (problems.length === 0) return;
      const found = problems.splice(0);
      throw new Error(`Fake API: the page's calls went wrong:\n- ${found.join('\n- ')}`);
    },
    uninstall() {
      if (isInstalled && realTransport) apiClient.setTransport(realTransport);
      isInstalled = false;
      try {
        fake.verify();
      } finally {
        fake.reset();
      }
    },
  };
  return fake;
}
