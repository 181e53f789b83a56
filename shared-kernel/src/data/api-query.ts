import { useEffect } from 'react';
import { keepPreviousData, queryOptions, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { callApi } from '../api-client/call-api';
import { logSilentFailure } from '../api-client/log-silent-failure';
import type { ApiRoute } from '../contracts/route';
import { apiKey } from './api-key';
import { getQueryClient } from './query-client';

/** What a route's call takes and answers, from its contract. */
export type InputOf<R extends ApiRoute> = Parameters<typeof callApi<R>>[1];
export type AnswerOf<R extends ApiRoute> = Awaited<ReturnType<typeof callApi<R>>>;

/**
 * A call as the query cache knows it: its key (route and input) and how to ask for it. The one place a
 * page's read turns into a request, so a prefetch, a hook and the first paint all share one entry.
 */
export const apiQuery = <R extends ApiRoute>(route: R, input: InputOf<R>) =>
  queryOptions({
    queryKey: apiKey(route, input as object),
    queryFn: ({ signal }) => callApi(route, input, { signal }) as Promise<AnswerOf<R>>,
  });

const picks = new Map<string, (answer: Record<string, unknown>) => unknown>();

/**
 * The part of an answer named `key`, as a `select`: `useApiQuery(systemRoutes.getBrands, {}, { select:
 * pick('brandList') })`. One selector a key for the page's life, so a render never selects anew.
 */
export function pick<K extends string>(key: K): <A extends Record<K, unknown>>(answer: A) => A[K] {
  let selector = picks.get(key);
  if (!selector) {
    selector = (answer) => answer[key];
    picks.set(key, selector);
  }
  return selector as <A extends Record<K, unknown>>(answer: A) => A[K];
}

export interface ApiQueryOptions<Answer, Selected> {
  /** Part of the answer the page shows (the list out of `{ productList }`). */
  select?: (answer: Answer) => Selected;
  /**
   * While the next input loads, keep showing the last input's answer (a list paging or filtering):
   * `isPlaceholderData` tells the page it is the previous one.
   */
  keepPrevious?: boolean;
  /**
   * What the section is, for a section whose failed load is only logged and leaves it empty
   * (docs/product.md: loading and failures): featured lists, images, filters, menu, banners.
   */
  logFailureAs?: string;
  /** How long this answer stays fresh, when it changes more or less often than most. */
  staleTime?: number;
}

/**
 * A page's read: the answer for `route` with `input` (null: nothing to ask yet), from the page's one
 * cache. Identical reads anywhere on the page share one request; an answer drawn by the server's first
 * paint or prefetched by a lazy page is taken without a call while fresh; a stale answer shows at once
 * and is asked again (on mount, on window focus); a failure is asked again when the API comes back,
 * unless the server refused it. `refetch()` is a Retry button.
 */
export function useApiQuery<R extends ApiRoute, Selected = AnswerOf<R>>(
  route: R,
  input: InputOf<R> | null,
  { select, keepPrevious = false, logFailureAs, staleTime }: ApiQueryOptions<AnswerOf<R>, Selected> = {},
): UseQueryResult<Selected> {
  const result = useQuery(
    {
      ...apiQuery(route, (input ?? {}) as InputOf<R>),
      enabled: input !== null,
      select,
      ...(keepPrevious ? { placeholderData: keepPreviousData } : {}),
      ...(staleTime === undefined ? {} : { staleTime }),
    },
    getQueryClient(),
  );
  const { error, errorUpdatedAt } = result;
  useEffect(() => {
    if (error && logFailureAs !== undefined) logSilentFailure(logFailureAs, error);
    // Once per failed load: errorUpdatedAt moves with each failure.
  }, [error, errorUpdatedAt, logFailureAs]);
  return result;
}

const NOTHING: readonly never[] = [];

/**
 * A section's list that only logs a failed read and stays empty (docs/product.md §11.2): banners,
 * rails, menus. `key` names the list in the answer; `what` names the section in the log. `settled`:
 * answered or failed, for a page that draws its sections together once all have (docs/product.md §3.7).
 */
export function useSection<R extends ApiRoute, K extends keyof AnswerOf<R> & string>(
  route: R,
  input: InputOf<R> | null,
  key: K,
  what: string,
): { list: AnswerOf<R>[K]; settled: boolean } {
  const { data, isPending } = useApiQuery(route, input, {
    select: pick(key) as (answer: AnswerOf<R>) => AnswerOf<R>[K],
    logFailureAs: what,
  });
  return { list: data ?? (NOTHING as AnswerOf<R>[K]), settled: !isPending };
}

/** Starts a read before its page renders (a lazy page's prefetch): the page's hook takes its answer. */
export function prefetchApi<R extends ApiRoute>(route: R, input: InputOf<R>): Promise<void> {
  return getQueryClient().prefetchQuery(apiQuery(route, input));
}

/**
 * A read outside a component (an action, a server module): the cached answer while it is fresh (or
 * younger than `freshFor`), else one request shared with any identical one on its way.
 */
export function fetchApi<R extends ApiRoute>(
  route: R,
  input: InputOf<R>,
  { freshFor }: { freshFor?: number } = {},
): Promise<AnswerOf<R>> {
  return getQueryClient().fetchQuery({
    ...apiQuery(route, input),
    ...(freshFor === undefined ? {} : { staleTime: freshFor }),
  });
}

/** The cached answer of a read, if the page has one (fresh or not). */
export const cachedAnswer = <R extends ApiRoute>(route: R, input: InputOf<R>): AnswerOf<R> | undefined =>
  getQueryClient().getQueryData<AnswerOf<R>>(apiKey(route, input as object));

/** Puts an answer the page got otherwise (a write that answers with the new state) in the cache. */
export const setCachedAnswer = <R extends ApiRoute>(route: R, input: InputOf<R>, answer: AnswerOf<R>): void =>
  void getQueryClient().setQueryData(apiKey(route, input as object), answer);

/**
 * Marks every answer of these routes stale, whatever their input, and asks again for the ones shown.
 * A write calls it for what it changed (a saved address: the address list).
 */
export async function invalidateApi(...routes: ApiRoute[]): Promise<void> {
  const paths = new Set(routes.map((r) => r.path));
  await getQueryClient().invalidateQueries({ predicate: (query) => paths.has(String(query.queryKey[0])) });
}
