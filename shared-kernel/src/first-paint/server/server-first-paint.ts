// Server side of a first paint (imported only by the bundles' server modules, never by the browser):
// the kernel's own API client and stores work unchanged, per request. Each request gets its own
// "local storage" (its token), and the one API client sends its calls to the API in the server's
// process (FirstPaintRequest.callApi) instead of over HTTP.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FetchQueryOptions, Query, QueryClient } from '@tanstack/react-query';
import { apiClient } from '../../api-client/api-client';
import { ApiCallError, type Transport } from '../../api-client/http-client';
import { createQueryClient, setRequestClients } from '../../data/query-client';
import { answersOf } from '../first-paint-answers';
import { apiKeyOf, apiKeyText } from '../../data/api-key';
import { cartKey } from '../../actions/cart-actions';
import { TOKEN_STORAGE_KEY } from '../../api-client/token-storage';
import type { SessionUser } from '../../contracts/customer.contract';
import { cartStore, EMPTY_CART, setCartLines, type CartLine } from '../../stores/cart-store';
import { GUEST_USER, userStore, type UserInfo } from '../../stores/user-store';
import type { FirstPaintRequest } from '../../contracts/first-paint.contract';

interface RequestScope {
  request: FirstPaintRequest;
  storage: Map<string, string>;
  /** The request's query client, made on first use. */
  client?: QueryClient;
}

/**
 * The request being drawn. One copy of the kernel draws every page: the host's server module bundles it,
 * and the remotes' take the host's (api/src/site/first-paint.ts).
 */
const scope = new AsyncLocalStorage<RequestScope>();

/** What the kernel reads of local storage, answered from the current request's own map. */
const requestStorage: Storage = {
  getItem: (key) => scope.getStore()?.storage.get(key) ?? null,
  setItem: (key, value) => void scope.getStore()?.storage.set(key, String(value)),
  removeItem: (key) => void scope.getStore()?.storage.delete(key),
  clear: () => scope.getStore()?.storage.clear(),
  key: () => null,
  get length() {
    return scope.getStore()?.storage.size ?? 0;
  },
};

/**
 * The API client's calls, made in process with the headers the client set (token, API key). A first paint
 * only reads: any other call is refused before it reaches the API.
 */
const inProcessTransport: Transport = async (request) => {
  const current = scope.getStore();
  if (!current || request.method !== 'GET') {
    throw new ApiCallError('A first paint makes GET calls only, while it draws', 'ERR_BAD_REQUEST', request);
  }
  const answer = await current.request.callApi('GET', request.url, request.headers);
  return { status: answer.status, data: answer.body, headers: {} };
};

let isInstalled = false;

function install(): void {
  if (isInstalled) return;
  isInstalled = true;
  Object.defineProperty(globalThis, 'localStorage', { value: requestStorage, configurable: true });
  apiClient.setTransport(inProcessTransport);
  setRequestClients(requestClient);
}

/** The current request's client, made on first use: its reads and its render share it. */
function requestClient(): QueryClient | undefined {
  const current = scope.getStore();
  if (current) current.client ??= createQueryClient();
  return current?.client;
}

/**
 * Runs `work` (the page's calls and its render) as the request's buyer: its token on every call it
 * makes, and a query cache of its own, whose answers (answersOf) go into the page.
 */
export function runForRequest<T>(request: FirstPaintRequest, work: () => Promise<T>): Promise<T> {
  install();
  const storage = new Map<string, string>();
  if (request.token) storage.set(TOKEN_STORAGE_KEY, request.token);
  const current: RequestScope = { request, storage };
  return scope.run(current, async () => {
    try {
      return await work();
    } finally {
      // The request's cache is done with once its answers are in the page: its entries (and the timers
      // that would drop them) are not kept past the request.
      current.client?.clear();
    }
  });
}

/**
 * Runs a synchronous render with the user store holding the request's buyer (a visitor: the guest) and
 * the cart store their cart, or the store's not-yet-loaded cart without one (the header then shows no
 * count, as the browser does before its cart arrives). Renders are synchronous, so one request's buyer
 * never shows in another's markup.
 */
export function renderAsUser<T>(user: SessionUser | null, render: () => T, cart: readonly CartLine[] | null = null): T {
  const before = { user: userStore.get(), cart: cartStore.get() };
  userStore.set(storedUserOf(user));
  if (cart) setCartLines(cart);
  else cartStore.set(EMPTY_CART);
  try {
    return render();
  } finally {
    userStore.set(before.user);
    cartStore.set(before.cart);
  }
}

/**
 * The request's buyer as the browser's store holds them: the sign-in's fields over the guest defaults
 * (the items a buyer viewed lately live in the browser only).
 */
export const storedUserOf = (user: SessionUser | null): UserInfo => ({
  ...GUEST_USER,
  ...user,
  recentViewItemsList: [],
});

/**
 * The answers the current request's reads got, to write into its page (the browser takes them first).
 * `drawnWithoutCartOf`: the buyer whose cart answered only after the page was drawn without it; that
 * answer is left out, as the browser's first render must draw what the server drew (no count).
 */
export function requestAnswers({ drawnWithoutCartOf = null }: { drawnWithoutCartOf?: UserInfo | null } = {}) {
  const client = requestClient();
  const answers = client ? answersOf(client) : {};
  if (drawnWithoutCartOf) delete answers[apiKeyText(cartKey(drawnWithoutCartOf))];
  return answers;
}

/**
 * An API read a render asked for and nobody has started: enabled, not skipped, never answered. Other
 * queries (a page's arrival, whose answer lands in a store) are the browser's to run.
 */
function isWaitingRead(query: Query): boolean {
  if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') return false;
  if (!apiKeyOf(query.queryHash)) return false;
  const options = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  const enabled = typeof options.enabled === 'function' ? options.enabled(query) : options.enabled !== false;
  // A skipped read's queryFn is the library's skipToken, not a function.
  return enabled && typeof query.options.queryFn === 'function';
}

/** The most renders a page gets: its reads, then the reads of what their answers draw, and once more. */
const MAX_RENDERS = 4;

/**
 * Renders a page as its first client render will draw it from the answers sent with it: each render's
 * reads (the queries its hooks made) are fetched in process and the page rendered again, until a render
 * asks nothing new. A server render starts no query itself, so without this the page would be drawn
 * loading. A read that fails fails the paint: the page then goes without one, rather than drawn with a
 * failure. The reads a page knows it needs can be started before (the search page's product list).
 */
export async function renderSettled(render: () => string): Promise<string> {
  const client = requestClient();
  for (let renders = 1; ; renders += 1) {
    const html = render();
    const waiting = client?.getQueryCache().getAll().filter(isWaitingRead) ?? [];
    if (!client || waiting.length === 0 || renders === MAX_RENDERS) return html;
    await Promise.all(waiting.map((query) => client.fetchQuery(query.options as FetchQueryOptions)));
  }
}
