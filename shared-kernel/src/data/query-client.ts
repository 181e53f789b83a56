import { QueryClient } from '@tanstack/react-query';
import { takePageAnswers } from '../first-paint/first-paint-answers';
import { connectToBus } from './bus-invalidation';

/**
 * How long an answer counts as fresh: a page mounting again, a prefetch taken by its page, or the
 * first paint's answers taken by the first render within this time make no second call. Past it, the
 * answer still shows at once and is asked again behind it (on mount, on window focus).
 */
export const FRESH_FOR_MS = 10_000;

/** How long an answer nobody shows is kept for a page that comes back to it. */
const KEPT_FOR_MS = 5 * 60_000;

/**
 * The rules every call of every remote follows (docs/product.md: loading and failures):
 * - a failed call is not retried at once (a refusal would answer the same; an absent API is asked
 *   again when it is back, see bus-invalidation.ts);
 * - the API's own availability rule decides when a call goes out, not the browser's online flag;
 * - a window coming back into focus asks again for what it shows, once its answer is stale.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: FRESH_FOR_MS,
        gcTime: KEPT_FOR_MS,
        retry: false,
        networkMode: 'always',
        refetchOnWindowFocus: true,
        refetchOnReconnect: false,
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

/** The one client of the page: the kernel is shared as a singleton, so every remote reads this cache. */
let browserClient: QueryClient | null = null;
/**
 * On the server, the client of the request being drawn (first paint): each request gets its own, so
 * one buyer's answers never reach another's page (set by the kernel's server side).
 */
let requestClient: (() => QueryClient | undefined) | null = null;
let disconnect: (() => void) | null = null;

/** The page's query client: the one every hook, prefetch and invalidation of every remote uses. */
export function getQueryClient(): QueryClient {
  const ofRequest = requestClient?.();
  if (ofRequest) return ofRequest;
  if (!browserClient) {
    browserClient = createQueryClient();
    // Made on first use, before any page reads it: the answers the server drew the page from go in
    // first, then the bus's events start to steer it.
    takePageAnswers(browserClient);
    // No provider component mounts it (every hook names this client), so it listens to focus here.
    browserClient.mount();
    const fromBus = connectToBus(browserClient);
    const client = browserClient;
    disconnect = () => {
      fromBus();
      client.unmount();
    };
  }
  return browserClient;
}

/** Server side: where the current request's client comes from (first-paint/server). */
export function setRequestClients(source: () => QueryClient | undefined): void {
  requestClient = source;
}

/** Tests: a fresh page (its client is made again, reading the page's answers again, on next use). */
export function resetQueryClient(): void {
  disconnect?.();
  disconnect = null;
  browserClient?.clear();
  browserClient = null;
}
